import { describe, expect, it } from 'vitest';

import { arbitrate, indexThresholds } from '../../lib/kg/memory/arbitrate';
import {
  answerConfidence,
  compositeConfidence,
  decide,
  type DecisionInput,
  directional,
  nliRelation,
  truthTable,
} from '../../lib/kg/memory/decision';
import { defaultSettings, parseSettings } from '../../lib/settings/schema';

const s = defaultSettings().memory;
const P = (entailment: number, contradiction: number, neutral: number) => ({ entailment, contradiction, neutral });

describe('memory settings', () => {
  it('have the documented defaults', () => {
    expect(s).toEqual({
      similarity: {},
      shortClaimWords: 6,
      shortClaimMicroMargin: 0.03,
      longClaimMicroMargin: 0.05,
      weightSimilarity: 0.6,
      weightNli: 0.3,
      weightGraph: 0.1,
      minConfidence: 0.75,
      neutralMinConfidence: 0.8,
      neutralMinSimilarity: 0.92,
      neutralMinGraphSupport: 0.5,
      highNeutralProb: 0.9,
      highNeutralMinSimilarity: 0.85,
      minContradictionProb: 0.8,
      minEntailmentProb: 0.6,
      valueGuard: true,
      oldEvidenceYears: 5,
    });
  });
});

describe('Table I: truth-aware interpretation of the NLI relation', () => {
  it.each([
    ['TRUE', 'entailment', false, 'True', 'TRUE + Entailment → True'],
    ['TRUE', 'contradiction', false, 'False', 'TRUE + Contradiction → False'],
    ['FALSE', 'entailment', false, 'False', 'FALSE + Entailment → False'],
    ['FALSE', 'contradiction', true, 'True', 'FALSE + Contradiction → True (a stored correction entails the claim)'],
    ['FALSE', 'contradiction', false, null, 'FALSE + Contradiction → web (no stored correction entails the claim)'],
    ['TRUE', 'neutral', false, 'True', 'TRUE + Neutral → True if confidence allows'],
    ['FALSE', 'neutral', false, 'False', 'FALSE + Neutral → False if confidence allows'],
  ] as const)(
    '%s + %s (a correction entails the claim: %s) → %s',
    (status, relation, correctionEntails, verdict, rule) => {
      expect(truthTable(status, relation, correctionEntails)).toEqual({ verdict, rule });
    },
  );

  it.each([
    [P(0.8, 0.1, 0.1), 'entailment'],
    [P(0.1, 0.8, 0.1), 'contradiction'],
    [P(0.1, 0.1, 0.8), 'neutral'],
    [P(0.4, 0.4, 0.2), 'entailment'],
  ] as const)('the relation of %o is %s', (p, relation) => expect(nliRelation(p)).toBe(relation));

  it('eq. 2 and 3: C = 0.60·S + 0.30·max(P(E), P(C)) + 0.10·G', () => {
    expect(directional(P(0.2, 0.7, 0.1))).toBe(0.7);
    expect(compositeConfidence(0.9, 0.8, 0.5, s)).toBeCloseTo(0.6 * 0.9 + 0.3 * 0.8 + 0.1 * 0.5, 10);
    expect(compositeConfidence(1, 1, 1, { weightSimilarity: 0.5, weightNli: 0.25, weightGraph: 0.25 })).toBe(1);
  });
});

const claim = 'Asymptomatic COVID-19 patients can be infectious.';
const input = (over: Partial<DecisionInput> & { nli: DecisionInput['nli'] }): DecisionInput => ({
  claim,
  stored: { text: 'People without symptoms of COVID-19 can transmit the virus.', status: 'TRUE' },
  S: 0.9,
  G: 0.5,
  corrections: [],
  ...over,
});

