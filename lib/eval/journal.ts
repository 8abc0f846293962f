import { appendFileSync, existsSync, readFileSync } from 'node:fs';

import type { EvalRecord } from './types';

/**
 * The run journal: one JSON line per finished (system, claim). An interrupted run started again
 * with the same journal skips what is done. A claim that failed technically (its record has an
 * `error`) is done only for the report: a resumed run checks it again and the newer line wins.
 * A torn last line (the process died mid-write) is ignored and that claim runs again.
 *
 * The first line names the run (data file, format, systems, packs, models, LLM): a journal of
 * another run is refused rather than mixed in. `npm run check` keeps its journal the same way
 * (JsonlJournal with its own kind).
 */

export class JournalError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JournalError';
  }
}

interface Header {
  journal: string;
  run: Record<string, unknown>;
}

/** What a journal of one kind needs to know about its records. */
export interface JournalKind<R> {
  /** The header's `journal` field: a journal of another kind is refused. */
  name: string;
  /** Is this parsed line one of our records (a foreign or damaged line is skipped)? */
  isRecord(line: unknown): line is R;
  /** The record's key: a later line of the same key replaces an earlier one. */
  key(record: R): string;
  /** A record of a technical failure: kept for the report, run again on resume. */
  failed(record: R): boolean;
}

/**
 * A JSON-lines journal of finished work, shared by `npm run eval` (one line per system and
 * claim) and `npm run check` (one line per claim of the list).
 */
export class JsonlJournal<R> {
  private readonly done = new Map<string, R>();

  /** @param run what identifies the run; omitted, any journal is accepted (tests). */
  constructor(
    readonly file: string,
    private readonly kind: JournalKind<R>,
    run?: Record<string, unknown>,
  ) {
    if (!existsSync(file)) {
      if (run) appendFileSync(file, `${JSON.stringify({ journal: kind.name, run } satisfies Header)}\n`);
      return;
    }
    const text = readFileSync(file, 'utf8');
    // A torn last line must not swallow the next record.
    if (text && !text.endsWith('\n')) appendFileSync(file, '\n');
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        continue; // torn line: that claim is run again
      }
      const header = parsed as Partial<Header>;
      if (typeof header?.journal === 'string') {
        if (header.journal !== kind.name)
          throw new JournalError(
            `${file} is a ${header.journal} journal, not a ${kind.name} one: give another --journal (or delete this one).`,
          );
        if (run) checkSameRun(file, header.run ?? {}, run);
        continue;
      }
      if (kind.isRecord(parsed)) this.done.set(kind.key(parsed), parsed);
    }
  }

  /** Finished without a technical error: not run again. */
  protected hasKey(key: string): boolean {
    const r = this.done.get(key);
    return r !== undefined && !this.kind.failed(r);
  }

  add(record: R): void {
    appendFileSync(this.file, `${JSON.stringify(record)}\n`);
    this.done.set(this.kind.key(record), record);
  }

  /** The latest record of every key. */
  all(): R[] {
    return [...this.done.values()];
  }

  get size(): number {
    return this.done.size;
  }
}

const EVAL_KIND: JournalKind<EvalRecord> = {
  name: 'claimlens-eval',
  isRecord: (r): r is EvalRecord =>
    !!r && typeof (r as EvalRecord).id === 'string' && typeof (r as EvalRecord).system === 'string',
  key: (r) => key(r.system, r.id),
  failed: (r) => !!r.error,
};

export class Journal extends JsonlJournal<EvalRecord> {
  constructor(file: string, run?: Record<string, unknown>) {
    super(file, EVAL_KIND, run);
  }

  has(system: string, id: string): boolean {
    return this.hasKey(key(system, id));
  }

  records(system?: string): EvalRecord[] {
    return this.all().filter((r) => !system || r.system === system);
  }
}

function checkSameRun(file: string, was: Record<string, unknown>, now: Record<string, unknown>): void {
  const differs = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter(
    (k) => JSON.stringify(was[k]) !== JSON.stringify(now[k]),
  );
  if (!differs.length) return;
  const show = (v: unknown) => (v === undefined ? '(none)' : JSON.stringify(v));
  throw new JournalError(
    `The journal ${file} belongs to another run (${differs.map((k) => `${k}: ${show(was[k])} there, ${show(now[k])} now`).join('; ')}). ` +
      'Run with the same options to resume it, or give another --journal (or delete this one) to start over.',
  );
}

const key = (system: string, id: string) => `${system}\u0000${id}`;
