import { describe, expect, it } from 'vitest';

import type { NliProbs } from '../../lib/ml/types';
import { checkCorrection, correctionFromNli, correctionFromQuote, valuesStated } from '../../lib/pipeline/correction';
import { GARLIC_BUNDLE } from '../fixtures/bundles';
import { ScriptedNli } from './support/kg-fixtures';

/** A correction is a claim like any other: stored TRUE only when a verified passage supports it. */

const [WHO, REUTERS] = GARLIC_BUNDLE.passages as [
  (typeof GARLIC_BUNDLE.passages)[0],
  (typeof GARLIC_BUNDLE.passages)[0],
];
const BAR = 0.6;
const p = (entailment: number, contradiction: number, neutral: number): NliProbs => ({
  entailment,
  contradiction,
  neutral,
});

describe('a correction checked by NLI (premise = verified passage, hypothesis = correction)', () => {
  it.each([
    {
      name: 'entailed above the bar by the second passage',
      text: 'Garlic does not cure COVID-19.',
      probs: [p(0.1, 0.2, 0.7), p(0.9, 0.05, 0.05)],
      verified: true,
      source: REUTERS.url,
    },
    {
      name: 'entailed exactly at the bar',
      text: 'Garlic does not cure COVID-19.',
      probs: [p(0.6, 0.2, 0.2)],
      verified: true,
      source: WHO.url,
    },
    {
      name: 'a made-up correction the passages are neutral on',
      text: 'Garlic prevents COVID-19 in most adults.',
      probs: [p(0.2, 0.1, 0.7), p(0.3, 0.1, 0.6)],
      verified: false,
      source: null,
    },
    {
      name: 'entailment the top label but below the bar',
      text: 'Garlic does not cure COVID-19.',
      probs: [p(0.5, 0.25, 0.25)],
      verified: false,
      source: null,
    },
    {
      name: 'high entailment that is not the top label',
      text: 'Garlic does not cure COVID-19.',
      probs: [p(0.45, 0.5, 0.05)],
      verified: false,
      source: null,
    },
    {
      name: 'entailed, but with a number the passage never states',
      text: 'Garlic does not cure COVID-19 in 90% of patients.',
      probs: [p(0.95, 0.02, 0.03)],
      verified: false,
      source: null,
    },
    {
      name: 'no passage to test against',
      text: 'Garlic does not cure COVID-19.',
      probs: [],
      verified: false,
      source: null,
    },
  ])('$name → verified $verified', ({ text, probs, verified, source }) => {
    const passages = [WHO, REUTERS].slice(0, Math.max(probs.length, 1));
    const check = correctionFromNli(text, probs.length ? passages : [], probs, BAR);
    expect(check).toMatchObject({ text, verified, source, method: 'nli' });
  });
});

describe('a correction checked without NLI: the quote check must find it in a verified passage', () => {
  it.each([
    { name: 'word for word from a passage', text: 'Garlic does not cure COVID-19.', verified: true, source: WHO.url },
    {
      name: 'the same sentence with typographic differences',
      text: 'garlic does not cure Covid-19',
      verified: true,
      source: WHO.url,
    },
    {
      name: 'a paraphrase no passage states',
      text: 'Eating garlic will not heal people who have COVID-19.',
      verified: false,
      source: null,
    },
    { name: 'a made-up correction', text: 'Garlic prevents COVID-19 in most adults.', verified: false, source: null },
  ])('$name → verified $verified', ({ text, verified, source }) => {
    expect(correctionFromQuote(text, [WHO, REUTERS])).toMatchObject({ text, verified, source, method: 'quote' });
  });
});

describe('values', () => {
  it.each([
    { correction: 'Garlic does not cure COVID-19.', passage: WHO.text, stated: true },
    {
      correction: 'Masks cut infections by 50% in 2020.',
      passage: 'In 2020, masks cut infections by 50% in schools.',
      stated: true,
    },
    { correction: 'Masks cut infections by 80%.', passage: 'Masks cut infections by 50%.', stated: false },
    { correction: 'Masks cut infections by 50% in France.', passage: 'Masks cut infections by 50%.', stated: false },
  ])('"$correction" stated by the passage: $stated', ({ correction, passage, stated }) => {
    expect(valuesStated(correction, passage)).toBe(stated);
  });
});

describe('checkCorrection', () => {
  it('uses the NLI model when one is loaded, on the verified passages only', async () => {
    const nli = new ScriptedNli((premise) => (premise === REUTERS.text ? p(0.92, 0.04, 0.04) : p(0.1, 0.1, 0.8)));
    const check = await checkCorrection(
      'Garlic does not cure COVID-19.',
      [WHO, REUTERS],
      nli,
      BAR,
      new AbortController().signal,
    );
    expect(check).toMatchObject({ verified: true, method: 'nli', source: REUTERS.url });
    expect(nli.seen).toEqual([
      { premise: WHO.text, hypothesis: 'Garlic does not cure COVID-19.' },
      { premise: REUTERS.text, hypothesis: 'Garlic does not cure COVID-19.' },
    ]);
  });

  it('with NLI loaded, a word-for-word quote the NLI does not entail is not enough', async () => {
    const nli = new ScriptedNli(() => p(0.2, 0.1, 0.7));
    expect(
      await checkCorrection('Garlic does not cure COVID-19.', [WHO], nli, BAR, new AbortController().signal),
    ).toMatchObject({ verified: false, method: 'nli' });
  });

  it('a failing NLI model leaves the correction unverified, saying why', async () => {
    const nli = { modelId: 'broken', classify: async () => Promise.reject(new Error('session lost')) };
    const check = await checkCorrection(
      'Garlic does not cure COVID-19.',
      [WHO],
      nli,
      BAR,
      new AbortController().signal,
    );
    expect(check).toMatchObject({
      verified: false,
      method: 'nli',
      detail: 'The NLI model could not test the corrected claim (session lost); it is not stored.',
    });
  });

  it('without NLI, falls back to the quote check', async () => {
    expect(
      await checkCorrection('Garlic does not cure COVID-19.', [REUTERS], null, BAR, new AbortController().signal),
    ).toMatchObject({ verified: true, method: 'quote', source: REUTERS.url });
  });
});