describe('decision layer: every row and every guard', () => {
  it.each([
    // [what, input, verdict, guard]
    ['TRUE + entailment, confident', input({ nli: P(0.95, 0.02, 0.03) }), 'True', null],
    ['TRUE + contradiction, strong', input({ nli: P(0.02, 0.93, 0.05) }), 'False', null],
    [
      'FALSE + entailment',
      input({
        stored: { text: 'Garlic cures COVID-19.', status: 'FALSE' },
        claim: 'Eating garlic cures COVID-19.',
        nli: P(0.9, 0.05, 0.05),
      }),
      'False',
      null,
    ],
    [
      'FALSE + contradiction with a correction that entails the claim',
      input({
        stored: { text: 'Garlic cures COVID-19.', status: 'FALSE' },
        claim: 'Garlic does not cure COVID-19.',
        nli: P(0.03, 0.94, 0.03),
        corrections: [{ text: 'Garlic does not cure or prevent COVID-19.', S: 0.93, nli: P(0.95, 0.02, 0.03) }],
      }),
      'True',
      null,
    ],
    [
      'FALSE + contradiction without a correction',
      input({
        stored: { text: 'Garlic cures COVID-19.', status: 'FALSE' },
        claim: 'Garlic does not cure COVID-19.',
        nli: P(0.03, 0.94, 0.03),
      }),
      null,
      'no-correction',
    ],
    ['entailment below the confidence bar', input({ S: 0.76, G: 0, nli: P(0.6, 0.1, 0.3) }), null, 'low-confidence'],
    [
      'weak entailment at near-identical wording (an NLI that cannot tell)',
      input({ S: 0.999, G: 1, nli: P(0.43, 0.33, 0.24) }),
      null,
      'weak-entailment',
    ],
    ['weak contradiction may not reverse a TRUE node', input({ nli: P(0.2, 0.55, 0.25) }), null, 'weak-contradiction'],
    ['high-neutral at high similarity', input({ S: 0.913, nli: P(0.03, 0.012, 0.958) }), null, 'high-neutral'],
    [
      'neutral, near-identical, well supported, leaning entailment',
      input({ S: 1, G: 1, nli: P(0.45, 0.02, 0.53) }),
      'True',
      null,
    ],
    ['neutral with too little graph support', input({ S: 1, G: 0.3, nli: P(0.45, 0.02, 0.53) }), null, 'neutral-bar'],
    ['neutral leaning contradiction', input({ S: 1, G: 1, nli: P(0.1, 0.4, 0.5) }), null, 'neutral-bar'],
    [
      'neutral at a similarity under the neutral bar',
      input({ S: 0.9, G: 1, nli: P(0.45, 0.02, 0.53) }),
      null,
      'neutral-bar',
    ],
    [
      'numbers differ',
      input({
        claim: 'The vaccine was 95% effective.',
        stored: { text: 'The vaccine was 70% effective.', status: 'TRUE' },
        nli: P(0.9, 0.05, 0.05),
      }),
      null,
      'value',
    ],
    [
      'years differ',
      input({
        claim: 'Cases peaked in 2021.',
        stored: { text: 'Cases peaked in 2020.', status: 'TRUE' },
        nli: P(0.9, 0.05, 0.05),
      }),
      null,
      'value',
    ],
    [
      'places differ',
      input({
        claim: 'Masks are required in Italy.',
        stored: { text: 'Masks are required in Spain.', status: 'TRUE' },
        nli: P(0.9, 0.05, 0.05),
      }),
      null,
      'value',
    ],
    [
      'same numbers pass the value guard',
      input({
        claim: 'The test gives a result in 30 minutes.',
        stored: { text: 'The assay returns results in 30 min with 97% sensitivity.', status: 'TRUE' },
        nli: P(0.9, 0.05, 0.05),
      }),
      'True',
      null,
    ],
  ] as const)('%s', (_, i, verdict, guard) => {
    const d = decide(i, s);
    expect(d.verdict).toBe(verdict);
    expect(d.guard?.name ?? null).toBe(guard);
    expect(d.C).toBeCloseTo(compositeConfidence(i.S, directional(i.nli), i.G, s), 10);
    if (guard) expect(d.guard!.detail.length).toBeGreaterThan(20);
  });

  it('every guard and bar is a setting', () => {
    const i = input({ S: 0.913, nli: P(0.03, 0.012, 0.958) });
    expect(decide(i, { ...s, highNeutralProb: 0.97 }).guard?.name).not.toBe('high-neutral');
    expect(decide(input({ nli: P(0.2, 0.55, 0.25) }), { ...s, minContradictionProb: 0.5 }).verdict).toBe('False');
    const numbers = input({
      claim: 'The vaccine was 95% effective.',
      stored: { text: 'The vaccine was 70% effective.', status: 'TRUE' },
      nli: P(0.9, 0.05, 0.05),
    });
    expect(decide(numbers, { ...s, valueGuard: false }).verdict).toBe('True');
    expect(decide(input({ S: 0.76, G: 0, nli: P(0.6, 0.1, 0.3) }), { ...s, minConfidence: 0.6 }).verdict).toBe('True');
    expect(decide(input({ S: 0.999, G: 1, nli: P(0.43, 0.33, 0.24) }), { ...s, minEntailmentProb: 0.4 }).verdict).toBe(
      'True',
    );
  });

  it('the value guard names the values that differ', () => {
    const d = decide(
      input({
        claim: 'Quarantine lasts 5 days.',
        stored: { text: 'Quarantine lasts 14 days.', status: 'TRUE' },
        nli: P(0.1, 0.85, 0.05),
      }),
      s,
    );
    expect(d.guard).toEqual({
      name: 'value',
      detail: 'Same shape, different numbers: the claim says 5, memory says 14.',
    });
  });
});

