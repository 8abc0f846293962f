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
