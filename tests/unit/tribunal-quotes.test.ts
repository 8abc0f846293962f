import { describe, expect, it } from 'vitest';

import { normaliseUrl } from '../../lib/evidence/bundle';
import { checkCitation, checkUrl, QUOTE_THRESHOLD, quoteScore } from '../../lib/evidence/quotes';
import { similarityRatio } from '../../lib/evidence/similarity';
import { GARLIC_BUNDLE } from '../fixtures/bundles';

const WHO = GARLIC_BUNDLE.passages[0]!;
const REUTERS = GARLIC_BUNDLE.passages[1]!;

describe('similarity ratio (difflib SequenceMatcher, no autojunk)', () => {
  it('gives the same values as Python difflib', () => {
    // Values from difflib.SequenceMatcher(None, a, b, autojunk=False).ratio().
    expect(similarityRatio('abcd', 'bcde')).toBeCloseTo(0.75, 10);
    expect(similarityRatio('garlic does not cure covid-19', 'garlic does not cure covid 19.')).toBeCloseTo(
      0.9491525423728814,
      10,
    );
    expect(similarityRatio('the quick brown fox', 'the quick brown dog')).toBeCloseTo(0.8947368421052632, 10);
    expect(similarityRatio('hello world', '')).toBe(0);
    expect(similarityRatio('', '')).toBe(1);
  });
});

describe('quote check (Fact Checking Solution: sliding window, ratio ≥ 0.75)', () => {
  it('accepts a verbatim quote and one with small copying differences', () => {
    expect(quoteScore('Garlic does not cure COVID-19.', WHO.text)).toBe(1);
    expect(
      quoteScore('“there is no evidence from the current outbreak that eating garlic has protected people”', WHO.text),
    ).toBe(1);
    const typo = quoteScore(
      'there is no evidence from the current outbreak that eating garlic protected people from the new corona virus',
      WHO.text,
    );
    expect(typo).toBeGreaterThanOrEqual(QUOTE_THRESHOLD);
    expect(typo).toBeLessThan(1);
  });

  it('rejects a fabricated quote about the same topic', () => {
    expect(quoteScore('A large trial proved that garlic cures COVID-19 in every patient.', WHO.text)).toBeLessThan(
      QUOTE_THRESHOLD,
    );
  });

  it('scores an ellipsis-joined quote by its weakest piece', () => {
    expect(quoteScore('Garlic is a healthy food … Garlic does not cure COVID-19.', WHO.text)).toBe(1);
    expect(quoteScore('Garlic is a healthy food … it cures every disease known to science', WHO.text)).toBeLessThan(
      QUOTE_THRESHOLD,
    );
  });

  it('checks the quote against the passage of the URL cited, and says where it really is', () => {
    const ok = checkCitation(GARLIC_BUNDLE, { url: WHO.url, quote: 'Garlic does not cure COVID-19.' });
    expect(ok).toEqual({ ok: true, url: WHO.url, score: 1 });
    const misattributed = checkCitation(GARLIC_BUNDLE, {
      url: WHO.url,
      quote: 'a bowl of boiled garlic water cures the disease overnight',
    });
    expect(misattributed.ok).toBe(false);
    if (!misattributed.ok) {
      expect(misattributed.problem.reason).toBe('quote-not-found');
      expect(misattributed.problem.foundAt).toBe(REUTERS.url);
      expect(misattributed.problem.message).toContain(`is from ${REUTERS.url}, not from ${WHO.url}`);
    }
  });

  it('rejects URLs outside the bundle and empty quotes, with messages', () => {
    const foreign = checkCitation(GARLIC_BUNDLE, {
      url: 'https://elsewhere.example/x',
      quote: 'Garlic does not cure COVID-19.',
    });
    expect(foreign.ok).toBe(false);
    if (!foreign.ok)
      expect(foreign.problem).toMatchObject({
        reason: 'url-not-in-bundle',
        message: 'The URL https://elsewhere.example/x is not one of the evidence passages.',
      });
    const empty = checkCitation(GARLIC_BUNDLE, { url: WHO.url, quote: '  ' });
    expect(!empty.ok && empty.problem.reason).toBe('empty-quote');
    expect(checkUrl(GARLIC_BUNDLE, `${WHO.url}/#top`)).toBeNull();
    expect(checkUrl(GARLIC_BUNDLE, 'https://www.who.int/other')?.reason).toBe('url-not-in-bundle');
  });

  it('treats URLs as equal regardless of host case, trailing slash and fragment', () => {
    expect(normaliseUrl('HTTPS://WWW.Who.int/a/b/#frag')).toBe('https://www.who.int/a/b');
    expect(normaliseUrl('https://x.org/?q=1')).toBe('https://x.org?q=1');
    expect(normaliseUrl('not a url')).toBe('not a url');
  });
});
