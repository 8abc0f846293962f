import type { BatchEntry, BatchJournal } from './types';

/** A journal held in memory: a batch nobody resumes (a one-off run, tests). */
export function memoryJournal(initial: readonly BatchEntry[] = []): BatchJournal & { entries: BatchEntry[] } {
  const entries = [...initial];
  return {
    entries,
    load: () => Promise.resolve([...entries]),
    add: (entry) => {
      entries.push(entry);
      return Promise.resolve();
    },
  };
}
