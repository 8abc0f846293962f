import type { BatchEntry, BatchJournal } from '../../documents/batch/types';
import { type JournalKind, JsonlJournal } from '../journal';

/**
 * `npm run check`'s journal: one JSON line per finished claim, keyed by its place in the list,
 * in the same JSON-lines journal as `npm run eval` (torn last line ignored, a journal of another
 * run refused). The header names the run: claims file, documents, shard, models, LLM, web.
 */
const CHECK_KIND: JournalKind<BatchEntry> = {
  name: 'claimlens-check',
  isRecord: (r): r is BatchEntry => {
    const e = r as Partial<BatchEntry> | null;
    return (
      !!e &&
      typeof e.index === 'number' &&
      typeof e.claim === 'string' &&
      (e.status === 'done' || e.status === 'failed')
    );
  },
  key: (e) => String(e.index),
  failed: (e) => e.status === 'failed',
};

export function checkJournal(file: string, run: Record<string, unknown>): BatchJournal {
  const journal = new JsonlJournal(file, CHECK_KIND, run);
  return {
    load: () => Promise.resolve(journal.all()),
    add: (entry) => Promise.resolve(journal.add(entry)),
  };
}
