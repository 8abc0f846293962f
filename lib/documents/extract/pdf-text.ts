/**
 * A PDF page's text from pdf.js's text items. A PDF places runs of glyphs, not words and lines:
 * pdf.js marks the end of a line (`hasEOL`) but a space between two runs on one line is often
 * only a gap in their positions. Runs are joined with a space where the gap is wider than a
 * fraction of the font size, lines of one paragraph with a space (a hyphen at a line's end is
 * kept, with no space, so "long-term" stays one word), and a new paragraph — a vertical jump of
 * more than 1.5 lines, as a block or a column change makes — with a line break.
 */

export interface TextPiece {
  str: string;
  hasEOL: boolean;
  /** [a, b, c, d, x, y] of the run's text matrix. */
  transform: readonly number[];
  width: number;
  height: number;
}

/** A gap wider than this share of the font size between two runs of one line is a space. */
const WORD_GAP = 0.15;
/** A drop of more than this many font sizes between lines starts a new paragraph. */
const PARAGRAPH_GAP = 1.5;

const fontSize = (p: TextPiece) => Math.hypot(p.transform[2] ?? 0, p.transform[3] ?? 0) || p.height || 10;
const x = (p: TextPiece) => p.transform[4] ?? 0;
const y = (p: TextPiece) => p.transform[5] ?? 0;

export function joinTextPieces(pieces: readonly TextPiece[]): string {
  let out = '';
  let prev: TextPiece | null = null;
  let lineEnded = false;
  for (const piece of pieces) {
    if (!piece.str) {
      lineEnded ||= piece.hasEOL;
      continue;
    }
    if (prev) out += separator(prev, piece, lineEnded, out);
    out += piece.str;
    lineEnded = piece.hasEOL;
    prev = piece;
  }
  return out
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .trim();
}

function separator(prev: TextPiece, next: TextPiece, lineEnded: boolean, sofar: string): string {
  const size = fontSize(prev);
  const drop = Math.abs(y(prev) - y(next));
  const newLine = lineEnded || drop > size * 0.5;
  if (newLine && drop > size * PARAGRAPH_GAP) return '\n';
  if (/\s$/.test(sofar) || /^\s/.test(next.str)) return '';
  if (newLine) return /\p{L}-$/u.test(sofar) ? '' : ' ';
  return x(next) - (x(prev) + prev.width) > size * WORD_GAP ? ' ' : '';
}
