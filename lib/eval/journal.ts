import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import type { EvalRecord } from './types';

/**
 * The run journal: one JSON line per finished (system, claim). An interrupted run started again
 * with the same journal skips what is done. A torn last line (the process died mid-write) is
 * ignored and that claim runs again.
 */
export class Journal {
  private readonly done = new Map<string, EvalRecord>();

  constructor(readonly file: string) {
    if (!existsSync(file)) return;
    const text = readFileSync(file, 'utf8');
    // A torn last line must not swallow the next record.
    if (text && !text.endsWith('\n')) appendFileSync(file, '\n');
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      try {
        const r = JSON.parse(line) as EvalRecord;
        if (r && typeof r.id === 'string' && typeof r.system === 'string') this.done.set(key(r.system, r.id), r);
      } catch {
        /* torn line: that claim is run again */
      }
    }
  }

  has(system: string, id: string): boolean {
    return this.done.has(key(system, id));
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

const key = (system: string, id: string) => `${system}\u0000${id}`;
