/**
 * A word-level diff of a text against its corrected version, for the side panel: kept text and
 * changes (what was deleted, what was inserted), each change with its place in the original so
 * that it can be traced to the sentence and claims it changed. Longest common subsequence over
 * tokens (words, whitespace, punctuation, the marks of corrected-text.ts as one token), after
 * the common head and tail are taken off: a correction changes a few sentences of a text.
 */

export type DiffPart =
  { kind: 'same'; text: string } | { kind: 'change'; deleted: string; inserted: string; at: number };

/** Beyond this many cells the middle is shown as one change rather than compared word by word. */
const MAX_CELLS = 4_000_000;

const TOKEN = /\[(?:unverified|false)\]|\s+|[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*|[^\s\p{L}\p{N}]/gu;

export function tokens(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

/** A kept word counts far more than kept whitespace: spaces matched out of place must not cost a word its match. */
const weight = (token: string) => (/^\s+$/.test(token) ? 1 : 1000);

type Op = { kind: 'same' | 'del' | 'ins'; text: string };

/** The edit script between two token lists (a weighted LCS by dynamic programming over the table). */
function lcsOps(a: readonly string[], b: readonly string[]): Op[] {
  if (a.length * b.length > MAX_CELLS) {
    return [...a.map((text) => ({ kind: 'del' as const, text })), ...b.map((text) => ({ kind: 'ins' as const, text }))];
  }
  const w = b.length + 1;
  const table = new Uint32Array((a.length + 1) * w);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      table[i * w + j] =
        a[i] === b[j]
          ? table[(i + 1) * w + j + 1]! + weight(a[i]!)
          : Math.max(table[(i + 1) * w + j]!, table[i * w + j + 1]!);
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) (ops.push({ kind: 'same', text: a[i++]! }), j++);
    else if (j < b.length && (i === a.length || table[i * w + j + 1]! >= table[(i + 1) * w + j]!))
      ops.push({ kind: 'ins', text: b[j++]! });
    else ops.push({ kind: 'del', text: a[i++]! });
  }
  return ops;
}

/** Whitespace kept between two changed stretches reads better as part of one change. */
const absorbable = (ops: readonly Op[], k: number) =>
  ops[k]!.kind === 'same' &&
  /^\s+$/.test(ops[k]!.text) &&
  ops[k - 1] !== undefined &&
  ops[k - 1]!.kind !== 'same' &&
  ops[k + 1] !== undefined &&
  ops[k + 1]!.kind !== 'same';

/** The parts of `after` against `before`: kept text and changes, in order. */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const ops: Op[] = [
    ...a.slice(0, head).map((text) => ({ kind: 'same' as const, text })),
    ...lcsOps(a.slice(head, a.length - tail), b.slice(head, b.length - tail)),
    ...a.slice(a.length - tail).map((text) => ({ kind: 'same' as const, text })),
  ];
  const parts: DiffPart[] = [];
  let at = 0;
  let change: Extract<DiffPart, { kind: 'change' }> | null = null;
  for (const [k, op] of ops.entries()) {
    if (op.kind === 'same' && !absorbable(ops, k)) {
      change = null;
      const last = parts.at(-1);
      if (last?.kind === 'same') last.text += op.text;
      else parts.push({ kind: 'same', text: op.text });
    } else {
      if (!change) parts.push((change = { kind: 'change', deleted: '', inserted: '', at }));
      if (op.kind !== 'ins') change.deleted += op.text;
      if (op.kind !== 'del') change.inserted += op.text;
    }
    if (op.kind !== 'ins') at += op.text.length;
  }
  for (let k = 0; k < parts.length; k++) slideLeft(parts, k);
  return parts.filter((p) => p.kind === 'change' || p.text);
}

/**
 * An insertion that ends in the whitespace it follows is moved before that whitespace: a mark
 * put after a sentence then touches the sentence it marks, not the next one.
 */
function slideLeft(parts: DiffPart[], k: number): void {
  const [before, part] = [parts[k - 1], parts[k]!];
  if (part.kind !== 'change' || part.deleted || before?.kind !== 'same') return;
  let moved = '';
  while (/\s$/.test(before.text) && before.text.at(-1) === part.inserted.at(-1)) {
    moved = before.text.at(-1)! + moved;
    part.inserted = before.text.at(-1)! + part.inserted.slice(0, -1);
    before.text = before.text.slice(0, -1);
    part.at--;
  }
  if (!moved) return;
  const after = parts[k + 1];
  if (after?.kind === 'same') after.text = moved + after.text;
  else parts.splice(k + 1, 0, { kind: 'same', text: moved });
}
