import type { StageName } from '../core/types';
import { textTable as table } from '../util/text-table';
import type { SystemReport } from './metrics';
import type { EvalRecord, RowError, SystemName } from './types';

/**
 * The run's report: plain-text tables in the shape of Memory-first fact-checking's Tables III–V,
 * and the JSON written with --json.
 */

export interface EvalReport {
  dataset: {
    file: string;
    format: string;
    /** Claims read from the file (after --limit). */
    items: number;
    /** Rows skipped, with their line numbers. */
    skipped: RowError[];
    /** Claims already in the knowledge graph word for word: not run, not scored. */
    leaked: { id: string; line: number; claim: string }[];
    /** Claims scored per system. */
    scored: number;
  };
  systems: Partial<Record<SystemName, SystemReport & { description: string }>>;
  /** False when the run stopped before every claim was checked by every system. */
  complete: boolean;
  /** (system, claim) runs not done yet (resume to finish them). */
  pending: number;
  startedAt: string;
  finishedAt: string;
  config: Record<string, unknown>;
  /** Every record, per system (JSON only). */
  records?: Partial<Record<SystemName, EvalRecord[]>>;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const ms = (x: number | undefined) =>
  x === undefined || Number.isNaN(x) ? '–' : x >= 1000 ? `${(x / 1000).toFixed(2)} s` : `${Math.round(x)} ms`;
const STAGE_ORDER: (StageName | 'total')[] = [
  'input',
  'decompose',
  'memory',
  'decide',
  'web',
  'consent',
  'tribunal',
  'persist',
  'total',
];
const PATH_LABEL: Record<string, string> = {
  memory: 'Knowledge graph',
  web: 'Web – tribunal',
  llm: 'LLM answer',
  neutral: 'Unverified (abstained)',
};

type Scored = SystemReport & { description: string };

/** The data set read, what was left out of the scores, and the run's configuration. */
function renderHeader(report: EvalReport): string[] {
  const out: string[] = [];
  const { dataset } = report;
  out.push(
    `Dataset: ${dataset.file} (${dataset.format}): ${dataset.items} claims read, ${dataset.skipped.length} rows skipped, ${dataset.leaked.length} already in the knowledge graph (not scored), ${dataset.scored} scored.`,
  );
  for (const e of dataset.skipped.slice(0, 20)) out.push(`  skipped line ${e.line}: ${e.message}`);
  if (dataset.skipped.length > 20)
    out.push(`  … ${dataset.skipped.length - 20} more skipped rows (all in the JSON report)`);
  for (const l of dataset.leaked.slice(0, 20)) out.push(`  in the graph, line ${l.line}: ${l.claim}`);
  if (dataset.leaked.length > 20) out.push(`  … ${dataset.leaked.length - 20} more (all in the JSON report)`);
  const c = report.config;
  out.push(
    `Models: ${String(c.embedModel ?? 'none')} + ${String(c.nliModel ?? 'none')} (${String(c.backend)}); LLM: ${String(c.llmModel ?? 'none')}; search: ${String(c.search ?? 'off')}; packs: ${(c.packs as string[] | undefined)?.join(', ') || 'none'}; concurrency ${String(c.concurrency)}; ${String(c.machine)}.`,
  );
  if (!report.complete)
    out.push(`INCOMPLETE: ${report.pending} runs are not done yet; run the same command again to finish them.`);

  return out;
}

/** The systems side by side, and what each one is. */
function renderOverview(systems: readonly [SystemName, Scored][]): string[] {
  const out: string[] = [];
  out.push(
    '\nPerformance (coverage: share of True/False-labelled claims given True or False; accuracy and macro-F1 over those; Unverified abstains)',
  );
  out.push(
    table(
      ['System', 'Resolved', 'Coverage', 'Accuracy', 'F1 macro', 'NEI abstained', 'LLM calls/claim', 'p50', 'Errors'],
      systems.map(([name, s]) => [
        name,
        `${s.resolved}/${s.labelled}`,
        pct(s.coverage),
        pct(s.accuracy),
        pct(s.macroF1),
        `${s.abstention.abstained}/${s.abstention.nei}`,
        s.llm.callsPerClaim.toFixed(2),
        ms(s.latency.total?.p50),
        String(s.errors),
      ]),
    ),
  );
  out.push(
    table(
      ['System', 'What it is'],
      systems.map(([name, s]) => [name, s.description]),
    ),
  );

  return out;
}

/** One system's tables: resolution paths, per-class scores, confusion. */
function renderSystemTables(name: SystemName, s: Scored): string[] {
  const out: string[] = [];
  out.push(`\n== ${name} ==`);
  out.push('Resolution paths (share of True/False-labelled claims)');
  out.push(
    table(
      ['Path', 'Claims', '%', 'Accuracy'],
      s.paths.map((p) => [
        PATH_LABEL[p.path] ?? p.path,
        String(p.claims),
        pct(p.share),
        p.accuracy === null ? '–' : pct(p.accuracy),
      ]),
    ),
  );
  out.push('Per class (over resolved claims)');
  out.push(
    table(
      ['Class', 'Precision', 'Recall', 'F1', 'Support'],
      (['True', 'False'] as const).map((k) => [
        k,
        pct(s.perClass[k].precision),
        pct(s.perClass[k].recall),
        pct(s.perClass[k].f1),
        String(s.perClass[k].support),
      ]),
    ),
  );
  out.push('Confusion (rows: gold label, columns: verdict)');
  out.push(
    table(
      ['Gold \\ Verdict', 'True', 'False', 'Unverified'],
      (['True', 'False', 'NEI'] as const).map((g) => [
        g,
        String(s.confusion[g].True),
        String(s.confusion[g].False),
        String(s.confusion[g].Unverified),
      ]),
    ),
  );
  return out;
}

/** One system's notes: abstention, stage times, questions, LLM use, learning, and why claims ended Unverified. */
function renderSystemNotes(s: Scored): string[] {
  const out: string[] = [];
  out.push(
    `NEI claims: ${s.abstention.abstained} of ${s.abstention.nei} abstained (${pct(s.abstention.rate)}), ${s.abstention.wronglyResolved} given True or False.`,
  );
  const stages = STAGE_ORDER.filter((st) => s.latency[st]).map((st) => [st, s.latency[st]!] as const);
  if (stages.length)
    out.push(
      table(
        ['Stage', 'p50', 'p95', 'Claims'],
        stages.map(([st, l]) => [st, ms(l.p50), ms(l.p95), String(l.n)]),
      ),
    );
  const q = s.questions;
  if (q.asked) {
    out.push(
      `Questions: ${q.asked} of ${s.labelled + s.abstention.nei} claims were questions; ${q.converted} checked as the statement they ask about (${q.byLlm} rewritten by the LLM, ${q.converted - q.byLlm} by rules), ${q.unconverted} could not be converted (open questions: Unverified).`,
    );
  }
  out.push(
    `LLM per claim: ${s.llm.callsPerClaim.toFixed(2)} calls, ${Math.round(s.llm.promptTokensPerClaim)} prompt + ${Math.round(s.llm.completionTokensPerClaim)} completion tokens.`,
  );
  if (s.learning.verdictsStored)
    out.push(
      `Learned: ${s.learning.verdictsStored} web verdicts stored in memory with ${s.learning.factsStored} facts.`,
    );
  if (s.reasons.length) {
    out.push('Why claims ended Unverified');
    out.push(
      table(
        ['Claims', 'Reason'],
        s.reasons
          .slice(0, 6)
          .map((r) => [String(r.count), r.reason.length > 150 ? `${r.reason.slice(0, 149)}…` : r.reason]),
      ),
    );
  }
  return out;
}

export function renderReport(report: EvalReport): string {
  const systems = Object.entries(report.systems) as [SystemName, Scored][];
  return [
    ...renderHeader(report),
    ...renderOverview(systems),
    ...systems.flatMap(([name, s]) => [...renderSystemTables(name, s), ...renderSystemNotes(s)]),
  ].join('\n');
}