describe('arbitration between the MACRO and MICRO candidates', () => {
  const c = (S: number) => ({ S });
  const both = (t: number) => ({ macro: t, micro: t });
  it.each([
    ['nothing eligible', c(0.6), c(0.7), 8, null],
    ['no candidates at all', null, null, 8, null],
    ['only MACRO eligible', c(0.8), c(0.7), 8, 'macro'],
    ['only MICRO eligible', c(0.7), c(0.8), 3, 'micro'],
    ['short claim, scores within 0.03 → MICRO even when lower', c(0.9), c(0.875), 6, 'micro'],
    ['short claim, MACRO clearly better → MACRO', c(0.95), c(0.9), 5, 'macro'],
    ['short claim, MICRO clearly better → MICRO', c(0.8), c(0.9), 5, 'micro'],
    ['long claim, scores close → MACRO', c(0.85), c(0.89), 12, 'macro'],
    ['long claim, MICRO exactly 0.05 better → still MACRO', c(0.8), c(0.85), 12, 'macro'],
    ['long claim, MICRO more than 0.05 better → MICRO', c(0.8), c(0.86), 12, 'micro'],
    ['long claim, MACRO higher → MACRO', c(0.9), c(0.8), 7, 'macro'],
    ['at the threshold exactly → eligible', c(0.75), null, 7, 'macro'],
  ] as const)('%s', (_, macro, micro, words, pick) => {
    const r = arbitrate(macro, micro, words, both(0.75), s);
    expect(r.pick).toBe(pick);
    expect(r.candidate).toBe(pick === 'macro' ? macro : pick === 'micro' ? micro : null);
    expect(r.why).not.toBe('');
  });

  it('uses the model threshold and the margins from settings', () => {
    expect(arbitrate(c(0.7), null, 7, both(0.65), s).pick).toBe('macro');
    expect(arbitrate(c(0.9), c(0.85), 4, both(0.5), { ...s, shortClaimMicroMargin: 0.06 }).pick).toBe('micro');
    expect(arbitrate(c(0.9), c(0.85), 4, both(0.5), { ...s, shortClaimWords: 3 }).pick).toBe('macro');
    expect(arbitrate(c(0.6), c(0.62), 4, both(0.75), s).why).toBe(
      'No stored claim or fact is close enough (best S 0.620 < 0.750).',
    );
  });

  // Memory-first fact-checking checks each path on its own terms: one bar per index.
  it.each([
    [
      'MACRO bar lower: a MACRO at 0.72 is eligible, a MICRO at 0.74 is not',
      c(0.72),
      c(0.74),
      { macro: 0.7, micro: 0.8 },
      8,
      'macro',
    ],
    [
      'MICRO bar lower: a MICRO at 0.66 is eligible, a MACRO at 0.9 is not',
      c(0.9),
      c(0.66),
      { macro: 0.95, micro: 0.65 },
      8,
      'micro',
    ],
    [
      'both eligible under their own bars: the usual rule (short claim, close scores → MICRO)',
      c(0.81),
      c(0.8),
      { macro: 0.8, micro: 0.78 },
      4,
      'micro',
    ],
    ['each under its own bar: nothing eligible', c(0.79), c(0.77), { macro: 0.8, micro: 0.78 }, 4, null],
    ['at each bar exactly → eligible', c(0.8), null, { macro: 0.8, micro: 0.9 }, 7, 'macro'],
  ] as const)('%s', (_, macro, micro, t, words, pick) => {
    expect(arbitrate(macro, micro, words, t, s).pick).toBe(pick);
  });

  it('says which bar each candidate missed when the bars differ', () => {
    expect(arbitrate(c(0.79), c(0.77), 4, { macro: 0.8, micro: 0.78 }, s).why).toBe(
      'No stored claim or fact is close enough (MACRO S 0.790 < 0.800, MICRO S 0.770 < 0.780).',
    );
    expect(arbitrate(null, c(0.5), 4, { macro: 0.8, micro: 0.78 }, s).why).toBe(
      'No stored claim or fact is close enough (MACRO none < 0.800, MICRO S 0.500 < 0.780).',
    );
    expect(arbitrate(c(0.7), c(0.8), 4, { macro: 0.75, micro: 0.78 }, s).why).toBe(
      'Only the MICRO candidate is eligible (S 0.800 ≥ 0.780).',
    );
  });
});

