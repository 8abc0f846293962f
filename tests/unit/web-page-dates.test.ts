import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';

import { jsonLdObjects, markupDates, pageDates } from '../../lib/web/page-dates';

/** The date table (issue 32 item 4): JSON-LD, article meta, scholarly and Dublin Core meta, then Last-Modified; hostile markup says nothing. */

const NOW = Date.UTC(2026, 11, 3);
const ld = (json: string) => `<script type="application/ld+json">${json}</script>`;
const meta = (attr: string, name: string, content: string) => `<meta ${attr}="${name}" content="${content}">`;

function datesOf(head: string, lastModified: string | null = null, readability: string | null = null) {
  const { document } = parseHTML(`<!doctype html><html><head>${head}</head><body><p>Text.</p></body></html>`);
  const own = markupDates(document, jsonLdObjects(document), NOW);
  return pageDates(own, { readability, lastModified }, NOW);
}

describe('the dates a page says it was published and modified', () => {
  it.each([
    [
      'JSON-LD on its own',
      ld('{"@type":"Article","datePublished":"2019-11-20","dateModified":"2023-02-01T10:00:00Z"}'),
      ['2019-11-20', '2023-02-01'],
    ],
    [
      'JSON-LD in @graph',
      ld(
        '{"@context":"https://schema.org","@graph":[{"@type":"WebSite"},{"@type":"MedicalWebPage","datePublished":"2020-05-06"}]}',
      ),
      ['2020-05-06', null],
    ],
    [
      'JSON-LD as an array',
      ld('[{"@type":"Organization"},{"@type":"Article","dateModified":"2022-07-08"}]'),
      [null, '2022-07-08'],
    ],
    [
      'article meta',
      meta('property', 'article:published_time', '2021-03-04T09:00:00Z') +
        meta('property', 'article:modified_time', '2024-01-02'),
      ['2021-03-04', '2024-01-02'],
    ],
    ['citation_publication_date', meta('name', 'citation_publication_date', '2017/06/30'), ['2017-06-30', null]],
    ['dc.date', meta('name', 'dc.date', '2016-02-03'), ['2016-02-03', null]],
    ['DC.date.issued', meta('name', 'DC.date.issued', '2015-09-10'), ['2015-09-10', null]],
    ['og:updated_time', meta('property', 'og:updated_time', '2025-04-05T00:00:00+00:00'), [null, '2025-04-05']],
    ['itemprop dateModified', meta('itemprop', 'dateModified', '2024-10-11'), [null, '2024-10-11']],
    [
      'JSON-LD before meta',
      ld('{"datePublished":"2019-01-01"}') + meta('property', 'article:published_time', '2021-01-01'),
      ['2019-01-01', null],
    ],
    [
      'an undated script, then a dated one',
      ld('{"@type":"WebSite"}') + ld('{"datePublished":"2018-08-08"}'),
      ['2018-08-08', null],
    ],
  ])('%s', (_, head, expected) => {
    expect(Object.values(datesOf(head))).toEqual(expected);
  });

  it.each([
    ['JSON that is not JSON', ld('{"datePublished": "2019-01-01",,}')],
    ['a date that is an object', ld('{"datePublished":{"toString":"2019-01-01"}}')],
    ['a date that is a number', ld('{"datePublished":20190101}')],
    ['a date in a list', ld('{"datePublished":["2019-01-01"]}')],
    ['a date only on the prototype', ld('{"__proto__":{"datePublished":"2019-01-01"}}')],
    ['markup in the value', ld('{"datePublished":"<b>2019-01-01</b>"}')],
    ['a far-future date', ld('{"datePublished":"2999-01-01"}') + meta('name', 'dc.date', '3000-01-01')],
    ['a date before 1900', meta('name', 'citation_date', '1850-01-01')],
    ['an over-long value', ld(`{"datePublished":"2019-01-01${' '.repeat(100)}x"}`)],
    ['nesting past the walk', ld(`${'{"@graph":['.repeat(12)}{"datePublished":"2019-01-01"}${']}'.repeat(12)}`)],
    ['a date in the body text', '<title>Updated 2019-01-01</title>'],
  ])('ignores %s', (_, head) => {
    expect(datesOf(head)).toEqual({ published: null, modified: null });
  });

  it('reads the good script of a page whose other script is broken', () => {
    expect(datesOf(ld('{oops') + ld('{"datePublished":"2020-02-02"}')).published).toBe('2020-02-02');
  });

  it('records Last-Modified as a modified date, only where the page names no date', () => {
    const header = 'Mon, 06 May 2024 10:00:00 GMT';
    expect(datesOf('', header)).toEqual({ published: null, modified: '2024-05-06' });
    expect(datesOf(meta('name', 'dc.date', '2016-02-03'), header)).toEqual({ published: '2016-02-03', modified: null });
    expect(datesOf('', header, '2012-12-12')).toEqual({ published: '2012-12-12', modified: null });
    expect(datesOf('', 'not a date')).toEqual({ published: null, modified: null });
  });
});
