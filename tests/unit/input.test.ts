import { describe, expect, it } from 'vitest';

import { looksLikeHealthClaim } from '../../lib/core/health';
import { claimKey, normaliseClaimText, normaliseSelectionText } from '../../lib/core/input';
import { checkDecomposeInput } from '../../lib/decompose/limits';

const checkInput = (text: string) => checkDecomposeInput(text, 5000);

describe('claim input', () => {
  it('normalises whitespace and zero-width characters', () => {
    expect(normaliseClaimText('  Masks\u200b  reduce\n\n spread ')).toBe('Masks reduce spread');
  });

  it('keeps line breaks of a selection (one, or two for a paragraph) and collapses the rest', () => {
    const raw = '  Masks\u200b  reduce\t spread.\r\n\r\n\r\n• Garlic  cures nothing. \n  • Vaccines work.\u2028End ';
    expect(normaliseSelectionText(raw)).toBe('Masks reduce spread.\n\n• Garlic cures nothing.\n• Vaccines work.\nEnd');
    expect(normaliseClaimText(normaliseSelectionText(raw))).toBe(normaliseClaimText(raw));
    expect(claimKey(normaliseSelectionText(raw))).toBe(claimKey(raw));
  });

  it('keys identical claims alike regardless of case, quotes and final punctuation', () => {
    expect(claimKey('“Garlic cures COVID-19.”')).toBe(claimKey('garlic cures covid-19'));
    expect(claimKey('Garlic cures COVID-19')).not.toBe(claimKey('Garlic cures COVID-20'));
  });

  it('refuses empty text', () => {
    expect(checkInput(' \n\t ')?.code).toBe('empty');
  });

  it('refuses text over the limit with a message that gives both numbers', () => {
    const problem = checkInput('a'.repeat(5001));
    expect(problem).toMatchObject({ code: 'too-long', length: 5001, limit: 5000 });
    expect(problem?.message).toContain('5,001');
    expect(problem?.message).toContain('5,000');
    expect(problem?.message).toMatch(
      /splits up to 5,000 characters into claims\. Select a shorter passage \(a few paragraphs\), or raise the limit in Settings → On pages\.$/,
    );
    expect(checkInput('a'.repeat(5000))).toBeNull();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkInput('😷'.repeat(5000))).toBeNull();
  });
});

describe('health claim detection', () => {
  it.each([
    'Vitamin D prevents COVID-19 infection',
    'Garlic cures the flu',
    'The MMR vaccine causes autism',
    'Drinking bleach kills the virus',
    'Asymptomatic patients can be infectious',
  ])('recognises "%s"', (text) => expect(looksLikeHealthClaim(text)).toBe(true));

  it.each(['The stock market rose 3% today', 'Our team won the championship', 'The new phone has a larger screen'])(
    'does not flag "%s"',
    (text) => expect(looksLikeHealthClaim(text)).toBe(false),
  );
});
