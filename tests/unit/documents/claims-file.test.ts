import { describe, expect, it } from 'vitest';

import { ClaimsFileError, claimsFormat, parseClaimsFile } from '../../../lib/documents/claims-file';
import { parseCsv } from '../../../lib/documents/csv';

const wholeFileError = (text: string, name?: string) => {
  try {
    parseClaimsFile(text, name);
  } catch (e) {
    if (e instanceof ClaimsFileError) return e.message;
    throw e;
  }
  throw new Error('expected a ClaimsFileError');
};

describe('claims files', () => {
  it('reads a JSON array of strings, with each line', () => {
    const text = '[\n  "Flublok contains 45 mcg of HA",\n  "It is approved from age 18"\n]';
    expect(parseClaimsFile(text, 'claims.json')).toEqual({
      claims: [
        { line: 2, text: 'Flublok contains 45 mcg of HA' },
        { line: 3, text: 'It is approved from age 18' },
      ],
      errors: [],
    });
  });

  it('reads a JSON array of objects with a claim field, reporting bad items by line', () => {
    const text = [
      '[',
      '  {"claim": "One", "id": 1},',
      '  {"text": "no claim here", "id": 2},',
      '  {"claim": ""},',
      '  {"claim": 42},',
      '  ["nested"], null,',
      '  {"claim": "Two \\"quoted\\", [bracketed]"}',
      ']',
    ].join('\n');
    expect(parseClaimsFile(text)).toEqual({
      claims: [
        { line: 2, text: 'One' },
        { line: 7, text: 'Two "quoted", [bracketed]' },
      ],
      errors: [
        { line: 3, message: 'Item 2 has no "claim" field (it has "text", "id").' },
        { line: 4, message: 'Item 3 has a "claim" that is empty, not the claim\'s text.' },
        { line: 5, message: 'Item 4 has a "claim" that is a number, not the claim\'s text.' },
        { line: 6, message: 'Item 5 is an array: write the claim as a string or as {"claim": "…"}.' },
        { line: 6, message: 'Item 6 is null: write the claim as a string or as {"claim": "…"}.' },
      ],
    });
  });

  it('reads a CSV with a claim column: quotes, commas, line breaks, BOM, CRLF', () => {
    const text =
      '\uFEFFid,Claim,source\r\n' +
      '1,"Vitamin C prevents colds, says the leaflet",leaflet\r\n' +
      '2,"A claim ""quoted""\r\nover two lines",trial\r\n' +
      '\r\n' +
      '3,,empty\r\n' +
      '4\r\n' +
      '5,"broken "quote,x\r\n' +
      '6,Plain claim,label\r\n';
    expect(parseClaimsFile(text, 'list.csv')).toEqual({
      claims: [
        { line: 2, text: 'Vitamin C prevents colds, says the leaflet' },
        { line: 3, text: 'A claim "quoted"\r\nover two lines' },
        { line: 9, text: 'Plain claim' },
      ],
      errors: [
        { line: 6, message: 'The claim cell is empty.' },
        { line: 7, message: 'The row has 1 cell(s); the claim is in column 2.' },
        { line: 8, message: 'Text follows a closing quote: inside quotes, write a " as "".' },
      ],
    });
  });

  it('reads a semicolon CSV as spreadsheets in some locales write it', () => {
    expect(parseClaimsFile('claim;note\nCoffee is safe;x\n', 'a.csv').claims).toEqual([
      { line: 2, text: 'Coffee is safe' },
    ]);
  });

  it('reads one claim per line, skipping blanks and # lines, dropping list markers', () => {
    const text = '# my claims\nFirst claim\r\n\n- Second claim\n2. Third claim\n   \n';
    expect(parseClaimsFile(text, 'claims.txt')).toEqual({
      claims: [
        { line: 2, text: 'First claim' },
        { line: 4, text: 'Second claim' },
        { line: 5, text: 'Third claim' },
      ],
      errors: [],
    });
  });

  it.each([
    ['["a"]', 'x', 'json'],
    ['claim,source\nA,b', '', 'csv'],
    ['Just a claim, with a comma', '', 'lines'],
    ['claim\nA', 'list.csv', 'csv'],
    ['[not json', 'notes.txt', 'lines'],
  ])('format of %j named %j → %s', (text, name, format) => {
    expect(claimsFormat(text, name)).toBe(format);
  });

  it.each([
    ['an empty file', '\uFEFF \n', undefined, /^The claims file is empty\. A claims file is a JSON array/],
    ['only comments', '# nothing\n\n', undefined, /holds no claims/],
    ['invalid JSON', '[\n "a",\n "b"\n "c"\n]', 'c.json', /^The claims file is not valid JSON near line 4 \(/],
    ['a JSON object', '{"claims": ["a"]}', undefined, /JSON but not an array: its top level is an object/],
    [
      'a CSV without a claim column',
      'text,source\nA,b\n',
      'c.csv',
      /no "claim" column \(its first row names "text", "source"\)/,
    ],
  ])('%s is refused, saying what the file should look like', (_what, text, name, message) => {
    expect(wholeFileError(text, name)).toMatch(message);
  });

  it('shows the shape of a good CSV when the claim column is missing', () => {
    expect(wholeFileError('a,b\n1,2', 'x.csv')).toContain('claim,source\n"Vitamin C prevents colds",leaflet');
  });
});

describe('parseCsv', () => {
  it('keeps the starting line of each record and unclosed quotes as an error', () => {
    expect(parseCsv('a,b\n"x\ny",z\n"open,1\n2')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x\ny', 'z'] },
      { line: 4, cells: ['open,1\n2'], error: 'A quoted field is never closed: a " is missing.' },
    ]);
  });
});
