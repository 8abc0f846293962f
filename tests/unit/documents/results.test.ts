import { describe, expect, it } from 'vitest';

import { ClaimsFileError, parseClaimsFile } from '../../../lib/documents/claims-file';
import { csvRecord, parseCsv } from '../../../lib/documents/csv';
import { sha256Hex } from '../../../lib/documents/hash';
import { type CheckedClaim, claimResults, resultsCsv, resultsJson } from '../../../lib/documents/results';

const CHECKED: CheckedClaim[] = [
  {
    claim: 'Flublok contains 45 mcg of HA per strain',
    verdict: 'True',
    confidence: 0.9234,
    explanation: 'The label states the dose, "45 mcg".',
    citations: [
      { quote: 'Each 0.5 mL dose contains 45 mcg of hemagglutinin', documentName: 'label.pdf', page: 3 },
      { quote: '=HYPERLINK("http://evil")', documentName: '@notes.md', page: 1 },
    ],
  },
  { claim: '-Flublok cures flu', verdict: 'Unverified', confidence: 1.7, explanation: '', citations: [] },
];

describe('results in the shape of Fact Checking Solution', () => {
  it('maps each checked claim to claim, verdict, confidence, reasoning and details', () => {
    expect(claimResults(CHECKED)).toEqual([
      {
        claim: 'Flublok contains 45 mcg of HA per strain',
        verdict: 'True',
        confidence: 0.923,
        reasoning: 'The label states the dose, "45 mcg".',
        details: [
          { text: 'Each 0.5 mL dose contains 45 mcg of hemagglutinin', document: 'label.pdf', page: 3 },
          { text: '=HYPERLINK("http://evil")', document: '@notes.md', page: 1 },
        ],
      },
      { claim: '-Flublok cures flu', verdict: 'Unverified', confidence: 1, reasoning: '', details: [] },
    ]);
  });

  it('writes JSON that parses back to the same rows', () => {
    const json = resultsJson(CHECKED);
    expect(json.endsWith('\n')).toBe(true);
    expect(JSON.parse(json)).toEqual(claimResults(CHECKED));
  });

  it('writes CSV: a row per detail, RFC 4180 quoting, formulas defused', () => {
    const csv = resultsCsv(CHECKED);
    expect(csv.startsWith('\uFEFFclaim,verdict,confidence,reasoning,text,document,page\r\n')).toBe(true);
    const rows = parseCsv(csv).map((r) => r.cells);
    expect(rows).toEqual([
      ['claim', 'verdict', 'confidence', 'reasoning', 'text', 'document', 'page'],
      [
        'Flublok contains 45 mcg of HA per strain',
        'True',
        '0.923',
        'The label states the dose, "45 mcg".',
        'Each 0.5 mL dose contains 45 mcg of hemagglutinin',
        'label.pdf',
        '3',
      ],
      [
        'Flublok contains 45 mcg of HA per strain',
        'True',
        '0.923',
        'The label states the dose, "45 mcg".',
        `'=HYPERLINK("http://evil")`,
        `'@notes.md`,
        '1',
      ],
      [`'-Flublok cures flu`, 'Unverified', '1', '', '', '', ''],
    ]);
  });

  it('quotes a cell only when it must', () => {
    expect(csvRecord(['plain', 'a,b', 'say "hi"', 'two\nlines', ' padded', -3, '+1'])).toBe(
      'plain,"a,b","say ""hi""","two\nlines"," padded",-3,\'+1\r\n',
    );
  });

  it('reads its own CSV back as a claims file', () => {
    const claims = parseClaimsFile(resultsCsv(CHECKED), 'results.csv').claims.map((c) => c.text);
    expect(claims).toEqual([
      'Flublok contains 45 mcg of HA per strain',
      'Flublok contains 45 mcg of HA per strain',
      "'-Flublok cures flu",
    ]);
    expect(() => parseClaimsFile('', 'x.csv')).toThrow(ClaimsFileError);
  });
});

describe('sha256Hex', () => {
  it('hashes bytes to lower-case hex', async () => {
    expect(await sha256Hex(new TextEncoder().encode('abc'))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(await sha256Hex(new Uint8Array(0))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});
