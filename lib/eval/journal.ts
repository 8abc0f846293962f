import { appendFileSync, existsSync, readFileSync } from 'node:fs';

import type { EvalRecord } from './types';

/**
 * The run journal: one JSON line per finished (system, claim). An interrupted run started again
 * with the same journal skips what is done. A claim that failed technically (its record has an
 * `error`) is done only for the report: a resumed run checks it again and the newer line wins.
 * A torn last line (the process died mid-write) is ignored and that claim runs again.
 *
 * The first line names the run (data file, format, systems, packs, models, LLM): a journal of
 * another run is refused rather than mixed in.
 */

export class JournalError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JournalError';
  }
}

interface Header {
  journal: 'claimlens-eval';
  run: Record<string, unknown>;
}

export class Journal {
  private readonly done = new Map<string, EvalRecord>();

  /** @param run what identifies the run; omitted, any journal is accepted (tests). */
  constructor(
    readonly file: string,
    run?: Record<string, unknown>,
  ) {
    if (!existsSync(file)) {
      if (run) appendFileSync(file, `${JSON.stringify({ journal: 'claimlens-eval', run } satisfies Header)}\n`);
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
      if (header?.journal === 'claimlens-eval') {
        if (run) checkSameRun(file, header.run ?? {}, run);
        continue;
      }
      const r = parsed as EvalRecord;
      if (r && typeof r.id === 'string' && typeof r.system === 'string') this.done.set(key(r.system, r.id), r);
    }
  }

  /** Finished without a technical error: not run again. */
  has(system: string, id: string): boolean {
    const r = this.done.get(key(system, id));
    return r !== undefined && !r.error;
  }

  add(record: EvalRecord): void {
    const line = `${JSON.stringify(record)}\n`;
    appendFileSync(this.file, line);
    this.done.set(key(record.system, record.id), record);
  }

  records(system?: string): EvalRecord[] {
    return [...this.done.values()].filter((r) => !system || r.system === system);
  }

  get size(): number {
    return this.done.size;
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
