import { describe, expect, it } from 'vitest';

import { pageUrlOf } from '../../lib/documents/library/ids';
import { evidenceBlock } from '../../lib/tribunal/prompts/evidence';

/** The tribunal is told where its passages come from: the reader's documents are not web pages (issue 30). */
describe('the evidence block names its provenance', () => {
  const passage = (url: string) => ({ text: 'Vitamin D 10 micrograms a day.', url, domain: 'x', score: 0.9 });
  const doc = pageUrlOf('doc:0123456789abcdef', 3);
  it.each([
    ['web pages only', [passage('https://www.who.int/a')], 'retrieved from trusted web sources.'],
    ['documents only', [passage(doc)], 'retrieved from documents the reader trusts (one page of a document per url).'],
    [
      'both',
      [passage(doc), passage('https://www.who.int/a')],
      'retrieved from trusted web sources and documents the reader trusts.',
    ],
  ])('%s', (_, passages, line) => {
    expect(evidenceBlock({ passages })).toContain(`The passages below were ${line}`);
  });
});
