import { TRACES_VERSION } from '../core/traces';
import type { CheckOutcome, StageName, StageTiming } from '../core/types';
import type { ClaimLensDB } from '../db/database';
import type { CheckRecord } from '../db/records';
import type { EngineConfig } from '../settings/run-config';
import type { RunCheck } from './types';

/**
 * One run of one check in its history row: marks it running, writes each new stage as the
 * pipeline reports it, and ends it done, failed or cancelled. The queue around it (which row
 * runs when, and what it may be cancelled by) is the runner's.
 */

export interface RunOnceDeps {
  db: ClaimLensDB;
  run: RunCheck;
  emit(record: CheckRecord): void;
  now: () => number;
  /** The row's last write (FinalWriter): it never leaves a check running. */
  finish(record: CheckRecord, patch: Partial<CheckRecord>): Promise<CheckRecord | undefined>;
}

/** Runs the loaded row to its end; the row's last write says how it ended. */
export async function runOnce(
  deps: RunOnceDeps,
  loaded: CheckRecord,
  config: EngineConfig,
  controller: AbortController,
): Promise<void> {
  const { now } = deps;
  const id = loaded.id;
  let record: CheckRecord = { ...loaded, status: 'running', startedAt: now(), runs: loaded.runs + 1 };
  let stageStart = now();
  const timings: StageTiming[] = [];
  let writes = Promise.resolve();
  const closeStage = () => {
    if (record.stage) timings.push({ stage: record.stage, ms: now() - stageStart });
  };
  const onStage = (stage: StageName) => {
    // The claims of a long selection pass the same stages one after another: one entry, one write.
    if (controller.signal.aborted || stage === record.stage) return;
    closeStage();
    stageStart = now();
    record = { ...record, stage, timings: [...timings], updatedAt: now() };
    const snapshot = record;
    writes = writes.then(() =>
      deps.db.checks
        .update(id, { stage, timings: snapshot.timings, updatedAt: snapshot.updatedAt })
        .then(() => undefined),
    );
    deps.emit(snapshot);
  };
  try {
    await deps.db.checks.put(record);
    deps.emit(record);
    const outcome = await deps.run(record, { signal: controller.signal, config, onStage });
    controller.signal.throwIfAborted();
    closeStage();
    await writes;
    await deps.finish(record, donePatch(outcome, timings));
  } catch (error) {
    // A failed progress write is this error or secondary to it: the outcome is written below.
    await Promise.allSettled([writes]);
    closeStage();
    if (controller.signal.aborted) {
      const reason = controller.signal.reason as DOMException | undefined;
      if (reason?.message !== 'Deleted')
        await deps.finish(record, { status: 'cancelled', error: 'Cancelled.', timings });
    } else {
      const message = error instanceof Error ? error.message : String(error);
      await deps.finish(record, {
        status: 'failed',
        error: message || 'The check failed for an unknown reason. Retry it.',
        timings,
      });
    }
  }
}

/** What a finished run writes: its verdict and everything the reader is shown with it. */
function donePatch(outcome: CheckOutcome, timings: StageTiming[]): Partial<CheckRecord> {
  return {
    status: 'done',
    verdict: outcome.verdict,
    confidence: outcome.confidence,
    path: outcome.path,
    evidence: outcome.evidence,
    traces: outcome.traces,
    tracesVersion: TRACES_VERSION,
    modelIds: outcome.modelIds,
    timings,
    ...(outcome.reason ? { reason: outcome.reason } : {}),
    ...(outcome.explanation ? { explanation: outcome.explanation } : {}),
    ...(outcome.correctedClaim ? { correctedClaim: outcome.correctedClaim } : {}),
    ...(outcome.suggestedCorrection ? { suggestedCorrection: outcome.suggestedCorrection } : {}),
    ...(outcome.rating ? { rating: outcome.rating } : {}),
    ...(outcome.notice ? { notice: outcome.notice } : {}),
    ...(outcome.modelsMissing?.length ? { modelsMissing: outcome.modelsMissing } : {}),
    ...(outcome.translationOffer ? { translationOffer: outcome.translationOffer } : {}),
    ...(outcome.question ? { question: outcome.question } : {}),
  };
}
