import { useEffect, useState } from 'react';

import { LOCKED_REASON } from '../../../lib/settings/locks';
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
      if (!(await ensureHostAccess([origin])))
        throw new Error('ClaimLens needs access to the list’s site to download it.');
      const sub = await addSubscription(chromeStorage(), url, await fetchOptions(), key || undefined);
      report(
        'ok',
        `Subscribed to “${sub.list.name}”: ${sub.list.sources.length} domains${sub.pinnedKey ? ', signature verified and key pinned' : ' (unsigned list)'}.`,
      );
      clear();
    } catch (err) {
      report('error', `Not subscribed. ${messageOf(err)}`);
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
        refused.length ? `${refused.length} list update(s) refused: see below.` : 'Shared lists are up to date.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-label="Shared lists" className="subscriptions">
      <h2>Shared lists</h2>
      <p className="hint">
        Subscribe to the ClaimLens source list your team publishes over HTTPS. Lists refresh on a schedule; a bad update
        never replaces a good list.
      </p>
      {Object.entries(state.managedErrors).length > 0 && (
        <ul className="subs" aria-label="Lists of your organisation not subscribed">
          {Object.entries(state.managedErrors).map(([url, error]) => (
            <li key={url} className="sub">
              <p>
                <SafeLink href={url}>{url}</SafeLink> · <span className="lock-note">{LOCKED_REASON}</span>
              </p>
              <p className="error" role="alert">
                Not subscribed ({new Date(error.at).toLocaleString()}): {error.message} It is tried again with every
                refresh.
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
            Refresh now
          </button>
        </>
      )}
      <SubscribeForm
        name="Subscribe to a shared list"
        addressLabel="List address"
        placeholder="https://example.org/claimlens-list.json"
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
    <li className="sub" aria-label={`Shared list ${sub.list.name}`}>
      <p>
        <strong>{sub.list.name}</strong>
        {sub.list.publisher ? ` by ${sub.list.publisher}` : ''} · {sub.list.sources.length} domains ·{' '}
        <SafeLink href={sub.url}>{new URL(sub.url).hostname}</SafeLink>
      </p>
      <p className="hint">
        Last synced {new Date(sub.lastSyncedAt).toLocaleString()} · list dated{' '}
        {new Date(sub.list.updatedAt).toLocaleDateString()} ·{' '}
        {sub.pinnedKey ? <span title={sub.pinnedKey}>signed, key {fingerprint ?? '…'}</span> : 'unsigned'}
      </p>
      {refused && (
        <p className="error" role="alert">
          Update refused {new Date(sub.lastError!.at).toLocaleString()}: {sub.lastError!.message} The last good list
          stays in use.
        </p>
      )}
      {sub.managed ? (
        <p className="lock-note" tabIndex={0}>
          {LOCKED_REASON}: this list stays subscribed while your organisation’s policy names it.
        </p>
      ) : (
        <ConfirmButton
          label="Unsubscribe"
          confirmLabel={`Stop using “${sub.list.name}”?`}
          onConfirm={() => void updateSubscription(chromeStorage(), sub.url, null)}
        />
      )}
    </li>
  );
}
