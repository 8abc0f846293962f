import { describe, expect, it } from 'vitest';

import { verbatimSpan } from '../../../lib/pipeline/stages/documents/items';
import { decideFromDocuments, readPassage } from '../../../lib/pipeline/stages/documents/nli-rule';
import { defaultSettings } from '../../../lib/settings/schema';

/**
 * The documents stage's rule without an LLM (docs/documents.md): memory's decision layer with the
 * passage as a stored TRUE statement and G = 1; a neutral reading, or a passage addressed to an
 * AI, never settles; passages that settle both ways leave the claim Unverified.
 */

const s = defaultSettings().memory;
const CLAIM = 'Flublok is approved for adults 18 years of age and older.';
const PASSAGE = 'Flublok is approved for use in adults 18 years of age and older.';
const probs = (entailment: number, contradiction: number) => ({
  entailment,
  contradiction,
  neutral: Math.max(0, 1 - entailment - contradiction),
});
const reading = (S: number, e: number, c: number, extra: { text?: string; instructionLike?: boolean } = {}) => ({
  text: extra.text ?? PASSAGE,
  S,
  nli: probs(e, c),
  instructionLike: extra.instructionLike ?? false,
});

describe('one passage under the documents rule', () => {
  it.each([
    { name: 'a strong entailment', r: reading(0.8, 0.95, 0.02), verdict: 'True', guard: null },
    { name: 'a strong contradiction', r: reading(0.8, 0.03, 0.93), verdict: 'False', guard: null },
    { name: 'a weak entailment (P(E) < 0.6)', r: reading(0.9, 0.55, 0.1), verdict: null, guard: 'weak-entailment' },
    {
      name: 'a weak contradiction (P(C) < 0.8)',
      r: reading(0.9, 0.1, 0.7),
      verdict: null,
      guard: 'weak-contradiction',
    },
    { name: 'a neutral reading, however similar', r: reading(0.97, 0.3, 0.05), verdict: null, guard: 'neutral' },
    {
      name: 'an entailment too far from the claim (C < 0.75)',
      r: reading(0.3, 0.95, 0.02),
      verdict: null,
      guard: 'low-confidence',
    },
    {
      name: 'other numbers (the value guard)',
      r: reading(0.9, 0.95, 0.02, { text: 'Flublok is approved for adults 50 years of age and older.' }),
      verdict: null,
      guard: 'value',
    },
    {
      name: 'text addressed to an AI',
      r: reading(0.9, 0.99, 0, { instructionLike: true }),
      verdict: null,
      guard: 'instruction-like',
    },
  ])('$name → $verdict', ({ r, verdict, guard }) => {
    const read = readPassage(CLAIM, r, s);
    expect(read.verdict).toBe(verdict);
    if (guard) expect(read.guard).toMatch(new RegExp(`^${guard}`));
    else expect(read.guard).toBeNull();
  });

  it('C = 0.6·S + 0.3·N + 0.1·G with G = 1', () => {
    expect(readPassage(CLAIM, reading(0.8, 0.95, 0.02), s).decision.C).toBeCloseTo(0.6 * 0.8 + 0.3 * 0.95 + 0.1, 6);
  });
});

describe('the bundle under the documents rule', () => {
  it('the settling passage with the highest C wins', () => {
    const d = decideFromDocuments(
      CLAIM,
      [reading(0.7, 0.9, 0.02), reading(0.9, 0.97, 0.01), reading(0.5, 0.3, 0.1)],
      s,
    );
    expect(d).toMatchObject({ verdict: 'True', index: 1, rule: 'TRUE + Entailment → True' });
    expect(d.verdict && d.confidence).toBeCloseTo(0.6 * 0.9 + 0.3 * 0.97 + 0.1, 6);
  });

  it('passages that settle both ways leave the claim Unverified', () => {
    const d = decideFromDocuments(CLAIM, [reading(0.8, 0.95, 0.02), reading(0.8, 0.02, 0.95)], s);
    expect(d.verdict).toBeNull();
    expect(!d.verdict && d.reason).toBe(
      'Your documents disagree about this claim: one passage supports it and another contradicts it.',
    );
  });

  it('nothing settles: the reason names the nearest guard', () => {
    const d = decideFromDocuments(CLAIM, [reading(0.9, 0.3, 0.05), reading(0.9, 0.55, 0.1)], s);
    expect(!d.verdict && d.reason).toMatch(
      /^No passage of your documents settles the claim by the local NLI model \(weak-entailment: /,
    );
  });
});

describe('a citation quotes the document, never the model', () => {
  const page = 'Adults 18 years and older:\na single 0.5 mL dose — given by intramuscular injection.';
  it.each([
    {
      quote: 'a single 0.5 mL dose - given by intramuscular injection',
      span: 'a single 0.5 mL dose — given by intramuscular injection',
    },
    { quote: 'ADULTS 18 YEARS AND OLDER: A SINGLE', span: 'Adults 18 years and older:\na single' },
    { quote: 'a double dose is given', span: null },
  ])('“$quote”', ({ quote, span }) => {
    expect(verbatimSpan(quote, page)).toBe(span);
  });
});
