import { describe, expect, it } from 'vitest';

import type { TribunalBundle } from '../../lib/evidence/bundle';
import { checkCitation, quoteScore } from '../../lib/evidence/quotes';
import { GARLIC_BUNDLE } from '../fixtures/bundles';

/**
 * Quotes are checked for meaning, not only letters: each attack below passed the letters-only
 * check (sliding-window ratio ≥ 0.75) and shows the reader a citation the source does not make.
 */

const WHO = GARLIC_BUNDLE.passages[0]!;
const REUTERS = GARLIC_BUNDLE.passages[1]!;
const TRIAL = {
  url: 'https://www.nejm.org/doi/full/10.1056/example-trial',
  domain: 'nejm.org',
  score: 0.8,
  text: 'In the trial, the vaccine reduced the risk of severe illness by 50% in adults over 65. Side effects were more common in younger people than in older people. Ivermectin was ineffective against COVID-19 in three randomised trials.',
};
const BUNDLE: TribunalBundle = { passages: [WHO, REUTERS, TRIAL] };

const attacks: { name: string; url: string; quote: string; reason: string; says: RegExp }[] = [
  {
    name: 'the "no" dropped from a long sentence',
    url: WHO.url,
    quote:
      'there is evidence from the current outbreak that eating garlic has protected people from the new coronavirus',
    reason: 'quote-changes-meaning',
    says: /the passage has “no”/,
  },
  {
    name: 'the "not" dropped',
    url: WHO.url,
    quote: 'Garlic does cure COVID-19.',
    reason: 'quote-changes-meaning',
    says: /has nothing where the passage has “not”/,
  },
  {
    name: 'fragments stitched with "…" over the "no" between them',
    url: WHO.url,
    quote:
      'However, there is … evidence from the current outbreak that eating garlic has protected people from the new coronavirus.',
    reason: 'quote-changes-meaning',
    says: /leaves out “no” between its parts/,
  },
  {
    name: 'a fragment cut from behind the "no evidence that" it depends on',
    url: WHO.url,
    quote: 'Garlic is a healthy food … eating garlic has protected people from the new coronavirus',
    reason: 'quote-changes-meaning',
    says: /leaves out “no” that comes before it in the same sentence/,
  },
  { name: 'a one-word quote', url: WHO.url, quote: 'Garlic', reason: 'quote-too-short', says: /too short.*1 words/ },
  {
    name: 'a three-word quote',
    url: WHO.url,
    quote: 'does not cure',
    reason: 'quote-too-short',
    says: /at least 4 words and 20 characters/,
  },
  {
    name: 'a one-word fragment stitched to a sentence',
    url: WHO.url,
    quote: 'Garlic … has protected people from the new coronavirus',
    reason: 'quote-too-short',
    says: /each part joined by “…” at least 2 words/,
  },
  {
    name: 'a number changed (50% → 15%)',
    url: TRIAL.url,
    quote: 'the vaccine reduced the risk of severe illness by 15% in adults over 65',
    reason: 'quote-changes-meaning',
    says: /has “15%” where the passage has “50%”/,
  },
  {
    name: 'a number written out and changed',
    url: TRIAL.url,
    quote: 'the vaccine reduced the risk of severe illness by fifty percent in adults over 56',
    reason: 'quote-changes-meaning',
    says: /has “56” where the passage has “65”/,
  },
  {
    name: '"more" changed to "less"',
    url: TRIAL.url,
    quote: 'Side effects were less common in younger people than in older people.',
    reason: 'quote-changes-meaning',
    says: /has “less” where the passage has “more”/,
  },
  {
    name: '"reduced" changed to "increased"',
    url: TRIAL.url,
    quote: 'the vaccine increased the risk of severe illness by 50% in adults over 65',
    reason: 'quote-changes-meaning',
    says: /comparison words/,
  },
  {
    name: 'a negative prefix dropped (ineffective → effective)',
    url: TRIAL.url,
    quote: 'Ivermectin was effective against COVID-19 in three randomised trials.',
    reason: 'quote-changes-meaning',
    says: /“effective” where the passage has “ineffective”.*opposite sense/,
  },
  {
    name: 'a verb swapped in a long sentence ("prevents" → "causes")',
    url: REUTERS.url,
    quote:
      'Health authorities say garlic does not cure COVID-19, and no clinical study has shown that it causes infection.',
    reason: 'quote-changes-meaning',
    says: /has “causes”, which the passage does not say there/,
  },
  {
    name: 'correct fragments in reverse order',
    url: WHO.url,
    quote: 'Garlic does not cure COVID-19 … Garlic is a healthy food that may have some antimicrobial properties',
    reason: 'quote-not-found',
    says: /not appear in that order/,
  },
  {
    name: 'a fragment from another passage',
    url: WHO.url,
    quote: 'Garlic is a healthy food … a bowl of boiled garlic water cures the disease overnight',
    reason: 'quote-not-found',
    says: /does not appear in the passage from/,
  },
];

describe('quote check: meaning, not only letters (attacks are refused)', () => {
  it.each(attacks)('$name', ({ url, quote, reason, says }) => {
    const result = checkCitation(BUNDLE, { url, quote });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem.reason).toBe(reason);
    expect(result.problem.message).toMatch(says);
  });

  it('the letters alone would have passed: the first attacks score ≥ 0.75 (≈0.97 and 1.0)', () => {
    expect(quoteScore(attacks[0]!.quote, WHO.text)).toBeGreaterThan(0.95);
    expect(quoteScore(attacks[2]!.quote, WHO.text)).toBe(1);
  });
});

const legitimate: { name: string; url: string; quote: string }[] = [
  { name: 'verbatim', url: WHO.url, quote: 'Garlic does not cure COVID-19.' },
  { name: 'case, spacing and punctuation', url: WHO.url, quote: 'garlic   DOES NOT cure covid-19' },
  { name: 'curly quotes around it', url: WHO.url, quote: '“Garlic does not cure COVID-19.”' },
  { name: 'a contraction for "does not"', url: WHO.url, quote: "Garlic doesn't cure COVID-19." },
  {
    name: 'a copying typo',
    url: WHO.url,
    quote:
      'there is no evidence from the current outbreak that eating garlic protected people from the new corona virus',
  },
  {
    name: 'a correct ellipsis across sentences',
    url: WHO.url,
    quote: 'Garlic is a healthy food … Garlic does not cure COVID-19.',
  },
  {
    name: 'a correct ellipsis written "..." with brackets',
    url: WHO.url,
    quote: 'Garlic is a healthy food [...] there is no evidence from the current outbreak',
  },
  {
    name: 'a correct ellipsis inside one sentence',
    url: TRIAL.url,
    quote: 'the vaccine reduced the risk of severe illness by 50% … over 65',
  },
  {
    name: 'numbers and comparisons as written',
    url: TRIAL.url,
    quote: 'Side effects were more common in younger people than in older people',
  },
  {
    name: 'a percentage spelled out',
    url: TRIAL.url,
    quote: 'the vaccine reduced the risk of severe illness by 50 per cent in adults over 65',
  },
];

describe('quote check: legitimate quotes still pass', () => {
  it.each(legitimate)('$name', ({ url, quote }) => {
    const result = checkCitation(BUNDLE, { url, quote });
    expect(result).toMatchObject({ ok: true, url });
  });
});
