import { describe, expect, it } from 'vitest';

import { encodeFragmentText, linkFor, quoteLink } from '../../lib/web/fragment';

const URL_ = 'https://www.who.int/myths';

const PAGE = [
  'Myth busters: garlic and COVID-19.',
  'Garlic is a healthy food that may have some antimicrobial properties. However, there is no evidence from the current outbreak that eating garlic has protected people from the new coronavirus.',
  'Follow-up studies, e.g. by Pasteur & partners, found the same: there is no evidence that garlic protects anyone.',
  'Straße, café and naïve: Zürich’s Müller said “no” — in 2020.',
];

describe('quoteLink: a text fragment built from the verified quote', () => {
  const cases: { name: string; quote: string; fromWord?: number; want: string | null }[] = [
    {
      name: 'a short quote, once on the page, is named whole',
      quote: 'a healthy food that may have',
      want: 'https://www.who.int/myths#:~:text=a%20healthy%20food%20that%20may%20have',
    },
    {
      name: 'a long quote is named by its first and last five words',
      quote: 'there is no evidence from the current outbreak that eating garlic has protected people',
      want: 'https://www.who.int/myths#:~:text=there%20is%20no%20evidence%20from,eating%20garlic%20has%20protected%20people',
    },
    {
      name: 'the page’s own spelling is used (case, curly quotes, punctuation)',
      quote: 'GARLIC IS A HEALTHY FOOD',
      want: 'https://www.who.int/myths#:~:text=Garlic%20is%20a%20healthy%20food',
    },
    {
      name: 'hyphens, commas and ampersands are encoded',
      quote: 'Follow-up studies, e.g. by Pasteur & partners',
      want: 'https://www.who.int/myths#:~:text=Follow%2Dup%20studies%2C%20e.g.%20by%20Pasteur%20%26%20partners%2C',
    },
    {
      name: 'a quote repeated on the page, meant at its second occurrence, gets a prefix',
      quote: 'there is no evidence',
      fromWord: 35,
      want: 'https://www.who.int/myths#:~:text=same%3A-,there%20is%20no%20evidence',
    },
    {
      name: 'unicode is percent-encoded as UTF-8',
      quote: 'café and naïve: Zürich’s Müller',
      want: `https://www.who.int/myths#:~:text=${encodeURIComponent('café and naïve: Zürich’s Müller')}`,
    },
    {
      name: 'a quote cut with “…” is named by its parts',
      quote: 'Garlic is a healthy food … from the new coronavirus',
      want: 'https://www.who.int/myths#:~:text=Garlic%20is%20a%20healthy%20food,people%20from%20the%20new%20coronavirus.',
    },
    { name: 'a quote that is not on the page gets no link', quote: 'vitamin C cures influenza in adults', want: null },
  ];
  for (const c of cases) {
    it(c.name, () => {
      expect(
        quoteLink({
          url: URL_,
          quote: c.quote,
          paragraphs: PAGE,
          ...(c.fromWord !== undefined ? { fromWord: c.fromWord } : {}),
        }),
      ).toBe(c.want);
    });
  }

  it('a repeated quote at its first occurrence needs no context', () => {
    expect(quoteLink({ url: URL_, quote: 'there is no evidence', paragraphs: PAGE })).toBe(
      'https://www.who.int/myths#:~:text=there%20is%20no%20evidence',
    );
  });

  it('a repeat with no room for a prefix takes a suffix instead', () => {
    const paragraphs = ['Wash hands often. Wash hands', 'Wash hands before meals.'];
    expect(quoteLink({ url: URL_, quote: 'Wash hands before', paragraphs, fromWord: 5 })).toBe(
      'https://www.who.int/myths#:~:text=Wash%20hands%20before',
    );
    expect(quoteLink({ url: URL_, quote: 'Wash hands', paragraphs, fromWord: 5 })).toBe(
      'https://www.who.int/myths#:~:text=Wash%20hands,-before',
    );
  });

  it('keeps an ordinary #id of the URL and replaces an old directive', () => {
    expect(quoteLink({ url: 'https://x.org/a#top', quote: 'a healthy food', paragraphs: PAGE })).toBe(
      'https://x.org/a#top:~:text=a%20healthy%20food',
    );
    expect(quoteLink({ url: 'https://x.org/a#:~:text=old', quote: 'a healthy food', paragraphs: PAGE })).toBe(
      'https://x.org/a#:~:text=a%20healthy%20food',
    );
  });

  it('a quote that spans two paragraphs is named by its ends, each within its block', () => {
    expect(quoteLink({ url: URL_, quote: 'garlic and COVID-19. Garlic is a healthy', paragraphs: PAGE })).toBe(
      'https://www.who.int/myths#:~:text=garlic%20and%20COVID%2D19.,Garlic%20is%20a%20healthy',
    );
  });

  it('encodes the characters that are text-directive syntax', () => {
    expect(encodeFragmentText('a-b, c&d')).toBe('a%2Db%2C%20c%26d');
  });
});

describe('linkFor: the plain page where the browser lacks text fragments', () => {
  it.each([
    ['https://x.org/a#:~:text=foo', true, 'https://x.org/a#:~:text=foo'],
    ['https://x.org/a#:~:text=foo', false, 'https://x.org/a'],
    ['https://x.org/a#top:~:text=foo', false, 'https://x.org/a#top'],
    ['https://x.org/a', false, 'https://x.org/a'],
  ])('%s (fragments %s) → %s', (url, supports, want) => {
    expect(linkFor(url, supports)).toBe(want);
  });
});
