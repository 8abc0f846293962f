import { describe, expect, it } from 'vitest';

import { riskCoverage } from '../../lib/eval/calibrate/curve';
import { splitFolds } from '../../lib/eval/calibrate/split';
import {
  grid,
  type MeasuredClaim,
  redecide,
  scoreFold,
  sweep,
  type SweepSetting,
} from '../../lib/eval/calibrate/sweep';
import type { GoldLabel } from '../../lib/eval/types';
import { defaultSettings } from '../../lib/settings/schema';

/**
 * The calibration sweep on measured claims whose right thresholds are known by construction.
 * Every candidate is stored TRUE with a certain entailment (P(E) 1) and full graph support
 * (G 1), so C = 0.6·S + 0.4 ≥ 0.75 for every S ≥ 0.59: only the similarity bars decide, and a
 * claim memory answers is right exactly when its gold label is True.
 *
 * MACRO (8-word claims): right at S 0.95 0.90 0.86 0.82 and 0.76, wrong at 0.80 and 0.78.
 * MICRO (4-word claims): right at S 0.90 0.70 0.66, wrong at 0.64 and 0.62.
 * Before (0.75 for both): MACRO answers 7 (5 right), MICRO 1 (right): 8 answers, 6 right.
 * Target 0.95: only error-free settings qualify; the most claims without an error is MACRO ≥ 0.82
 * (4) and MICRO ≥ 0.66 (3): 7 of 12 answered, all right. The 0.76 MACRO claim is given up: it
 * cannot be had without the two wrong ones above it.
 * Target 0.70: MACRO ≥ 0.76 (7, 5 right) and MICRO ≥ 0.64 (4, 3 right): 11 answers, 8 right
 * (72.7%); all 12 would be 8 of 12 (66.7%).
 */

const memory = defaultSettings().memory;
const start: SweepSetting = { similarity: { macro: 0.75, micro: 0.75 }, memory };

function claim(id: string, index: 'macro' | 'micro', S: number, gold: GoldLabel): MeasuredClaim {
  const candidate = {
    S,
    input: {
      claim: `claim ${id}`,
      stored: { text: `stored ${id}`, status: 'TRUE' as const },
      S,
      nli: { entailment: 1, contradiction: 0, neutral: 0 },
      G: 1,
      corrections: [],
    },
  };
  return {
    id,
    gold,
    words: index === 'macro' ? 8 : 4,
    macro: index === 'macro' ? candidate : null,
    micro: index === 'micro' ? candidate : null,
  };
}

const CLAIMS: MeasuredClaim[] = [
  claim('a1', 'macro', 0.95, 'True'),
  claim('a2', 'macro', 0.9, 'True'),
  claim('a3', 'macro', 0.86, 'True'),
  claim('a4', 'macro', 0.82, 'True'),
  claim('a5', 'macro', 0.8, 'False'),
  claim('a6', 'macro', 0.78, 'False'),
  claim('a7', 'macro', 0.76, 'True'),
  claim('i1', 'micro', 0.9, 'True'),
  claim('i2', 'micro', 0.7, 'True'),
  claim('i3', 'micro', 0.66, 'True'),
  claim('i4', 'micro', 0.64, 'NEI'),
  claim('i5', 'micro', 0.62, 'False'),
];

