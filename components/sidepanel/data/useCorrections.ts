import { useLiveQuery } from 'dexie-react-hooks';

import { type CheckRecord, correctionsOf, type DisputeRecord } from '../../../lib/panel/check';

/** The reader's corrections of this check's claim, live; undefined while they are read. */
export function useCorrections(check: Pick<CheckRecord, 'text' | 'question'>): DisputeRecord[] | undefined {
  const { text, question } = check;
  // The statement, not the object: a fresh read of the same check must not query again.
  const statement = question?.kind === 'yes-no' ? question.statement : '';
  return useLiveQuery(() => correctionsOf({ text, question }), [text, statement]);
}
