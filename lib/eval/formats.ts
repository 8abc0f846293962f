import { parseDelimited } from './csv';
import { mapCheckCovidLabel, mapConstraintLabel, mapGenericLabel, mapHealthFcLabel, mapRumorLabel } from './labels';
import type { EvalItem, GoldLabel, ParsedDataset, RowError } from './types';

/**
 * Readers for labelled claim files. Malformed rows are reported with their line number,
 * skipped and counted; they never stop the run.
 */

export const FORMATS = ['jsonl', 'check-covid', 'healthfc', 'constraint', 'covid19-rumor'] as const;
export type DatasetFormat = (typeof FORMATS)[number];

const MAX_CLAIM_CHARS = 5000;

/** The format when --format is not given: by file type and the first lines. */
export function detectFormat(fileName: string, text: string): DatasetFormat {
  const head = text.slice(0, 4000);
  if (/\.(csv|tsv)$/i.test(fileName)) {
    const header = head.split('\n')[0] ?? '';
    if (/\ben_claim\b/.test(header)) return 'healthfc';
    return /^label,content\b/i.test(header.trim()) ? 'covid19-rumor' : 'constraint';
  }
  return /"label"\s*:\s*"(SUPPORT|REFUTE|NOTENOUGHINFO)"/.test(head) ? 'check-covid' : 'jsonl';
}

export function parseDataset(text: string, format: DatasetFormat): ParsedDataset {
  switch (format) {
    case 'jsonl':
      return parseJsonLines(
        text,
        (o) => ({ claim: str(o.claim ?? o.text), label: str(o.label), id: o.id }),
        mapGenericLabel,
      );
    case 'check-covid':
      return parseJsonLines(text, (o) => ({ claim: str(o.claim), label: str(o.label), id: o.id }), mapCheckCovidLabel);
    case 'healthfc':
      return parseTable(text, ',', ['en_claim', 'claim'], ['label'], mapHealthFcLabel);
    case 'constraint':
      return parseTable(
        text,
        text.slice(0, 2000).includes('\t') ? '\t' : ',',
        ['tweet', 'claim', 'text'],
        ['label'],
        mapConstraintLabel,
      );
    case 'covid19-rumor':
      return parseTable(text, ',', ['content'], ['label'], mapRumorLabel);
  }
}

function str(v: unknown): string {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

type Fields = { claim: string; label: string; id?: unknown };

function parseJsonLines(
  text: string,
  pick: (o: Record<string, unknown>) => Fields,
  map: (l: string) => GoldLabel | null,
): ParsedDataset {
  const items: EvalItem[] = [];
  const errors: RowError[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    if (!raw.trim()) return;
    let o: unknown;
    try {
      o = JSON.parse(raw);
    } catch {
      errors.push({ line, message: 'not valid JSON' });
      return;
    }
    if (!o || typeof o !== 'object' || Array.isArray(o)) {
      errors.push({ line, message: 'not a JSON object' });
      return;
    }
    add(items, errors, line, pick(o as Record<string, unknown>), map);
  });
  return { items, errors };
}

function parseTable(
  text: string,
  delimiter: string,
  claimCols: string[],
  labelCols: string[],
  map: (l: string) => GoldLabel | null,
): ParsedDataset {
  const rows = parseDelimited(text, delimiter);
  const items: EvalItem[] = [];
  const errors: RowError[] = [];
  const header = rows.shift();
  if (!header) return { items, errors: [{ line: 1, message: 'empty file' }] };
  const names = header.cells.map((c) => c.trim().toLowerCase());
  const claimAt = names.findIndex((n) => claimCols.includes(n));
  const labelAt = names.findIndex((n) => labelCols.includes(n));
  const idAt = names.indexOf('id');
  if (claimAt < 0 || labelAt < 0) {
    return {
      items,
      errors: [
        {
          line: header.line,
          message: `header needs a claim column (${claimCols.join(' or ')}) and a label column; found: ${names.join(', ')}`,
        },
      ],
    };
  }
  for (const row of rows) {
    if (row.cells.length !== names.length) {
      errors.push({ line: row.line, message: `${row.cells.length} fields where the header has ${names.length}` });
      continue;
    }
    add(
      items,
      errors,
      row.line,
      { claim: row.cells[claimAt]!, label: row.cells[labelAt]!, id: idAt >= 0 ? row.cells[idAt] : undefined },
      map,
    );
  }
  return { items, errors };
}

function add(
  items: EvalItem[],
  errors: RowError[],
  line: number,
  f: Fields,
  map: (l: string) => GoldLabel | null,
): void {
  const claim = f.claim.replace(/\s+/g, ' ').trim();
  if (!claim) return void errors.push({ line, message: 'no claim text' });
  if ([...claim].length > MAX_CLAIM_CHARS)
    return void errors.push({ line, message: `claim longer than ${MAX_CLAIM_CHARS} characters` });
  if (!f.label.trim()) return void errors.push({ line, message: 'no label' });
  const gold = map(f.label);
  if (!gold) return void errors.push({ line, message: `unknown label "${f.label.slice(0, 40)}"` });
  const id = f.id === undefined || f.id === null || f.id === '' ? `line-${line}` : String(f.id);
  if (items.some((i) => i.id === id)) return void errors.push({ line, message: `duplicate id "${id}"` });
  items.push({ id, claim, gold, rawLabel: f.label.trim(), line });
}