describe('per-index similarity thresholds in Settings → Memory', () => {
  const model = { modelId: 'all-MiniLM-L6-v2', threshold: 0.7 };
  it.each([
    ['no entry (settings from before): the registry threshold for both indexes', {}, { macro: 0.7, micro: 0.7 }],
    [
      'one number (a single threshold, as before): both indexes',
      { 'all-MiniLM-L6-v2': 0.68 },
      { macro: 0.68, micro: 0.68 },
    ],
    ['a pair: each index its own', { 'all-MiniLM-L6-v2': { macro: 0.74, micro: 0.66 } }, { macro: 0.74, micro: 0.66 }],
    [
      'an entry for another model only: the registry threshold',
      { 'all-mpnet-base-v2': { macro: 0.8, micro: 0.8 } },
      { macro: 0.7, micro: 0.7 },
    ],
  ] as const)('%s', (_, similarity, want) => {
    const memory = parseSettings({ memory: { similarity } }).memory;
    expect(indexThresholds(memory.similarity, model)).toEqual(want);
  });

  it.each([
    [{ 'all-MiniLM-L6-v2': 1.2 }, 'memory.similarity.all-MiniLM-L6-v2'],
    [{ 'all-MiniLM-L6-v2': { macro: 0.7 } }, 'memory.similarity.all-MiniLM-L6-v2'],
    [{ 'all-MiniLM-L6-v2': { macro: 0.7, micro: -0.1 } }, 'memory.similarity.all-MiniLM-L6-v2'],
    [{ '../etc/passwd': 0.7 }, 'memory.similarity'],
  ])('refuses %j, naming the field', (similarity, field) => {
    expect(() => parseSettings({ memory: { similarity } })).toThrow(`Setting "${field}`);
  });
});

