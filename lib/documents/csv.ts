import { documentsClaims as m } from '../i18n/catalogue/documents-claims';
import { t } from '../i18n/t';
/**
 * CSV as RFC 4180 has it: fields split by a comma, records by CRLF or LF, a field in double
 * quotes may hold commas, line breaks and doubled quotes (""). A leading byte-order mark is
 * dropped. Spreadsheets in some locales write ';' or a tab instead of a comma: the header row
 * decides. Each record keeps the line it starts on, so a bad row can be named.
 */

export interface CsvRecord {
  /** 1-based line of the file where the record starts. */
  line: number;
  cells: string[];
  /** Set when the record breaks the format (the cells are then what could be read). */
  error?: string;
}

export function parseCsv(text: string): CsvRecord[] {
  const src = text.replace(/^\uFEFF/, '');
  const firstLine = src.slice(0, src.search(/\r?\n|$/));
  const sep =
    !firstLine.includes(',') && firstLine.includes(';')
      ? ';'
      : !firstLine.includes(',') && firstLine.includes('\t')
        ? '\t'
        : ',';
  const out: CsvRecord[] = [];
  let line = 1;
  let i = 0;
  while (i < src.length) {
    const record: CsvRecord = { line, cells: [] };
    let cell = '';
    for (;;) {
      if (src[i] === '"' && cell === '') {
        const close = readQuoted(src, i + 1);
        cell = close.value;
        line += close.newlines;
        i = close.end;
        if (close.end > src.length) {
          record.error = t(m.unclosedQuote);
          record.cells.push(cell);
          break;
        }
        if (i < src.length && src[i] !== sep && src[i] !== '\r' && src[i] !== '\n') {
          record.error = t(m.textAfterQuote);
          while (i < src.length && src[i] !== sep && src[i] !== '\n') cell += src[i++];
        }
      } else {
        while (i < src.length && src[i] !== sep && src[i] !== '\r' && src[i] !== '\n') cell += src[i++];
      }
      record.cells.push(cell);
      cell = '';
      if (src[i] === sep) {
        i++;
        continue;
      }
      break;
    }
    if (src[i] === '\r') i++;
    if (src[i] === '\n') i++;
    line++;
    out.push(record);
  }
  return out;
}

/** A quoted field from just after its opening quote: its value, where it ends, the line breaks in it. */
function readQuoted(src: string, from: number): { value: string; end: number; newlines: number } {
  let value = '';
  let newlines = 0;
  let i = from;
  while (i < src.length) {
    const c = src[i]!;
    if (c === '"') {
      if (src[i + 1] === '"') {
        value += '"';
        i += 2;
        continue;
      }
      return { value, end: i + 1, newlines };
    }
    if (c === '\n') newlines++;
    value += c;
    i++;
  }
  return { value, end: src.length + 1, newlines };
}

/**
 * One CSV record, CRLF-terminated (RFC 4180). A cell that a spreadsheet would run as a formula
 * (text starting with = + - @, a tab or a carriage return; numbers are written as numbers) gets a leading ' — the OWASP
 * advice against CSV injection — since claims and quotes come from pages and documents.
 */
export function csvRecord(cells: readonly (string | number)[]): string {
  return `${cells.map((c) => (typeof c === 'number' ? String(c) : csvCell(c))).join(',')}\r\n`;
}

function csvCell(value: string): string {
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) || guarded !== guarded.trim() ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}
