import { describe, expect, it } from 'vitest';

import type { DetectedLanguage } from '../../lib/core/language';
import { detectLanguage } from '../../lib/ml/language/detect';
import { factCheckLanguage, searchClaimReviews } from '../../lib/web/providers/factcheck';

/** The Fact Check Tools request carries the claim's language (issue 32 item 6): `languageCode`, BCP-47. */

const lang = (code: string, reliable: boolean, by: DetectedLanguage['by']): DetectedLanguage => ({
  code,
  name: code,
  reliable,
  by,
});

describe('factCheckLanguage: the claim’s language as the API’s languageCode', () => {
  it.each([
    [lang('de', true, 'text'), 'de'],
    [lang('en', true, 'text'), 'en'],
    [lang('fr', false, 'fallback'), 'fr'],
    [lang('it', false, 'text'), undefined],
    [lang('und', false, 'none'), undefined],
    [lang('en-US', true, 'text'), undefined],
  ])('%j → %s', (language, code) => {
    expect(factCheckLanguage(language)).toBe(code);
  });

  it('names German for a German claim and English for an English one, as the detector reads them', () => {
    expect(factCheckLanguage(detectLanguage('Knoblauch heilt COVID-19 innerhalb von drei Tagen vollständig.'))).toBe(
      'de',
    );
    expect(factCheckLanguage(detectLanguage('Garlic cures COVID-19 within three days completely.'))).toBe('en');
  });
});

describe('searchClaimReviews sends the language', () => {
  const answered = (urls: string[]) => async (input: RequestInfo | URL) => {
    urls.push(String(input));
    return new Response(JSON.stringify({ claims: [] }), { headers: { 'content-type': 'application/json' } });
  };

  it('as languageCode when known, and not at all otherwise', async () => {
    const urls: string[] = [];
    await searchClaimReviews('Knoblauch', 'key', { fetch: answered(urls), timeoutMs: 5000, languageCode: 'de' });
    await searchClaimReviews('garlic', 'key', { fetch: answered(urls), timeoutMs: 5000 });
    expect(urls.map((u) => new URL(u).searchParams.get('languageCode'))).toEqual(['de', null]);
    expect(new URL(urls[0]!).searchParams.get('query')).toBe('Knoblauch');
  });
});
