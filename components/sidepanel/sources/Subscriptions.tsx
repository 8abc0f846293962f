import { useEffect, useState } from 'react';

import { sourcesLists as m } from '../../../lib/i18n/catalogue/sources-lists';
import { formatDate, formatDateTime, formatNumber } from '../../../lib/i18n/format';
import { t } from '../../../lib/i18n/t';
import { lockedReason } from '../../../lib/settings/locks';
import { loadSettings } from '../../../lib/settings/store';
import { keyFingerprint } from '../../../lib/sources/shared/signature';
import {
  addSubscription,
  refreshAll,
  requireHttps,
  type Subscription,
  updateSubscription,
} from '../../../lib/sources/shared/subscriptions';
import { chromeStorage } from '../../../lib/sources/storage';
import { messageOf } from '../../../lib/util/errors';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { SafeLink } from '../../ui/SafeLink';
import { SubscribeForm } from '../../ui/SignedSubscription';
import { ensureHostAccess } from './host-access';
import type { PanelSourcesState } from './useSourcesState';

/** An example address, the same in every language. */
const PLACEHOLDER = 'https://example.org/claimlens-list.json';

async function fetchOptions() {
  const settings = await loadSettings();
  return { maxBytes: settings.web.maxListBytes, timeoutMs: 15_000 };
}

/** Shared lists: subscribe by URL (optionally with the publisher's key), see when each synced and why an update was refused. */
export function Subscriptions({
  state,
  report,
}: {
  state: PanelSourcesState;
  report(kind: 'ok' | 'error', text: string): void;
}) {
  const [busy, setBusy] = useState(false);
  const onSubscribe = async (url: string, key: string, clear: () => void) => {
    setBusy(true);
    try {
      const origin = `${requireHttps(url).origin}/*`;
      if (!(await ensureHostAccess([origin]))) throw new Error(t(m.needsAccess));
      const sub = await addSubscription(chromeStorage(), url, await fetchOptions(), key || undefined);
      report(
        'ok',
        t(
          sub.pinnedKey ? m.subscribedSigned : m.subscribedUnsigned,
          sub.list.name,
          formatNumber(sub.list.sources.length),
        ),
      );
      clear();
    } catch (err) {
      report('error', t(m.notSubscribed, messageOf(err)));
    } finally {
      setBusy(false);
    }
  };
  const onRefresh = async () => {
    setBusy(true);
    try {
      const subs = await refreshAll(chromeStorage(), await fetchOptions());
      const refused = subs.filter((s) => s.lastError && s.lastError.at >= s.lastCheckedAt);
      report(
        refused.length ? 'error' : 'ok',
        refused.length ? t(m.refused, formatNumber(refused.length)) : t(m.upToDate),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-label={t(m.sharedLists)} className="subscriptions">
      <h2>{t(m.sharedLists)}</h2>
      <p className="hint">{t(m.intro)}</p>
      {Object.entries(state.managedErrors).length > 0 && (
        <ul className="subs" aria-label={t(m.managedFailed)}>
          {Object.entries(state.managedErrors).map(([url, error]) => (
            <li key={url} className="sub">
              <p>
                <SafeLink href={url}>{url}</SafeLink> · <span className="lock-note">{lockedReason()}</span>
              </p>
              <p className="error" role="alert">
                {t(m.managedError, formatDateTime(error.at), error.message)}
              </p>
            </li>
          ))}
        </ul>
      )}
      {state.subscriptions.length > 0 && (
        <>
          <ul className="subs">
            {state.subscriptions.map((s) => (
              <SubscriptionRow key={s.url} sub={s} />
            ))}
          </ul>
          <button type="button" disabled={busy} onClick={() => void onRefresh()}>
            {t(m.refreshNow)}
          </button>
        </>
      )}
      <SubscribeForm
        name={t(m.subscribeList)}
        addressLabel={t(m.listAddress)}
        placeholder={PLACEHOLDER}
        busy={busy}
        onSubscribe={(url, key, clear) => void onSubscribe(url, key, clear)}
      />
    </section>
  );
}

function SubscriptionRow({ sub }: { sub: Subscription }) {
  const [fingerprint, setFingerprint] = useState<string | null>(null);
  useEffect(() => {
    if (sub.pinnedKey) void keyFingerprint(sub.pinnedKey).then(setFingerprint);
  }, [sub.pinnedKey]);
  const refused = sub.lastError && sub.lastError.at >= sub.lastSyncedAt;
  return (
    <li className="sub" aria-label={t(m.listRow, sub.list.name)}>
      <p>
        <strong>{sub.list.name}</strong>
        {sub.list.publisher ? ` ${t(m.byPublisher, sub.list.publisher)}` : ''} ·{' '}
        {t(m.domains, formatNumber(sub.list.sources.length))} ·{' '}
        <SafeLink href={sub.url}>{new URL(sub.url).hostname}</SafeLink>
      </p>
      <p className="hint">
        {t(m.synced, formatDateTime(sub.lastSyncedAt), formatDate(new Date(sub.list.updatedAt)))} ·{' '}
        {sub.pinnedKey ? <span title={sub.pinnedKey}>{t(m.signedKey, fingerprint ?? '…')}</span> : t(m.unsigned)}
      </p>
      {refused && (
        <p className="error" role="alert">
          {t(m.updateRefused, formatDateTime(sub.lastError!.at), sub.lastError!.message)}
        </p>
      )}
      {sub.managed ? (
        <p className="lock-note" tabIndex={0}>
          {t(m.managedStays, lockedReason())}
        </p>
      ) : (
        <ConfirmButton
          label={t(m.unsubscribe)}
          confirmLabel={t(m.stopUsing, sub.list.name)}
          onConfirm={() => void updateSubscription(chromeStorage(), sub.url, null)}
        />
      )}
    </li>
  );
}
