import { describe, expect, it } from 'vitest';

import { isoDay } from '../../lib/web/dates';
import { extractReadable } from '../../lib/web/extract';
import { pageOptions, readOnePage } from './support/read-one-page';

/** Dated evidence (issue 32 item 4): the day a page says it was published, or its server's Last-Modified. */

const NOW = Date.UTC(2026, 11, 3);
const ARTICLE = `<p>${'Adults should take 10 micrograms of vitamin D a day in autumn and winter. '.repeat(12)}</p>`;
const page = (head: string) =>
  `<!doctype html><html><head><title>Vitamin D</title>${head}</head><body><article>${ARTICLE}</article></body></html>`;

describe('the day a page was published', () => {
  it.each([
    ['article:published_time', '<meta property="article:published_time" content="2021-03-04T09:00:00Z">', '2021-03-04'],
    [
      'JSON-LD datePublished',
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Vitamin D","datePublished":"2019-11-20"}</script>',
      '2019-11-20',
    ],
    ['parsely-pub-date', '<meta name="parsely-pub-date" content="2018-01-02">', '2018-01-02'],
    ['nothing', '', null],
    ['a date that is not one', '<meta property="article:published_time" content="yesterday, honestly">', null],
    ['a date in the far future', '<meta property="article:published_time" content="2999-01-01">', null],
    ['markup in the value', '<meta property="article:published_time" content="<b>2020-01-01</b>">', null],
  ])('%s → %s', (_, head, day) => {
    expect(extractReadable(page(head), 'https://www.nhs.uk/vitamin-d').published).toBe(day);
  });

  it.each([
    ['Wed, 21 Oct 2015 07:28:00 GMT', '2015-10-21'],
    ['2026-12-04T00:00:00Z', '2026-12-04'],
    ['2026-12-05T00:00:00Z', null],
    ['1899-12-31', null],
    ['', null],
  ])('isoDay(%j) → %s', (raw, day) => {
    expect(isoDay(raw, NOW)).toBe(day);
  });

  it('takes the server’s Last-Modified as a modified date where the page says nothing, and the page’s own dates over it', async () => {
    const serve = (html: string) => async () =>
      new Response(html, {
        headers: { 'content-type': 'text/html; charset=utf-8', 'last-modified': 'Mon, 06 May 2024 10:00:00 GMT' },
      });
    const read = (html: string) => readOnePage('https://www.nhs.uk/vitamin-d', pageOptions(serve(html)));
    const plain = await read(page(''));
    const dated = await read(page('<meta property="article:published_time" content="2021-03-04">'));
    expect(plain.ok && [plain.page.published, plain.page.modified]).toEqual([undefined, '2024-05-06']);
    expect(dated.ok && [dated.page.published, dated.page.modified]).toEqual(['2021-03-04', undefined]);
  });
});
