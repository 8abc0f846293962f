import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';

import { newRequestId } from '../../../lib/core/schemas';
import { planTypedText, type TypedPlan } from '../../../lib/decompose/typed';
import { checkTab as m } from '../../../lib/i18n/catalogue/check-tab';
import { t } from '../../../lib/i18n/t';
import { sendToBackground } from '../../../lib/messaging/client';
import { messageOf } from '../../../lib/util/errors';
import { useCheckStage } from '../data/useCheckStage';
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
  const field = useRef<HTMLTextAreaElement>(null);
  const box = useBoxText(field);
  const send = useTypedCheck();
  const stage = useCheckStage(send.started);
  // Until the settings are read the engine alone enforces the limit (it refuses with the same message).
  const plan = planTypedText(box.text, settings?.general.maxSelectionChars ?? Infinity);
  const ready = (plan.kind === 'claim' || plan.kind === 'text') && !send.sending;
  const submit = () => {
    if (ready) send.submit(box.text, box.clear);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    submit();
  };

  return (
    <form
      className="claim-box"
      aria-label={t(m.boxLabel)}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor="claim-box-text">{t(m.boxTitle)}</label>
      <textarea
        id="claim-box-text"
        ref={field}
        rows={3}
        value={box.text}
        placeholder={t(m.boxPlaceholder)}
        aria-describedby="claim-box-help"
        aria-invalid={plan.kind === 'too-long'}
        onChange={(e) => {
          box.setText(e.target.value);
          send.edited();
        }}
        onKeyDown={onKeyDown}
      />
      <BoxNotes plan={plan} note={box.note} error={send.error} />
      <div className="actions">
        <button type="submit" className="primary" disabled={!ready}>
          {t(send.sending ? m.sending : m.check)}
        </button>
        {stage && (
          <span className="stage" role="status">
            {t(m.checking, stage)}
          </span>
        )}
      </div>
    </form>
  );
}

/** The box's text and note; a focus request (Alt+Shift+K, an unreadable selection) fills them once. */
function useBoxText(field: RefObject<HTMLTextAreaElement | null>) {
  const request = usePanel((s) => s.box);
  const doneWithBox = usePanel((s) => s.doneWithBox);
  const [text, setText] = useState('');
  const [note, setNote] = useState('');
  useEffect(() => {
    if (!request) return;
    if (request.text) setText(request.text);
    setNote(request.note ?? '');
    field.current?.focus();
    // Taken once: the box mounted again (back from another tab) does not put the text back.
    doneWithBox();
  }, [request, doneWithBox, field]);
  const clear = () => {
    setText('');
    setNote('');
  };
  return { text, setText, note, clear };
}

/** Sends the typed text as a check and opens it; the check it started, while sending, and a refusal. */
function useTypedCheck() {
  const openCheck = usePanel((s) => s.openCheck);
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const [started, setStarted] = useState<string | null>(null);
  // Kept until a send is answered: pressing again after a lost answer is the same check, not a second row.
  const requestId = useRef<string | null>(null);
  const submit = (text: string, onSent: () => void) => {
    requestId.current ??= newRequestId();
    setSending(true);
    sendToBackground('check.typed', { text, requestId: requestId.current }).then(
      (r) => {
        requestId.current = null;
        setSending(false);
        onSent();
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
  const edited = () => {
    setError('');
    requestId.current = null;
  };
  return { submit, edited, error, sending, started };
}

/** Under the box: the limit or the plan, the note that brought the focus here, a refused send. */
function BoxNotes({ plan, note, error }: { plan: TypedPlan; note: string; error: string }) {
  return (
    <>
      <p id="claim-box-help" className={plan.kind === 'too-long' ? 'error' : 'hint'} aria-live="polite">
        {plan.kind === 'too-long' ? plan.message : plan.kind === 'empty' ? t(m.enterChecks) : plan.hint}
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
    </>
  );
}
