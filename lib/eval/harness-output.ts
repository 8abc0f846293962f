import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { EvalArgs } from './args';
import type { outputPaths, readDataset } from './inputs';
import type { Journal } from './journal';
import type { LoadedPack } from './knowledge';
import type { LoopResult } from './loop';
import { scoreSystem, type SystemReport } from './metrics';
import type { EvalModels } from './models';
import { type EvalReport, renderReport } from './report';
import { renderComparisonSvg, renderSvg } from './svg';
import { SYSTEM_SPECS } from './systems';
import type { EvalItem, EvalRecord, SystemName } from './types';

/** What the end of a run writes: the report (JSON, text, charts) and the exit code it earns. */

export type OutputPaths = ReturnType<typeof outputPaths>;

/** What a finished (or stopped) run knows, for its report. */
interface RunOutcome {
  args: EvalArgs;
  data: ReturnType<typeof readDataset>;
  packs: readonly LoadedPack[];
  models: Pick<EvalModels, 'embed' | 'nli'>;
  systems: readonly SystemName[];
  clean: readonly EvalItem[];
  leaked: readonly EvalItem[];
  journal: Journal;
  paths: OutputPaths;
  startedAt: Date;
}

export const packLabel = (p: LoadedPack) => `${p.pack.pack.id}@${p.pack.pack.version}`;

/** (system, claim) runs the journal does not hold yet. */
export function pendingRuns(systems: readonly SystemName[], items: readonly EvalItem[], journal: Journal): number {
  return systems.reduce((a, s) => a + items.filter((i) => !journal.has(s, i.id)).length, 0);
}

/** The report's header: the data set and the run's configuration; no scores yet. */
function reportFrame(o: RunOutcome, pending: number, machine: string): EvalReport {
  const { args, data } = o;
  return {
    dataset: {
      file: args.data,
      format: data.format,
      items: data.items.length,
      skipped: data.skipped,
      leaked: o.leaked.map((i) => ({ id: i.id, line: i.line, claim: i.claim })),
      scored: o.clean.length,
    },
    systems: {},
    complete: pending === 0,
    pending,
    startedAt: o.startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    config: {
      embedModel: o.models.embed,
      nliModel: o.models.nli,
      backend: args.backend,
      llm: args.llm ?? null,
      llmModel: args.llmModel ?? null,
      search: args.search ?? null,
      packs: o.packs.map(packLabel),
      settings: args.settings ?? 'defaults',
      concurrency: args.concurrency,
      machine,
      journal: o.paths.journal,
    },
    records: {},
  };
}

const machineLine = () => `${os.cpus()[0]?.model ?? 'unknown CPU'} ×${os.cpus().length}, Node ${process.version}`;

/** Scores every system, writes the JSON and the charts, and prints the tables. */
export function writeReport(o: RunOutcome, pending: number, io: { log(line: string): void; out(text: string): void }) {
  const { paths, journal, systems } = o;
  const dataName = path.basename(o.args.data);
  const ids = new Set(o.clean.map((i) => i.id));
  const report = reportFrame(o, pending, machineLine());
  const files = [paths.json];
  for (const s of systems) {
    const records = journal.records(s).filter((r) => ids.has(r.id));
    report.systems[s] = { ...scoreSystem(records), description: SYSTEM_SPECS[s].description };
    report.records![s] = records;
    writeFileSync(paths.svg(s), renderSvg(`${s} — ${dataName}`, report.systems[s]!));
    files.push(paths.svg(s));
  }
  const scored = systems.map((s) => [s, report.systems[s]!] as [SystemName, SystemReport]);
  writeFileSync(paths.svg('systems'), renderComparisonSvg(`Systems compared — ${dataName}`, scored));
  files.push(paths.svg('systems'));
  writeFileSync(paths.json, `${JSON.stringify(report, null, 1)}\n`);
  io.out(renderReport(report));
  const charts = [...systems, 'systems' as const].map((s) => path.basename(paths.svg(s))).join(', ');
  io.log(`Report: ${paths.json}; charts: ${charts}; journal: ${paths.journal}.`);
  return { report, files };
}

/** How a run ends: interrupted (130), stopped on repeated failures (2) or done (0), and what to say. */
export function runEnd(o: {
  aborted: boolean;
  loop: LoopResult;
  pending: number;
  journal: string;
  stopAfter: number;
}): { exitCode: 0 | 2 | 130; note?: string } {
  if (o.aborted)
    return {
      exitCode: 130,
      note: `Interrupted: ${o.pending} runs are not done. Run the same command again to resume from ${o.journal}.`,
    };
  if (o.loop.stoppedOn !== undefined)
    return {
      exitCode: 2,
      note: `Stopped: ${o.stopAfter} claims in a row failed (${o.loop.stoppedOn}). ${o.pending} runs are not done; fix the cause and run the same command again to resume from ${o.journal}.`,
    };
  return { exitCode: 0 };
}

/** One progress line per failure, at the end, and at most every two seconds otherwise. */
export function progressLine(record: EvalRecord, n: number, total: number): string {
  const outcome = record.error
    ? `failed: ${record.error}`
    : `${record.verdict} (${record.path}, ${Math.round(record.totalMs)} ms)`;
  return `[${n}/${total}] ${record.system} ${record.id}: ${outcome}`;
}
