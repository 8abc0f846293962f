import { describe, expect, it } from 'vitest';

import { splitSentences } from '../../lib/decompose/sentences';
import { SPLIT_TABLE } from './support/sentence-table';

const plainSegmenter = (text: string, lang: string) =>
  [...new Intl.Segmenter(lang, { granularity: 'sentence' }).segment(text)].map((s) => s.segment.trim());

describe('sentence splitting across languages', () => {
  it.each(SPLIT_TABLE.map((c) => [c.lang, c.text, c] as const))('%s: %s', (_lang, _text, c) => {
    const split = splitSentences(c.text, c.lang);
    expect(split.map((s) => s.text)).toEqual(c.sentences);
    // Offsets still point at each sentence in the original text (badges anchor on them).
    for (const s of split) expect(c.text.slice(s.start, s.end)).toBe(s.text);
  });

  it('is right wherever plain Intl.Segmenter is, and where it is not', () => {
    const segmenterRight = SPLIT_TABLE.filter((c) => {
      return JSON.stringify(plainSegmenter(c.text, c.lang)) === JSON.stringify(c.sentences);
    });
    // The measurement in docs/decisions.md: 5 of 18 for Unicode's rules alone.
    expect(segmenterRight.map((c) => c.lang)).toEqual(['en', 'en', 'zh', 'hy', 'ur']);
    for (const c of segmenterRight) expect(splitSentences(c.text, c.lang).map((s) => s.text)).toEqual(c.sentences);
  });

  it('keeps a German ordinal inside its sentence only where the language writes ordinals so', () => {
    expect(splitSentences('Am 3. Mai begann es.', 'de').map((s) => s.text)).toEqual(['Am 3. Mai begann es.']);
    expect(splitSentences('The dose was 3. Many took it.', 'en').map((s) => s.text)).toEqual([
      'The dose was 3.',
      'Many took it.',
    ]);
  });

  it('takes a malformed or unknown locale as no locale', () => {
    expect(splitSentences('Սուրճը վնասակար է։ Դա սխալ է։', 'not a tag!').map((s) => s.text)).toHaveLength(2);
    expect(splitSentences('Dr. Smith agreed. It helped.', 'und').map((s) => s.text)).toHaveLength(2);
  });
});
