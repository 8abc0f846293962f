import type { StageName } from '../pipeline/types';
import { textTable as table } from '../util/text-table';
import type { SystemReport } from './metrics';
import type { RowError, SystemName } from './types';

/** Plain-text tables of an evaluation run, in the shape of the seed paper's Tables III–V. */

export interface EvalReport {
  dataset: { file: string; format: string; items: number; skipped: RowError[]; leaked: string[] };
  systems: Partial<Record<SystemName, SystemReport>>;
  startedAt: string;
  finishedAt: string;
  config: Record<string, unknown>;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const ms = (x: number | undefined) => (x === undefined || Number.isNaN(x) ? '–' : x >= 1000 ? `${(x / 1000).toFixed(2)} s` : `${Math.round(x)} ms`);

export function renderReport(report: EvalReport): string {
  const out: string[] = [];
  const { dataset } = report;
  out.push(`Dataset: ${dataset.file} (${dataset.format}), ${dataset.items} claims; ${dataset.skipped.length} rows skipped; ${dataset.leaked.length} already in the knowledge graph (reported apart, not scored).`);
  if (dataset.skipped.length) out.push(dataset.skipped.slice(0, 20).map((e) => `  line ${e.line}: ${e.message}`).join('\n') + (dataset.skipped.length > 20 ? `\n  … ${dataset.skipped.length - 20} more` : ''));

  const systems = Object.entries(report.systems) as [SystemName, SystemReport][];
  out.push('\nPerformance (accuracy and macro-F1 over resolved claims; Unverified is an abstention)');
  out.push(table(['System', 'Resolved', 'Coverage', 'Accuracy', 'F1 macro', 'NEI abstained', 'Errors'], systems.map(([name, s]) => [name, `${s.resolved}/${s.labelled}`, pct(s.coverage), pct(s.accuracy), pct(s.macroF1), `${s.abstention.abstained}/${s.abstention.nei}`, String(s.errors)])));

  for (const [name, s] of systems) {
    out.push(`\n${name}: resolution paths`);
    out.push(table(['Path', 'Claims', '%', 'Accuracy'], s.paths.map((p) => [p.path === 'neutral' ? 'Unverified' : p.path, String(p.claims), pct(p.share), p.accuracy === null ? '–' : pct(p.accuracy)])));
    out.push(`${name}: per class`);
    out.push(table(['Class', 'Precision', 'Recall', 'F1', 'Support'], (['True', 'False'] as const).map((c) => [c, pct(s.perClass[c].precision), pct(s.perClass[c].recall), pct(s.perClass[c].f1), String(s.perClass[c].support)])));
    out.push(`${name}: confusion (rows gold, columns verdict)`);
    out.push(table(['Gold \\ Verdict', 'True', 'False', 'Unverified'], (['True', 'False', 'NEI'] as const).map((g) => [g, String(s.confusion[g].True), String(s.confusion[g].False), String(s.confusion[g].Unverified)])));
    const stages = Object.entries(s.latency) as [StageName | 'total', { p50: number; p95: number; n: number }][];
    if (stages.length) {
      out.push(`${name}: latency`);
      out.push(table(['Stage', 'p50', 'p95', 'n'], stages.map(([st, l]) => [st, ms(l.p50), ms(l.p95), String(l.n)])));
    }
    out.push(`${name}: LLM calls per claim ${s.llm.callsPerClaim.toFixed(2)}, tokens per claim ${Math.round(s.llm.promptTokensPerClaim)} in / ${Math.round(s.llm.completionTokensPerClaim)} out`);
  }
  return out.join('\n');
}