describe('the calibration sweep', () => {
  it('scores the setting it starts from as the memory stage would decide', () => {
    expect(scoreFold(CLAIMS, start)).toMatchObject({
      claims: 12,
      answered: 8,
      correct: 6,
      coverage: 8 / 12,
      precision: 0.75,
    });
    expect(redecide(CLAIMS[4]!, start)).toMatchObject({ verdict: 'True', correct: false });
    expect(redecide(CLAIMS[9]!, start)).toBeNull();
  });

  it.each([
    // target, MACRO bar, MICRO bar, answered, right
    [0.95, 0.82, 0.66, 7, 7],
    [1, 0.82, 0.66, 7, 7],
    [0.7, 0.76, 0.64, 11, 8],
  ])(
    'target precision %s → MACRO ≥ %s, MICRO ≥ %s (%s answers, %s right)',
    (target, macro, micro, answered, correct) => {
      const r = sweep(CLAIMS, start, target);
      expect(r.setting.similarity).toEqual({ macro, micro });
      expect(r.score).toMatchObject({ answered, correct });
      // Nothing else needed to move: the other bars keep their values.
      expect(r.setting.memory).toEqual(memory);
    },
  );

  it('lowers a bar that stops right answers, when nothing else does', () => {
    // Every candidate right, but P(E) 0.55 under the weak-entailment guard's 0.60: only that guard stops them.
    const weak = CLAIMS.filter((c) => c.gold === 'True').map((c) => {
      const cand = (c.macro ?? c.micro)!;
      const input = { ...cand.input, nli: { entailment: 0.55, contradiction: 0.05, neutral: 0.4 } };
      return { ...c, macro: c.macro && { ...cand, input }, micro: c.micro && { ...cand, input } };
    });
    expect(scoreFold(weak, start).answered).toBe(0);
    const r = sweep(weak, { similarity: { macro: 0.6, micro: 0.6 }, memory }, 0.95);
    expect(r.setting.memory.minEntailmentProb).toBe(0.55);
    expect(r.score).toMatchObject({ answered: weak.length, correct: weak.length });
  });

  it('answers nothing rather than miss the target when every answer would be wrong', () => {
    const wrong = CLAIMS.map((c) => ({ ...c, gold: 'False' as const }));
    const r = sweep(wrong, start, 0.95);
    expect(r.score).toMatchObject({ answered: 0, precision: 1 });
  });

  it('builds each grid from the measured values, one above them all and the current one, strictest first, at most 40 measured', () => {
    expect(grid([0.7, 0.66, 0.7, 0.9], 0.75)).toEqual([0.900001, 0.9, 0.75, 0.7, 0.66]);
    const many = grid(
      Array.from({ length: 500 }, (_, i) => i / 499),
      0.5,
    );
    expect(many.length).toBeLessThanOrEqual(42);
    expect(many[0]).toBe(1);
    expect(many.at(-1)).toBe(0);
  });
});

describe('risk–coverage', () => {
  it('orders answers by C and accumulates the risk', () => {
    const answers = [
      { verdict: 'True' as const, C: 0.9, correct: true },
      { verdict: 'True' as const, C: 0.7, correct: false },
      { verdict: 'False' as const, C: 0.8, correct: true },
    ];
    expect(riskCoverage(answers, 6)).toEqual([
      { C: 0.9, coverage: 1 / 6, risk: 0 },
      { C: 0.8, coverage: 2 / 6, risk: 0 },
      { C: 0.7, coverage: 3 / 6, risk: 1 / 3 },
    ]);
  });
});

describe('the held-out split', () => {
  const items = Array.from({ length: 40 }, (_, i) => ({
    id: `c${i}`,
    gold: (['True', 'False', 'NEI', 'True'] as const)[i % 4]!,
  }));

  it('is disjoint, covers every claim, and is stratified by gold label', () => {
    const { tune, heldOut } = splitFolds(items, 0.3, 'claimlens');
    const ids = (xs: typeof items) => xs.map((x) => x.id);
    expect(new Set([...ids(tune), ...ids(heldOut)]).size).toBe(40);
    expect(ids(tune).filter((id) => ids(heldOut).includes(id))).toEqual([]);
    // 20 True, 10 False, 10 NEI: 6, 3 and 3 held out.
    const count = (xs: typeof items, g: string) => xs.filter((x) => x.gold === g).length;
    expect([count(heldOut, 'True'), count(heldOut, 'False'), count(heldOut, 'NEI')]).toEqual([6, 3, 3]);
  });

  it('is the same for the same seed, whatever the order of the file, and another for another seed', () => {
    const a = splitFolds(items, 0.3, 'claimlens')
      .heldOut.map((x) => x.id)
      .sort();
    const b = splitFolds([...items].reverse(), 0.3, 'claimlens')
      .heldOut.map((x) => x.id)
      .sort();
    const c = splitFolds(items, 0.3, 'another seed')
      .heldOut.map((x) => x.id)
      .sort();
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
  });
});
