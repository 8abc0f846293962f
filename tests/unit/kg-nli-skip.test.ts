import { describe, expect, it } from 'vitest';

import { decide } from '../../lib/kg/memory/decision';
import { nliCannotDecide } from '../../lib/kg/memory/nli-skip';
import type { NliProbs } from '../../lib/ml/types';
import { defaultSettings } from '../../lib/settings/schema';

const base = defaultSettings().memory;

/** Every NLI result on a grid of the probability simplex (step 0.05). */
const SIMPLEX: NliProbs[] = [];
for (let e = 0; e <= 20; e++)
  for (let c = 0; c <= 20 - e; c++)
    SIMPLEX.push({ entailment: e / 20, contradiction: c / 20, neutral: (20 - e - c) / 20 });

const correction = (nli: NliProbs) => [{ text: 'Garlic does not cure COVID-19.', S: 0.95, nli }];

describe('skipping the NLI when the decision cannot change', () => {
  const settings = [
    ['defaults', base],
    ['a higher bar', { ...base, minConfidence: 0.8 }],
    [
      'an easy neutral bar',
      { ...base, neutralMinConfidence: 0.5, neutralMinSimilarity: 0.5, neutralMinGraphSupport: 0 },
    ],
    ['NLI-heavy weights', { ...base, weightSimilarity: 0.2, weightNli: 0.7, weightGraph: 0.1 }],
  ] as const;
  const cases: [string, string, number, number][] = [];
  for (const S of [0.3, 0.5, 0.6, 0.7, 0.75, 0.8, 0.9, 1])
    for (const G of [0, 0.3, 1]) cases.push(['Garlic cures COVID-19.', 'Garlic cures COVID-19 quickly.', S, G]);
  cases.push(['Adults need 2 litres of water a day.', 'Adults need 5 litres of water a day.', 0.97, 1]);

  it.each(settings)('is never wrong: when it skips, no NLI result gives a verdict (%s)', (_, s) => {
    let skipped = 0;
    let ran = 0;
    for (const [claim, stored, S, G] of cases) {
      const skip = nliCannotDecide({ claim, stored, S, G }, s);
      for (const status of ['TRUE', 'FALSE'] as const) {
        const verdicts = SIMPLEX.map(
          (nli) =>
            decide({ claim, stored: { text: stored, status }, S, nli, G, corrections: correction(nli) }, s).verdict,
        );
        if (skip)
          expect(
            verdicts.every((v) => v === null),
            `S ${S}, G ${G}, ${status}`,
          ).toBe(true);
      }
      if (skip) skipped++;
      else ran++;
    }
    // Not vacuous: some candidates skip it, some run it.
    expect(skipped).toBeGreaterThan(0);
    expect(ran).toBeGreaterThan(0);
  });

  it.each([
    [0.5, 0, 'low-confidence'],
    [0.6, 0.3, 'low-confidence'],
    [0.9, 0.5, null],
    [0.75, 1, null],
  ] as const)('with the default settings, S %s and G %s: %s', (S, G, name) => {
    expect(
      nliCannotDecide({ claim: 'Garlic cures colds.', stored: 'Garlic cures the flu.', S, G }, base)?.name ?? null,
    ).toBe(name);
  });

  it('skips on a value conflict unless the guards are off (the ablation)', () => {
    const input = {
      claim: 'Adults need 2 litres of water a day.',
      stored: 'Adults need 5 litres of water a day.',
      S: 0.97,
      G: 1,
    };
    expect(nliCannotDecide(input, base)).toMatchObject({
      name: 'value',
      detail: expect.stringContaining('the claim says 2'),
    });
    expect(nliCannotDecide(input, base, { guards: false })).toBeNull();
    expect(nliCannotDecide(input, { ...base, valueGuard: false })).toBeNull();
  });
});
