import type { StageName, Verdict } from '../core/types';
import { percentile } from '../util/percentile';
import type { EvalPath, EvalRecord, GoldLabel } from './types';

/**
 * The measures of Memory-first fact-checking's Tables III–V for one system's records. Coverage and
 * the accuracy measures are over claims whose gold label is True or False; NEI claims are scored
 * separately as abstention targets. A definite verdict is True or False; Unverified abstains.
 */

export interface ClassScores {
  precision: number;
  recall: number;
  f1: number;
  support: number;
}

export interface PathScores {
  path: EvalPath | 'neutral';
  claims: number;
  share: number;
  /** Accuracy of the definite verdicts on this path; null for the neutral row. */
  accuracy: number | null;
}

export interface LatencyStats {
  p50: number;
  p95: number;
  n: number;
}

export interface SystemReport {
  /** Claims with gold True/False. */
  labelled: number;
  resolved: number;
  coverage: number;
  accuracy: number;
  macroF1: number;
  perClass: Record<'True' | 'False', ClassScores>;
  /** confusion[gold][predicted], over every claim (NEI gold included). */
  confusion: Record<GoldLabel, Record<Verdict, number>>;
  paths: PathScores[];
  abstention: { nei: number; abstained: number; rate: number; wronglyResolved: number };
  latency: Partial<Record<StageName | 'total', LatencyStats>>;
  llm: { callsPerClaim: number; promptTokensPerClaim: number; completionTokensPerClaim: number };
  /** Continuous learning: web verdicts stored in memory during the run, and their facts. */
  learning: { verdictsStored: number; factsStored: number };
  /** Why claims ended Unverified, most frequent first (numbers in the reasons folded to #). */
  reasons: { reason: string; count: number }[];
  /** Claims that were questions: checked as their statement (by the LLM's rewrite in `byLlm`), or open and not converted. */
  questions: { asked: number; converted: number; byLlm: number; unconverted: number };
  errors: number;
}

const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);
const definite = (v: Verdict): v is 'True' | 'False' => v === 'True' || v === 'False';

/** Precision, recall and F1 of each definite class, over the resolved claims. */
function classScores(resolved: readonly EvalRecord[]): SystemReport['perClass'] {
  const perClass = {} as SystemReport['perClass'];
  for (const c of ['True', 'False'] as const) {
    const tp = resolved.filter((r) => r.gold === c && r.verdict === c).length;
    const predicted = resolved.filter((r) => r.verdict === c).length;
    const actual = resolved.filter((r) => r.gold === c).length;
    const precision = ratio(tp, predicted);
    const recall = ratio(tp, actual);
    const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
    perClass[c] = { precision, recall, f1, support: actual };
  }
  return perClass;
}

function confusionOf(records: readonly EvalRecord[]): SystemReport['confusion'] {
  const confusion = {} as SystemReport['confusion'];
  for (const g of ['True', 'False', 'NEI'] as const) confusion[g] = { True: 0, False: 0, Unverified: 0 };
  for (const r of records) confusion[r.gold][r.verdict]++;
  return confusion;
}

/** Which path settled the labelled claims, and how accurately; the neutral row holds those left Unverified. */
function pathScores(labelled: readonly EvalRecord[]): PathScores[] {
  // The LLM-only baseline's answers are their own path; the pipeline's are memory or web.
  const pathNames: EvalPath[] = labelled.some((r) => r.path === 'llm') ? ['memory', 'web', 'llm'] : ['memory', 'web'];
  const paths: PathScores[] = pathNames.map((path) => {
    const on = labelled.filter((r) => definite(r.verdict) && r.path === path);
    return {
      path,
      claims: on.length,
      share: ratio(on.length, labelled.length),
      accuracy: on.length ? ratio(on.filter((r) => r.verdict === r.gold).length, on.length) : null,
    };
  });
  const neutral = labelled.filter((r) => !definite(r.verdict)).length;
  paths.push({ path: 'neutral', claims: neutral, share: ratio(neutral, labelled.length), accuracy: null });
  return paths;
}

/** Median and 95th percentile of each stage's time, and of the whole check's. */
function latencyOf(records: readonly EvalRecord[]): SystemReport['latency'] {
  const latency: SystemReport['latency'] = {};
  const stats = (values: number[]) => ({ p50: percentile(values, 50), p95: percentile(values, 95), n: values.length });
  const stages = new Set(records.flatMap((r) => Object.keys(r.stageMs))) as Set<StageName>;
  for (const s of stages) latency[s] = stats(records.map((r) => r.stageMs[s]).filter((v) => typeof v === 'number'));
  if (records.length) latency.total = stats(records.map((r) => r.totalMs));
  return latency;
}

function llmUse(records: readonly EvalRecord[]): SystemReport['llm'] {
  const perClaim = (count: (r: EvalRecord) => number) =>
    ratio(
      records.reduce((a, r) => a + count(r), 0),
      records.length,
    );
  return {
    callsPerClaim: perClaim((r) => r.llmCalls),
    promptTokensPerClaim: perClaim((r) => r.promptTokens),
    completionTokensPerClaim: perClaim((r) => r.completionTokens),
  };
}

export function scoreSystem(records: readonly EvalRecord[]): SystemReport {
  const labelled = records.filter((r) => r.gold !== 'NEI');
  const resolved = labelled.filter((r) => definite(r.verdict));
  const correct = resolved.filter((r) => r.verdict === r.gold).length;
  const perClass = classScores(resolved);
  const nei = records.filter((r) => r.gold === 'NEI');
  const abstained = nei.filter((r) => r.verdict === 'Unverified').length;
  return {
    labelled: labelled.length,
    resolved: resolved.length,
    coverage: ratio(resolved.length, labelled.length),
    accuracy: ratio(correct, resolved.length),
    macroF1: (perClass.True.f1 + perClass.False.f1) / 2,
    perClass,
    confusion: confusionOf(records),
    paths: pathScores(labelled),
    abstention: {
      nei: nei.length,
      abstained,
      rate: ratio(abstained, nei.length),
      wronglyResolved: nei.length - abstained,
    },
    latency: latencyOf(records),
    llm: llmUse(records),
    learning: {
      verdictsStored: records.filter((r) => r.storedFacts !== undefined).length,
      factsStored: records.reduce((a, r) => a + (r.storedFacts ?? 0), 0),
    },
    reasons: reasonCounts(records),
    questions: {
      asked: records.filter((r) => r.question).length,
      converted: records.filter((r) => r.question === 'yes-no').length,
      byLlm: records.filter((r) => r.statementBy === 'llm').length,
      unconverted: records.filter((r) => r.question === 'open').length,
    },
    errors: records.filter((r) => r.error).length,
  };
}

function reasonCounts(records: readonly EvalRecord[]): { reason: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const r of records) {
    if (r.verdict !== 'Unverified') continue;
    const reason = (r.error ? `Technical failure: ${r.error}` : (r.reason ?? 'No reason given.')).replace(
      /\d+(?:\.\d+)?/g,
      '#',
    );
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  return [...counts]
    .map(([reason, count]) => ({ reason, count }))
    .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
}
