// @vitest-environment jsdom
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';

import { anchorQuote, describeRange } from '../../lib/content/anchoring';
import type { Anchor } from '../../lib/core/schemas';
import { AnchorSchema } from '../../lib/core/schemas';

/** Selects `text` (its `nth` occurrence) inside the element with this id and describes it as a check does. */
function anchorOf(id: string, text: string, nth = 0): Anchor {
  const node = document.getElementById(id)!.firstChild as Text;
  let at = -1;
  for (let i = 0; i <= nth; i++) at = node.data.indexOf(text, at + 1);
  const r = document.createRange();
  r.setStart(node, at);
  r.setEnd(node, at + text.length);
  return describeRange(r, document.body);
}

const found = (anchor: Anchor) => {
  const range = anchorQuote(anchor, document.body);
  return range && { text: range.toString().replace(/\s+/g, ' '), in: range.startContainer.parentElement?.id ?? '' };
};

beforeEach(() => {
  document.body.innerHTML = '';
});

const QUOTE = 'Garlic cures COVID-19 in three days';
const POST = (id: string, words: string) =>
  `<p id="${id}">Posted by @maria on Monday: ${words}. Please share with everyone you know.</p>`;

describe('re-anchoring a check after the page changed', () => {
  const cases: { name: string; after: string; expected: { text: string; in: string } | null }[] = [
    { name: 'unchanged', after: POST('p', QUOTE), expected: { text: QUOTE, in: 'p' } },
    {
      name: 'text inserted before it (the position is stale, the quote and its context are not)',
      after: `<p id="new">A brand new post at the top of the feed, with a few sentences of its own.</p>${POST('p', QUOTE)}`,
      expected: { text: QUOTE, in: 'p' },
    },
    {
      name: 'a word misspelt (its stem unchanged)',
      after: POST('p', 'Garlick cures COVID-19 in three days'),
      expected: { text: 'Garlick cures COVID-19 in three days', in: 'p' },
    },
    {
      name: 'a content word swapped: other words than the badge judged',
      after: POST('p', 'Garlic helps COVID-19 in three days'),
      expected: null,
    },
    {
      name: 'a typo fixed and a word added',
      after: POST('p', 'Raw garlic cures COVID-19 in three days'),
      expected: { text: 'garlic cures COVID-19 in three days', in: 'p' },
    },
    { name: 'the quote gone', after: POST('p', 'Onions are a good source of fibre'), expected: null },
    {
      name: 'the claim negated: other words than the badge judged',
      after: POST('p', 'Garlic does not cure COVID-19 in three days'),
      expected: null,
    },
    { name: 'a number changed', after: POST('p', 'Garlic cures COVID-19 in 30 days'), expected: null },
    { name: 'a number word changed', after: POST('p', 'Garlic cures COVID-19 in four days'), expected: null },
    {
      name: 'a similar sentence in another post, the original gone',
      after: '<p id="q">Someone else wrote later in the week: Garlic cures the flu in three days, apparently.</p>',
      expected: null,
    },
    {
      name: 'two edited copies of the post: neither is sure',
      after:
        POST('a', 'Garlic cures COVID-19 within three days') + POST('b', 'Garlic cures COVID-19 within three days'),
      expected: null,
    },
    { name: 'the page emptied', after: '', expected: null },
  ];
  it.each(cases)('$name', ({ after, expected }) => {
    document.body.innerHTML = POST('p', QUOTE);
    const anchor = anchorOf('p', QUOTE);
    expect(anchor.position).toEqual({
      start: 'Posted by @maria on Monday: '.length,
      end: 'Posted by @maria on Monday: '.length + QUOTE.length,
    });
    document.body.innerHTML = after;
    expect(found(anchor)).toEqual(expected);
  });
});

