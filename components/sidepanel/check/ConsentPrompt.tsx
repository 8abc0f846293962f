import { useState } from 'react';

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
      setError(accepted ? '' : 'This request is no longer waiting (it was answered, cancelled or expired).');
    } catch (e) {
      setError(messageOf(e));
    }
  };
  const deadline = new Date(request.expiresAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return (
    <section className="consent" role="alertdialog" aria-labelledby="consent-title" aria-describedby="consent-what">
      <h2 id="consent-title">Send this claim for online checking?</h2>
      <ul id="consent-what">
        {request.recipients.map((r) => (
          <li key={r.origin}>
            To <strong>{r.label}</strong>: {r.what}.
          </li>
        ))}
      </ul>
      <p className="hint">
        Nothing has been sent yet. Without an answer by {deadline}, nothing is sent and the check ends as Unverified.
      </p>
      <div className="actions">
        <button type="button" className="primary" onClick={() => void answer('allow')}>
          Allow
        </button>
        <button type="button" onClick={() => void answer('allow', true)}>
          Always allow {request.recipients.length === 1 ? hostName(request.recipients[0]!.origin) : 'these'}
        </button>
        <button type="button" onClick={() => void answer('deny')}>
          Don’t send
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
