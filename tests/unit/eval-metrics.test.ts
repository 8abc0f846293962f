import { describe, expect, it } from 'vitest';

import type { Verdict } from '../../lib/core/types';
import { scoreSystem } from '../../lib/eval/metrics';
import type { EvalPath, EvalRecord, GoldLabel } from '../../lib/eval/types';
import { percentile } from '../../lib/util/percentile';

let n = 0;
function rec(
  gold: GoldLabel,
  verdict: Verdict,
  path: EvalPath,
  totalMs = 100,
  extra: Partial<EvalRecord> = {},
): EvalRecord {
  return {
    system: 'full',
    id: `c${++n}`,
    claim: 'x',
    gold,
    verdict,
    path,
    confidence: 0.9,
    stageMs: { memory: totalMs / 2 },
    totalMs,
    llmCalls: 0,
    promptTokens: 0,
    completionTokens: 0,
    ...extra,
  };
}

// Hand-worked example (numbers checked on paper):
// gold True : T(memory) T(web) F(web) U        gold False: F(memory) F(web) F(web) T(memory)
// gold NEI  : U  T(web)
const records = [
  rec('True', 'True', 'memory', 100, { llmCalls: 0 }),
  rec('True', 'True', 'web', 200, { llmCalls: 3, promptTokens: 900, completionTokens: 300 }),
  rec('True', 'False', 'web', 300, { llmCalls: 3, promptTokens: 900, completionTokens: 300 }),
  rec('True', 'Unverified', 'none', 400),
  rec('False', 'False', 'memory', 500),
  rec('False', 'False', 'web', 600, { llmCalls: 3, promptTokens: 900, completionTokens: 300 }),
  rec('False', 'False', 'web', 700, { llmCalls: 3, promptTokens: 900, completionTokens: 300 }),
  rec('False', 'True', 'memory', 800),
  rec('NEI', 'Unverified', 'none', 900),
  rec('NEI', 'True', 'web', 1000, { llmCalls: 3, promptTokens: 900, completionTokens: 300, error: undefined }),
];

describe('evaluation metrics', () => {
  const s = scoreSystem(records);

  it('computes coverage over gold True/False claims and accuracy over resolved ones', () => {
    expect(s.labelled).toBe(8);
    expect(s.resolved).toBe(7);
    expect(s.coverage).toBeCloseTo(7 / 8, 10);
    expect(s.accuracy).toBeCloseTo(5 / 7, 10);
  });

  it('computes per-class precision/recall/F1 and macro-F1 on resolved claims', () => {
    expect(s.perClass.True).toMatchObject({ support: 3 });
    expect(s.perClass.True.precision).toBeCloseTo(2 / 3, 10);
    expect(s.perClass.True.recall).toBeCloseTo(2 / 3, 10);
    expect(s.perClass.False.precision).toBeCloseTo(3 / 4, 10);
    expect(s.perClass.False.recall).toBeCloseTo(3 / 4, 10);
    expect(s.macroF1).toBeCloseTo((2 / 3 + 3 / 4) / 2, 10);
  });

  it('builds the confusion matrix over every claim', () => {
    expect(s.confusion).toEqual({
      True: { True: 2, False: 1, Unverified: 1 },
      False: { True: 1, False: 3, Unverified: 0 },
      NEI: { True: 1, False: 0, Unverified: 1 },
    });
  });

  it('breaks resolution down by path with each path’s accuracy (seed Table IV)', () => {
    expect(s.paths).toEqual([
      { path: 'memory', claims: 3, share: 3 / 8, accuracy: 2 / 3 },
      { path: 'web', claims: 4, share: 4 / 8, accuracy: 3 / 4 },
      { path: 'neutral', claims: 1, share: 1 / 8, accuracy: null },
    ]);
  });

  it('scores abstention on NEI claims apart', () => {
    expect(s.abstention).toEqual({ nei: 2, abstained: 1, rate: 0.5, wronglyResolved: 1 });
  });

  it('reports latency percentiles per stage and LLM use per claim', () => {
    expect(s.latency.total).toEqual({ p50: 500, p95: 1000, n: 10 });
    expect(s.latency.memory).toEqual({ p50: 250, p95: 500, n: 10 });
    expect(s.llm.callsPerClaim).toBeCloseTo(1.5, 10);
    expect(s.llm.promptTokensPerClaim).toBeCloseTo(450, 10);
  });

  it('gives the LLM-only baseline its own path, and counts what the run stored and why claims stayed Unverified', () => {
    const b = scoreSystem([
      rec('True', 'True', 'llm'),
      rec('False', 'True', 'llm'),
      rec('False', 'Unverified', 'none', 100, { reason: 'The LLM answered Neutral (or nothing readable).' }),
      rec('True', 'Unverified', 'web', 100, {
        reason: 'The trusted sources found do not address this claim closely enough (best passage 0.31, below 0.40).',
      }),
      rec('True', 'Unverified', 'web', 100, {
        reason: 'The trusted sources found do not address this claim closely enough (best passage 0.12, below 0.40).',
      }),
      rec('NEI', 'Unverified', 'none', 100, { error: 'The LLM failed: Could not reach 127.0.0.1:9.' }),
    ]);
    expect(b.paths).toEqual([
      { path: 'memory', claims: 0, share: 0, accuracy: null },
      { path: 'web', claims: 0, share: 0, accuracy: null },
      { path: 'llm', claims: 2, share: 2 / 5, accuracy: 1 / 2 },
      { path: 'neutral', claims: 3, share: 3 / 5, accuracy: null },
    ]);
    expect(b.reasons).toEqual([
      {
        reason: 'The trusted sources found do not address this claim closely enough (best passage #, below #).',
        count: 2,
      },
      { reason: 'Technical failure: The LLM failed: Could not reach #.#:#.', count: 1 },
      { reason: 'The LLM answered Neutral (or nothing readable).', count: 1 },
    ]);
    expect(b.errors).toBe(1);
    const stored = scoreSystem([
      rec('True', 'True', 'web', 1, { storedFacts: 3 }),
      rec('False', 'False', 'web', 1, { storedFacts: 0 }),
      rec('True', 'True', 'memory'),
    ]);
    expect(stored.learning).toEqual({ verdictsStored: 2, factsStored: 3 });
  });

  it('handles an empty run without dividing by zero', () => {
    const e = scoreSystem([]);
    expect(e).toMatchObject({ labelled: 0, resolved: 0, coverage: 0, accuracy: 0, macroF1: 0, errors: 0 });
  });

  it('uses nearest-rank percentiles', () => {
    expect(percentile([5, 1, 4, 2, 3], 50)).toBe(3);
    expect(percentile([1, 2, 3, 4], 95)).toBe(4);
    expect(Number.isNaN(percentile([], 50))).toBe(true);
  });
});
