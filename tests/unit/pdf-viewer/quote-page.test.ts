import { describe, expect, it } from 'vitest';

import { quotePages } from '../../../lib/pdf-viewer/quote-page';

/**
 * The page half of a PDF badge's anchor: the pages a checked quote stands on, the one whose
 * surroundings match the anchor's context first, whatever the whitespace of the text layer.
 */

const CLAIM = 'Vitamin C prevents colds.';
const PAGES = [
  `Summary. ${CLAIM} Read on for the evidence.`,
  'Methods. We searched three databases.',
  `Results. In the trials, ${CLAIM} was not borne out in adults.`,
  'Appendix. No claim here.',
];

describe('quotePages', () => {
  it.each([
    ['the context of the summary', { exact: CLAIM, prefix: 'Summary.', suffix: 'Read on' }, [1, 3]],
    ['the context of the results', { exact: CLAIM, prefix: 'In the trials,', suffix: 'was not' }, [3, 1]],
    ['no context: the earlier page first', { exact: CLAIM, prefix: '', suffix: '' }, [1, 3]],
    ['a quote the text layer spaced otherwise', { exact: 'We  searched\nthree', prefix: '', suffix: '' }, [2]],
    [
      'a quote over a page break: both pages',
      { exact: 'three databases. Results. In the', prefix: 'We searched', suffix: '' },
      [2, 3],
    ],
    ['a quote no page holds (the PDF changed)', { exact: 'Zinc cures colds.', prefix: '', suffix: '' }, []],
    ['an empty quote', { exact: ' ', prefix: 'Summary.', suffix: '' }, []],
  ])('%s', (_name, anchor, pages) => expect(quotePages(PAGES, anchor)).toEqual(pages));

  it('counts pages from one and finds a quote on the last page', () =>
    expect(quotePages(PAGES, { exact: 'No claim here.', prefix: '', suffix: '' })).toEqual([4]));
});
