import { documentsClaims as m } from '../i18n/catalogue/documents-claims';
import { t } from '../i18n/t';
import { messageOf } from '../util/errors';
import { parseCsv } from './csv';

/**
 * A list of claims to check (issue 30, the batch of Fact Checking Solution, whose claims come as
 * a JSON file): a JSON array of strings or of objects with a `claim` field, a CSV with a `claim`
 * column, or one claim per line. A bad row is reported with its line and the rest are kept; a
 * file that cannot be read at all throws a ClaimsFileError saying what is wrong and what the
 * file should look like.
 */

export interface ClaimsFile {
  claims: { line: number; text: string }[];
  errors: { line: number; message: string }[];
}

export type ClaimsFormat = 'json' | 'csv' | 'lines';

export class ClaimsFileError extends Error {
  override readonly name = 'ClaimsFileError';
}

/** What a claims file should look like, said after each refusal of a whole file. */
const shapes = () => t(m.shapes);

export function parseClaimsFile(text: string, fileName = ''): ClaimsFile {
  const src = text.replace(/^\uFEFF/, '');
  if (!src.trim()) throw new ClaimsFileError(t(m.empty, shapes()));
  const format = claimsFormat(src, fileName);
  const parsed = format === 'json' ? fromJson(src) : format === 'csv' ? fromCsv(src) : fromLines(src);
  if (!parsed.claims.length && !parsed.errors.length) throw new ClaimsFileError(t(m.noClaims, shapes()));
  return parsed;
}

/** By extension first; else JSON when it opens with '[', CSV when its first row names a claim column. */
export function claimsFormat(text: string, fileName = ''): ClaimsFormat {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (ext === 'json') return 'json';
  if (ext === 'csv' || ext === 'tsv') return 'csv';
  if (ext === 'txt') return 'lines';
  const start = text.trimStart();
  if (start.startsWith('[') || start.startsWith('{')) return 'json';
  const header = parseCsv(start.split(/\r?\n/, 1)[0]!)[0]?.cells ?? [];
  return header.length > 1 && header.some(isClaimHeader) ? 'csv' : 'lines';
}

const isClaimHeader = (cell: string) => cell.trim().toLowerCase() === 'claim';

function fromJson(src: string): ClaimsFile {
  let data: unknown;
  try {
    data = JSON.parse(src);
  } catch (e) {
    const at = /position (\d+)/.exec(String(e))?.[1];
    const where = at === undefined ? '' : t(m.nearLine, lineAt(src, Number(at)));
    throw new ClaimsFileError(t(m.notJson, where, messageOf(e), shapes()));
  }
  if (!Array.isArray(data)) {
    throw new ClaimsFileError(t(m.notArray, describe(data), shapes()));
  }
  const lines = elementLines(src);
  const out: ClaimsFile = { claims: [], errors: [] };
  data.forEach((item: unknown, i) => {
    const line = lines[i] ?? 1;
    const value = typeof item === 'string' ? item : isRecord(item) ? item.claim : undefined;
    if (typeof value === 'string' && value.trim()) out.claims.push({ line, text: value.trim() });
    else out.errors.push({ line, message: itemProblem(item, i) });
  });
  return out;
}

function itemProblem(item: unknown, i: number): string {
  const which = t(m.item, i + 1);
  if (typeof item === 'string') return t(m.itemEmpty, which);
  if (!isRecord(item)) return t(m.itemKind, which, describe(item));
  if (!('claim' in item)) {
    const keys = Object.keys(item);
    return keys.length ? t(m.itemNoFieldHas, which, keys.map((k) => `"${k}"`).join(', ')) : t(m.itemNoField, which);
  }
  return t(m.itemClaimKind, which, typeof item.claim === 'string' ? t(m.kindEmpty) : describe(item.claim));
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return t(m.kindArray);
  return typeof v === 'object' ? t(m.kindObject) : t(m.kindOther, typeof v);
}

function lineAt(src: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < src.length; i++) if (src[i] === '\n') line++;
  return line;
}

/** The line where each element of the top-level JSON array starts (the text is valid JSON). */
function elementLines(src: string): number[] {
  const out: number[] = [];
  let depth = 0;
  let line = 1;
  let expecting = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (c === '\n') line++;
    if (/\s/.test(c)) continue;
    if (expecting && depth === 1 && c !== ']') out.push(line);
    expecting = false;
    if (c === '"') {
      for (i++; i < src.length && src[i] !== '"'; i++) if (src[i] === '\\') i++;
    } else if (c === '[' || c === '{') {
      depth++;
      if (depth === 1) expecting = true;
    } else if (c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 1) expecting = true;
  }
  return out;
}

function fromCsv(src: string): ClaimsFile {
  const [header, ...rows] = parseCsv(src);
  const column = header?.cells.findIndex(isClaimHeader) ?? -1;
  if (!header || column < 0) {
    const found = header?.cells.filter((c) => c.trim()).map((c) => `"${c.trim()}"`) ?? [];
    const names = found.length ? t(m.firstRowNames, found.join(', ')) : '';
    // not interface text: the example is a file's own text, the same in every language
    throw new ClaimsFileError(`${t(m.noColumn, names)}\nclaim,source\n"Vitamin C prevents colds",leaflet`);
  }
  const out: ClaimsFile = { claims: [], errors: [] };
  for (const row of rows) {
    if (row.cells.every((c) => !c.trim())) continue;
    if (row.error) out.errors.push({ line: row.line, message: row.error });
    else if (row.cells.length <= column)
      out.errors.push({
        line: row.line,
        message: t(m.rowCells, row.cells.length, column + 1),
      });
    else if (!row.cells[column]!.trim()) out.errors.push({ line: row.line, message: t(m.cellEmpty) });
    else out.claims.push({ line: row.line, text: row.cells[column]!.trim() });
  }
  return out;
}

const LIST_MARKER = /^(?:[-*•+]|\d{1,3}[.)])\s+/u;

/** One claim per line; blank lines and lines starting with # are skipped, list markers dropped. */
function fromLines(src: string): ClaimsFile {
  const out: ClaimsFile = { claims: [], errors: [] };
  src.split(/\r\n|\r|\n/).forEach((raw, i) => {
    const text = raw.trim().replace(LIST_MARKER, '').trim();
    if (text && !raw.trim().startsWith('#')) out.claims.push({ line: i + 1, text });
  });
  return out;
}