/** Issue 34: a page edits the checked sentence into its opposite; the old verdict must not stay on it. */
describe('an edited sentence does not keep its verdict', () => {
  const CHECKED = 'Ultraviolet light is associated with higher COVID-19 growth rates';
  const ARTICLE = (id: string, words: string) =>
    `<p id="${id}">A new study of 100 countries, reported on Monday: ${words}. The authors call for more work.</p>`;
  it.each(['lower', 'reduced', 'slower', 'faster', 'no'])('"higher" becomes "%s": not found', (word) => {
    document.body.innerHTML = ARTICLE('p', CHECKED);
    const anchor = anchorOf('p', CHECKED);
    document.body.innerHTML = ARTICLE('p', CHECKED.replace('higher', word));
    expect(found(anchor)).toBeNull();
  });

  it('a content word dropped is another claim too; a case change is the same one', () => {
    document.body.innerHTML = ARTICLE('p', CHECKED);
    const anchor = anchorOf('p', CHECKED);
    document.body.innerHTML = ARTICLE('p', CHECKED.replace('Ultraviolet light ', 'Light '));
    expect(found(anchor)).toBeNull();
    document.body.innerHTML = ARTICLE('p', CHECKED.replace('Ultraviolet', 'ultraviolet'));
    expect(found(anchor)?.text).toBe(CHECKED.replace('Ultraviolet', 'ultraviolet'));
  });
});

describe('selectors in order: position, exact quote with context, fuzzy quote', () => {
  it('uses the position while the quote is still there, even where the context also fits elsewhere', () => {
    document.body.innerHTML = '<p id="a">Tip: zinc cures colds. Tip: zinc cures colds.</p>';
    const second = anchorOf('a', 'zinc cures colds', 1);
    const range = anchorQuote(second, document.body)!;
    expect(range.startOffset).toBe('Tip: zinc cures colds. Tip: '.length);
  });

  it('picks the occurrence nearest the stored position when the contexts tie (the quote repeated, text inserted before)', () => {
    document.body.innerHTML = '<p id="a">Tip: zinc cures colds. Tip: zinc cures colds. Tip: zinc cures colds.</p>';
    const third = anchorOf('a', 'zinc cures colds', 2);
    document.body.innerHTML = '<p id="a">New. Tip: zinc cures colds. Tip: zinc cures colds. Tip: zinc cures colds.</p>';
    const range = anchorQuote(third, document.body)!;
    expect(range.startOffset).toBe('New. Tip: zinc cures colds. Tip: zinc cures colds. Tip: '.length);
  });

  it('the quote repeated: the context decides over the position', () => {
    document.body.innerHTML =
      '<p id="a">Alice says: vitamin C cures colds. Really.</p><p id="b">Bob replies: vitamin C cures colds. Nonsense.</p>';
    const bob = anchorOf('b', 'vitamin C cures colds');
    document.body.innerHTML =
      '<p id="b">Bob replies: vitamin C cures colds. Nonsense.</p><p id="a">Alice says: vitamin C cures colds. Really.</p>';
    expect(found(bob)).toEqual({ text: 'vitamin C cures colds', in: 'b' });
  });

  it('an exact quote at a stale position falls through to the quote search, not to whatever text is there now', () => {
    document.body.innerHTML = POST('p', QUOTE);
    const anchor = anchorOf('p', QUOTE);
    document.body.innerHTML = `<p id="x">${'Filler words that push everything along. '.repeat(3)}</p>${POST('p', QUOTE)}`;
    expect(found(anchor)).toEqual({ text: QUOTE, in: 'p' });
  });
});

describe('stored anchors', () => {
  it('reads rows stored before positions existed, and they still anchor, also fuzzily', () => {
    const old = v.parse(AnchorSchema, {
      exact: QUOTE,
      prefix: 'Posted by @maria on Monday: ',
      suffix: '. Please share with everyone you',
    });
    expect(old.position).toBeUndefined();
    document.body.innerHTML = POST('p', QUOTE);
    expect(found(old)).toEqual({ text: QUOTE, in: 'p' });
    document.body.innerHTML = POST('p', 'Garlic cure COVID-19 in three days');
    expect(found(old)).toEqual({ text: 'Garlic cure COVID-19 in three days', in: 'p' });
  });

  it.each([
    [{ start: -1, end: 3 }, false],
    [{ start: 5, end: 2 }, false],
    [{ start: 1.5, end: 3 }, false],
    [{ start: 0, end: 0 }, true],
    [{ start: 10, end: 45 }, true],
  ])('validates a position %j: %s', (position, ok) => {
    expect(v.safeParse(AnchorSchema, { exact: 'x', prefix: '', suffix: '', position }).success).toBe(ok);
  });
});
