import { noticesMessages as m } from '../../i18n/catalogue/notices';
import { t } from '../../i18n/t';
import { isAbort } from '../../llm/errors';
import type { Recorder } from '../../llm/transcript';
import { type ExtractedTriples, extractTriples } from '../../persist/extract';
import { type PersistReport, persistVerdict } from '../../persist/write';
import type { DroppedCitation } from '../../tribunal/cited';
import type { TribunalDecision } from '../../tribunal/tribunal';
import { messageOf } from '../../util/errors';
import type { CorrectionCheck } from '../correction';
import type { StageContext } from '../stage';

/**
 * Stage 5: a True or False web verdict that stands on verified evidence becomes memory
 * (Memory-first fact-checking §III-F; docs/security-model.md). Neutral and a
 * verdict without verified support are never stored. Only the passages a verified quote on the
 * verdict's side came from are written and read for facts, never the rest of the bundle; a
 * correction is stored only when a verified passage supports it. The extraction call joins the
 * tribunal's transcript; a failed extraction still stores the claim (and its correction) with
 * provenance, without facts. A failed write never changes the verdict: the trace says what was not
 * saved.
 */

export interface PersistTrace {
  stored: boolean;
  report?: PersistReport;
  dropped: DroppedCitation[];
  extractionError?: string;
  error?: string;
  /** Why no vectors were stored, when none were. */
  vectorsNote?: string;
  /** Why the tribunal's corrected claim was not stored, when it was not. */
  correctionNote?: string;
}

export async function persistStage(
  claim: string,
  d: TribunalDecision,
  correction: CorrectionCheck | null,
  recorder: Recorder,
  ctx: StageContext,
  /** The memory origin of what is stored (persistVerdict): `web` unless the verdict rests on a document. */
  origin = 'web',
  /** The primary source's verified verbatim words, kept for memory's citation of a document verdict (PersistInput.primaryQuote). */
  primaryQuote?: string,
): Promise<PersistTrace | null> {
  if (d.verdict === 'Neutral' || !d.standing?.stands || !d.primarySource) return null;
  ctx.onStage('persist');
  const verdict = d.verdict;
  const evidence = { passages: d.standing.passages };
  const corrected =
    correction?.verified && correction.source ? { text: correction.text, source: correction.source } : null;
  const trace: PersistTrace = { stored: false, dropped: [] };
  if (correction && !corrected) trace.correctionNote = t(m.correctionNotStored, correction.detail);
  let triples: ExtractedTriples = { claim: [], corrected: [], evidence: [] };
  try {
    const extracted = await extractTriples(
      { recorder, signal: ctx.signal },
      claim,
      verdict,
      corrected?.text ?? null,
      evidence,
    );
    triples = extracted.triples;
    trace.dropped = extracted.dropped;
  } catch (e) {
    if (isAbort(e)) throw e;
    trace.extractionError = t(m.noFacts, messageOf(e));
  }
  ctx.signal.throwIfAborted();
  try {
    const embedder = await ctx.models.embedder();
    trace.report = await persistVerdict(
      ctx.db,
      {
        claim,
        verdict,
        correction: corrected,
        primarySource: d.primarySource,
        ...(primaryQuote ? { primaryQuote } : {}),
        sources: evidence.passages,
        triples,
        verifiedAt: Date.now(),
      },
      embedder,
      origin,
    );
    trace.stored = true;
    if (!embedder) trace.vectorsNote = t(m.noVectors);
  } catch (e) {
    if (isAbort(e)) throw e;
    trace.error = t(m.notSaved, messageOf(e));
  }
  return trace;
}
