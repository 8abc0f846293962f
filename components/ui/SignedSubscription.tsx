import { type FormEvent, useEffect, useState } from 'react';

import { uiMessages as m } from '../../lib/i18n/catalogue/ui';
import { t } from '../../lib/i18n/t';
import { keyFingerprint } from '../../lib/sources/shared/signature';
import { SafeLink } from './SafeLink';

/**
 * The parts every subscription to a signed pack by address shows (team knowledge packs, document
 * packs): the form with the optional publisher key to pin, and a row's head with the version,
 * the site, the pinned key's fingerprint and whether the organisation set it.
 */

export function SubscribeForm({
  name,
  addressLabel,
  placeholder,
  busy,
  className,
  onSubscribe,
}: {
  /** The form's accessible name ("Subscribe to a team pack"). */
  name: string;
  addressLabel: string;
  placeholder: string;
  busy: boolean;
  className?: string;
  /** Called with the trimmed address and key; `clear` empties the form (after a subscription that worked). */
  onSubscribe(url: string, key: string, clear: () => void): void;
}) {
  const [url, setUrl] = useState('');
  const [key, setKey] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubscribe(url.trim(), key.trim(), () => {
      setUrl('');
      setKey('');
    });
  };
  return (
    <form aria-label={name} onSubmit={submit} className={className}>
      <label>
        {addressLabel}
        <input
          type="url"
          required
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder={placeholder}
          disabled={busy}
        />
      </label>
      <label>
        {t(m.publisherKey)}
        <input
          value={key}
          onChange={(e) => setKey(e.target.value)}
          placeholder={t(m.publisherKeyHint)}
          disabled={busy}
        />
      </label>
      <button type="submit" className="primary" disabled={busy || !url.trim()}>
        {t(m.subscribe)}
      </button>
    </form>
  );
}

export function SubscriptionHead({
  sub,
}: {
  sub: { name: string; version: string; url: string; pinnedKey: string; by: 'reader' | 'policy' };
}) {
  const [fingerprint, setFingerprint] = useState<string | null>(null);
  useEffect(() => void keyFingerprint(sub.pinnedKey).then(setFingerprint), [sub.pinnedKey]);
  return (
    <>
      <strong>{sub.name}</strong> <span className="hint">{t(m.version, sub.version)}</span>
      <p className="hint">
        <SafeLink href={sub.url}>{new URL(sub.url).hostname}</SafeLink>
        {t(m.keyOf)} <span title={sub.pinnedKey}>{fingerprint ?? '…'}</span>
        {sub.by === 'policy' ? t(m.byOrganisation) : ''}
      </p>
    </>
  );
}
