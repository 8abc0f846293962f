import { describe, expect, it } from 'vitest';

import { type StandingInput, verdictStanding } from '../../lib/tribunal/standing';
import { GARLIC_BUNDLE } from '../fixtures/bundles';
import { FABRICATED_QUOTE, FOREIGN_URL } from '../support/llm-script';

/** When a True/False may stand: at least one verified citation on its side, and its primary source among them. */

const [WHO, REUTERS, CDC] = GARLIC_BUNDLE.passages as [
  (typeof GARLIC_BUNDLE.passages)[0],
  (typeof GARLIC_BUNDLE.passages)[0],
  (typeof GARLIC_BUNDLE.passages)[0],
];
const WHO_QUOTE = { url: WHO.url, quote: 'Garlic does not cure COVID-19.' };
const REUTERS_QUOTE = { url: REUTERS.url, quote: 'Health authorities say garlic does not cure COVID-19' };
const base: StandingInput = {
  verdict: 'False',
  by: 'judge',
  winning: [WHO_QUOTE, REUTERS_QUOTE],
  primarySource: WHO.url,
  bundle: GARLIC_BUNDLE,
};

describe('verdict standing', () => {
  it.each([
    {
      name: 'every winning citation fabricated',
      input: { ...base, winning: [{ url: WHO.url, quote: FABRICATED_QUOTE }] },
      reason:
        "The judge's verdict (False) had no verified support: no contradicting citation survived the quote check.",
    },
    {
      name: 'no winning citation at all (the judge cites nothing)',
      input: { ...base, winning: [] },
      reason:
        "The judge's verdict (False) had no verified support: no contradicting citation survived the quote check.",
    },
    {
      name: 'a True whose only support cites a page outside the bundle',
      input: {
        ...base,
        verdict: 'True' as const,
        winning: [{ url: FOREIGN_URL, quote: 'Garlic does not cure COVID-19.' }],
      },
      reason: "The judge's verdict (True) had no verified support: no supporting citation survived the quote check.",
    },
    {
      name: 'a quote attributed to the wrong page',
      input: { ...base, winning: [{ url: CDC.url, quote: 'Garlic does not cure COVID-19.' }], primarySource: CDC.url },
      reason:
        "The judge's verdict (False) had no verified support: no contradicting citation survived the quote check.",
    },
    {
      name: 'an empty quote',
      input: { ...base, winning: [{ url: WHO.url, quote: '  ' }] },
      reason:
        "The judge's verdict (False) had no verified support: no contradicting citation survived the quote check.",
    },
    {
      name: 'the primary source was dropped',
      input: { ...base, primarySource: null },
      reason: "The judge's verdict (False) had no verified support: it named no primary source from the evidence.",
    },
    {
      name: 'a primary source outside the bundle',
      input: { ...base, primarySource: FOREIGN_URL },
      reason: `The judge's verdict (False) had no verified support: its primary source ${FOREIGN_URL} is not one of the evidence passages.`,
    },
    {
      name: 'a primary source in the bundle that no verified winning quote comes from',
      input: { ...base, primarySource: CDC.url },
      reason: `The judge's verdict (False) had no verified support: its primary source ${CDC.url} is not a page with a verified quote on the side of its verdict.`,
    },
    {
      name: 'the single pass citing nothing that checks',
      input: { ...base, by: 'single pass' as const, winning: [{ url: REUTERS.url, quote: FABRICATED_QUOTE }] },
      reason:
        "The single pass's verdict (False) had no verified support: none of its citations survived the quote check.",
    },
  ])('$name → Unverified', ({ input, reason }) => {
    expect(verdictStanding(input)).toEqual({ stands: false, reason });
  });

  it.each([
    { name: 'both winning citations verified', input: base, passages: [WHO, REUTERS] },
    {
      name: 'one fabricated, one verified: the verified one carries it',
      input: { ...base, winning: [{ url: REUTERS.url, quote: FABRICATED_QUOTE }, WHO_QUOTE] },
      passages: [WHO],
    },
    {
      name: 'the primary source first, whatever the bundle order',
      input: { ...base, primarySource: REUTERS.url },
      passages: [REUTERS, WHO],
    },
    {
      name: 'a primary source written with a fragment and a trailing slash',
      input: { ...base, primarySource: `${WHO.url}/#:~:text=Garlic` },
      passages: [WHO, REUTERS],
    },
  ])('$name → stands on exactly the verified passages', ({ input, passages }) => {
    expect(verdictStanding(input)).toEqual({ stands: true, passages });
  });

  it('of two passages from one page, keeps only the one the quote was verified in', () => {
    const second = { ...WHO, text: 'Eating garlic is part of a balanced diet for many people.' };
    const bundle = { passages: [WHO, second, REUTERS] };
    expect(verdictStanding({ ...base, bundle })).toEqual({ stands: true, passages: [WHO, REUTERS] });
  });
});