describe('FALSE + Contradiction → True only when a stored correction entails the claim', () => {
  const myth = { text: 'Vaccines cause autism.', status: 'FALSE' as const };
  const correction = 'Vaccines do not cause autism.';
  // The claim contradicts the stored myth strongly and closely: only the correction may decide.
  const reversal = (claim: string, corrections: DecisionInput['corrections']) =>
    input({ claim, stored: myth, S: 0.92, G: 0.5, nli: P(0.02, 0.95, 0.03), corrections });
  const corr = (nli: DecisionInput['nli'] | null, S = 0.9, text = correction) => ({ text, S, nli });

  it.each([
    // [what, input, verdict, guard, the detail names]
    [
      'attack: "prevents" contradicts the myth "causes", but the correction does not entail it',
      reversal('Vaccines prevent autism.', [corr(P(0.08, 0.12, 0.8))]),
      null,
      'correction-not-entailed',
      'reads it as neutral',
    ],
    [
      'the correction contradicts the claim',
      reversal('Vaccines protect against autism.', [corr(P(0.05, 0.9, 0.05))]),
      null,
      'correction-not-entailed',
      'reads it as contradiction',
    ],
    [
      'the correction says it, reworded: True',
      reversal('Autism is not caused by vaccines.', [corr(P(0.96, 0.02, 0.02))]),
      'True',
      null,
      '',
    ],
    [
      'a weak entailment by the correction is not enough',
      reversal('Autism is not caused by vaccines.', [corr(P(0.5, 0.2, 0.3))]),
      null,
      'correction-not-entailed',
      'weak entailment',
    ],
    [
      'a neutral lean, however close, is not entailment',
      reversal('Autism is not caused by vaccines.', [corr(P(0.45, 0.02, 0.53), 1)]),
      null,
      'correction-not-entailed',
      'reads it as neutral',
    ],
    [
      'a correction far from the claim falls under the confidence bar',
      reversal('Autism is not caused by vaccines.', [corr(P(0.9, 0.05, 0.05), 0.5)]),
      null,
      'correction-not-entailed',
      'below 0.75',
    ],
    [
      'high-neutral on the correction',
      reversal('Autism is not caused by vaccines.', [corr(P(0.04, 0.02, 0.94))]),
      null,
      'correction-not-entailed',
      'reads it as neutral',
    ],
    [
      'the correction gives other numbers',
      reversal('Vaccines raise the risk of autism by 5%.', [
        corr(P(0.9, 0.05, 0.05), 0.9, 'Vaccines raise the risk of autism by 0%.'),
      ]),
      null,
      'correction-not-entailed',
      'different numbers',
    ],
    ['no correction stored', reversal('Autism is not caused by vaccines.', []), null, 'no-correction', 'CORRECTED_BY'],
    [
      'no NLI ran on the correction: the row does not fire',
      reversal('Autism is not caused by vaccines.', [corr(null)]),
      null,
      'correction-unchecked',
      'no NLI model ran',
    ],
  ] as const)('%s', (_, i, verdict, guard, named) => {
    const d = decide(i, s);
    expect(d.verdict).toBe(verdict);
    expect(d.guard?.name ?? null).toBe(guard);
    if (named) expect(d.guard!.detail).toContain(named);
    expect(d.correction?.index ?? null).toBe(verdict ? 0 : null);
    if (!verdict) expect(d.rule).toBe('FALSE + Contradiction → web (no stored correction entails the claim)');
  });

  it('the correction that entails is the one named, and the confidence is no more than its own', () => {
    const d = decide(
      reversal('Autism is not caused by vaccines.', [
        corr(P(0.1, 0.1, 0.8), 0.9, 'Vaccines are safe.'),
        corr(P(0.96, 0.02, 0.02), 0.8),
      ]),
      s,
    );
    expect(d).toMatchObject({
      verdict: 'True',
      rule: 'FALSE + Contradiction → True (a stored correction entails the claim)',
      guard: null,
      correction: { index: 1 },
    });
    expect(d.correction!.decision.C).toBeCloseTo(compositeConfidence(0.8, 0.96, 0.5, s), 10);
    expect(answerConfidence(d)).toBeCloseTo(Math.min(d.C, d.correction!.decision.C), 10);
    expect(answerConfidence(d)).toBeLessThan(d.C);
  });

  it('the no-guards ablation still needs the correction to entail the claim', () => {
    const attack = reversal('Vaccines prevent autism.', [corr(P(0.08, 0.12, 0.8))]);
    expect(decide(attack, s, { guards: false })).toMatchObject({
      verdict: null,
      guard: { name: 'correction-not-entailed' },
    });
  });
});
