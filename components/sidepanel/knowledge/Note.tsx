import { useState } from 'react';

import { messageOf } from '../../../lib/util/errors';

/** The outcome of an action in the Knowledge tab: a status, or an alert when it failed. */
export type Note = { kind: 'ok' | 'error'; text: string } | null;

export function NoteLine({ note }: { note: Note }) {
  if (!note) return null;
  return (
    <p className={note.kind} role={note.kind === 'error' ? 'alert' : 'status'}>
      {note.text}
    </p>
  );
}

/** Runs an action of the tab, noting its outcome (useNotedAction). */
export type NotedRun = (what: () => Promise<string>) => Promise<void>;

/** An action of the tab that reports its outcome as a Note and disables its buttons while it runs. */
export function useNotedAction() {
  const [note, setNote] = useState<Note>(null);
  const [busy, setBusy] = useState(false);
  const run: NotedRun = async (what) => {
    setBusy(true);
    setNote(null);
    try {
      setNote({ kind: 'ok', text: await what() });
    } catch (e) {
      setNote({ kind: 'error', text: messageOf(e) });
    } finally {
      setBusy(false);
    }
  };
  return { note, setNote, busy, run };
}
