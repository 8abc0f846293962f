import { useState } from 'react';

import { checkTab as m } from '../../../lib/i18n/catalogue/check-tab';
import { t } from '../../../lib/i18n/t';
import { sendToBackground } from '../../../lib/messaging/client';
import { messageOf } from '../../../lib/util/errors';

/**
 * *Check this page*: the shown tab checks its article's key sentences, with a badge beside each
 * on the page and its progress there; here, what was chosen, or why the page could not be checked.
 */
export function PageCheckButton() {
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ text: string; problem: boolean } | null>(null);
  const check = () => {
    setBusy(true);
    sendToBackground('page.check', {}).then(
      (a) => {
        setBusy(false);
        setAnswer({ text: a.message, problem: !a.started });
      },
      (e: unknown) => {
        setBusy(false);
        setAnswer({ text: messageOf(e), problem: true });
      },
    );
  };
  return (
    <section className="page-check" aria-label={t(m.checkPage)}>
      <button type="button" disabled={busy} onClick={check}>
        {t(m.checkPage)}
      </button>
      {answer && (
        <p className={answer.problem ? 'notice' : 'hint'} role="status">
          {answer.text}
        </p>
      )}
    </section>
  );
}
