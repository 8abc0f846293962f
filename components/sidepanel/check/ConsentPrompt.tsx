import { useState } from 'react';

import { checkParts as m } from '../../../lib/i18n/catalogue/check-parts';
import { formatDate } from '../../../lib/i18n/format';
import { t } from '../../../lib/i18n/t';
import { callEngine } from '../../../lib/messaging/engine-call';
import type { CheckRecord } from '../../../lib/panel/check';
import { updateSettings } from '../../../lib/settings/store';
import { messageOf } from '../../../lib/util/errors';

/**
 * "Send this off the device?" for a check that waits on the reader: exactly what would go to
 * whom, with Allow, Always allow and Don't send. Answers come only from this extension page.
 */
export function ConsentPrompt({ check }: { check: CheckRecord }) {
  const [error, setError] = useState('');
  const request = check.consent;
  if (check.status !== 'running' || request?.state !== 'pending') return null;

  const answer = async (decision: 'allow' | 'deny', always = false) => {
    try {
      if (always) {
        await updateSettings((settings) => {
          const origins = new Set([...settings.privacy.allowedRecipients, ...request.recipients.map((r) => r.origin)]);
          return { ...settings, privacy: { ...settings.privacy, allowedRecipients: [...origins] } };
        });
      }
      const { accepted } = await callEngine('consent.answer', { checkId: check.id, requestId: request.id, decision });
      setError(accepted ? '' : t(m.consentGone));
    } catch (e) {
      setError(messageOf(e));
    }
  };
  const deadline = formatDate(request.expiresAt, { hour: '2-digit', minute: '2-digit' });
  return (
    <section className="consent" role="alertdialog" aria-labelledby="consent-title" aria-describedby="consent-what">
      <h2 id="consent-title">{t(m.consentTitle)}</h2>
      <ul id="consent-what">
        {request.recipients.map((r) => (
          <li key={r.origin}>
            {t(m.consentTo)} <strong>{r.label}</strong>: {r.what}.
          </li>
        ))}
      </ul>
      <p className="hint">{t(m.consentNothingYet, deadline)}</p>
      <div className="actions">
        <button type="button" className="primary" onClick={() => void answer('allow')}>
          {t(m.allow)}
        </button>
        <button type="button" onClick={() => void answer('allow', true)}>
          {request.recipients.length === 1
            ? t(m.alwaysAllow, hostName(request.recipients[0]!.origin))
            : t(m.alwaysAllowThese)}
        </button>
        <button type="button" onClick={() => void answer('deny')}>
          {t(m.dontSend)}
        </button>
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

function hostName(origin: string): string {
  try {
    return new URL(origin).host;
  } catch {
    return origin;
  }
}
