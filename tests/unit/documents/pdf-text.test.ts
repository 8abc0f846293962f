import { describe, expect, it } from 'vitest';

import { joinTextPieces, type TextPiece } from '../../../lib/documents/extract/pdf-text';

/** A run of text at (x, y), 10 pt, each character 5 pt wide. */
const run = (str: string, x: number, y: number, hasEOL = false): TextPiece => ({
  str,
  hasEOL,
  transform: [10, 0, 0, 10, x, y],
  width: str.length * 5,
  height: 10,
});

describe('joinTextPieces', () => {
  it.each([
    ['runs that touch are one word', [run('vacc', 0, 100), run('ine', 20, 100)], 'vaccine'],
    ['a gap between runs is a space', [run('flu', 0, 100), run('shot', 25, 100)], 'flu shot'],
    ['a line end inside a paragraph is a space', [run('reduces', 0, 100, true), run('risk', 0, 88)], 'reduces risk'],
    ['a hyphen at a line end joins', [run('long-', 0, 100, true), run('term', 0, 88)], 'long-term'],
    ['a paragraph gap is a line break', [run('End.', 0, 100, true), run('Next', 0, 70)], 'End.\nNext'],
    ['an empty EOL marker breaks the line', [run('one', 0, 100), run('', 15, 100, true), run('two', 0, 88)], 'one two'],
    ['a new line without hasEOL still breaks', [run('top', 0, 100), run('below', 0, 60)], 'top\nbelow'],
    ['spaces the PDF draws are kept once', [run('a ', 0, 100), run(' b', 10, 100)], 'a b'],
  ])('%s', (_name, pieces, text) => {
    expect(joinTextPieces(pieces)).toBe(text);
  });
});
