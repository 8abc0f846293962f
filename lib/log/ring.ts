import type { LogEntry } from './entry';

export const RING_SIZE = 200;

/** The newest entries, oldest first; the oldest are dropped past the capacity. */
export class Ring {
  private items: LogEntry[] = [];
  constructor(readonly capacity = RING_SIZE) {}

  push(...entries: LogEntry[]): void {
    this.items.push(...entries);
    if (this.items.length > this.capacity) this.items.splice(0, this.items.length - this.capacity);
  }

  entries(): LogEntry[] {
    return [...this.items];
  }

  clear(): void {
    this.items = [];
  }
}

/** Newest first, across contexts; at most `limit`. */
export function newestFirst(lists: readonly (readonly LogEntry[])[], limit = RING_SIZE): LogEntry[] {
  return lists
    .flat()
    .sort((a, b) => b.at - a.at)
    .slice(0, limit);
}
