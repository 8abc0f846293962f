import { useLiveQuery } from 'dexie-react-hooks';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

import { newRequestId } from '../../../lib/core/schemas';
import { STAGE_LABELS } from '../../../lib/core/types';
import { getDb } from '../../../lib/db/database';
import type { CheckRecord } from '../../../lib/db/records';
import { planTypedText } from '../../../lib/decompose/typed';
import { sendToBackground } from '../../../lib/messaging/client';
import { messageOf } from '../../../lib/util/errors';
import { useSettings } from '../documents/useDocuments';
import { usePanel } from '../store';

/**
 * The side panel's text box: a claim, a yes/no question or a whole text (an AI answer, an email,
 * a post), typed or pasted, checked like a selection on a page (one claim, or split into claims)
 * and shown below and in History as typed. Enter checks, Shift+Enter is a new line; Alt+Shift+K
 * (or a selection ClaimLens could not read on its page) brings the focus here.
 */
export function ClaimBox() {
  const settings = useSettings();
  const openCheck = usePanel((s) => s.openCheck);
  const request = usePanel((s) => s.box);
  const doneWithBox = usePanel((s) => s.doneWithBox);
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const [started, setStarted] = useState<string | null>(null);
  // Kept until a send is answered: pressing again after a lost answer is the same check, not a second row.
  const requestId = useRef<string | null>(null);
  const stage = useCheckStage(started);

  useEffect(() => {
    if (!request) return;
    if (request.text) setText(request.text);
    setNote(request.note ?? '');
    field.current?.focus();
    // Taken once: the box mounted again (back from another tab) does not put the text back.
    doneWithBox();
  }, [request, doneWithBox]);

  // Until the settings are read the engine alone enforces the limit (it refuses with the same message).
  const plan = planTypedText(text, settings?.general.maxSelectionChars ?? Infinity);
  const ready = (plan.kind === 'claim' || plan.kind === 'text') && !sending;

  const submit = () => {
    if (!ready) return;
    requestId.current ??= newRequestId();
    setSending(true);
    sendToBackground('check.typed', { text, requestId: requestId.current }).then(
      (r) => {
        requestId.current = null;
        setSending(false);
        setText('');
        setNote('');
        setError('');
        setStarted(r.summary.id);
        openCheck(r.summary.id);
      },
      // The text stays in the box, to be fixed or sent again.
      (e: unknown) => {
        setSending(false);
        setError(messageOf(e));
      },
    );
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    submit();
  };

  return (
    <form
      className="claim-box"
      aria-label="Check a text"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor="claim-box-text">Check a claim, a question or a text</label>
      <textarea
        id="claim-box-text"
        ref={field}
        rows={3}
        value={text}
        placeholder="Type or paste a health claim, a yes/no question, or a whole text (an AI answer, an email, a post)"
        aria-describedby="claim-box-help"
        aria-invalid={plan.kind === 'too-long'}
        onChange={(e) => {
          setText(e.target.value);
          setError('');
          requestId.current = null;
        }}
        onKeyDown={onKeyDown}
      />
      <p id="claim-box-help" className={plan.kind === 'too-long' ? 'error' : 'hint'} aria-live="polite">
        {plan.kind === 'too-long'
          ? plan.message
          : plan.kind === 'empty'
            ? 'Enter checks; Shift+Enter starts a new line.'
            : plan.hint}
      </p>
      {note && (
        <p className="notice" role="status">
          {note}
        </p>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <div className="actions">
        <button type="submit" className="primary" disabled={!ready}>
          {sending ? 'Sending…' : 'Check'}
        </button>
        {stage && (
          <span className="stage" role="status">
            Checking: {stage}
          </span>
        )}
      </div>
    </form>
  );
}

/** The stage of the check the box started, while it runs; null once it is done (or none was started). */
function useCheckStage(checkId: string | null): string | null {
  return (
    useLiveQuery(async () => {
      if (!checkId) return null;
      const check = await getDb().checks.get(checkId as CheckRecord['id']);
      if (!check || (check.status !== 'queued' && check.status !== 'running')) return null;
      return check.stage ? STAGE_LABELS[check.stage] : 'waiting to start';
    }, [checkId]) ?? null
  );
}
