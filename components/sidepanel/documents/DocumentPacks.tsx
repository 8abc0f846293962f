import { useState } from 'react';

import { packDiffSummary } from '../../../lib/documents/packs/diff';
import { callEngine } from '../../../lib/messaging/engine-call';
import type { DocumentPackRecord } from '../../../lib/panel/documents';
import { requireHttps } from '../../../lib/sources/shared/subscriptions';
import { messageOf } from '../../../lib/util/errors';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { SubscribeForm, SubscriptionHead } from '../../ui/SignedSubscription';
import type { Report } from '../../ui/status';
import { useDocumentPacks } from '../data/useDocumentPacks';
import { ensureHostAccess } from '../sources/host-access';

/**
 * A team's library: signed document packs subscribed by URL (optionally pinning the publisher's
 * key), each with its version, documents, last refresh and why an update was refused (the
 * documents held stay). The organisation's subscriptions are shown locked.
 */
export function DocumentPacks({ report }: { report: Report }) {
  const subs = useDocumentPacks();
  const [busy, setBusy] = useState(false);
  const run = (work: () => Promise<string>) => {
    setBusy(true);
    void work()
      .then(
        (text) => report('ok', text),
        (e: unknown) => report('error', messageOf(e)),
      )
      .finally(() => setBusy(false));
  };
  const subscribe = (url: string, key: string, clear: () => void) =>
    run(async () => {
      try {
        const origin = `${requireHttps(url, 'pack').origin}/*`;
        if (!(await ensureHostAccess([origin])))
          throw new Error('ClaimLens needs access to the pack’s site to download it: allow it when asked.');
        const sub = await callEngine('documents.packs.subscribe', { url, ...(key ? { publicKey: key } : {}) });
        clear();
        return `Subscribed to “${sub.name}” ${sub.version}: ${sub.documents.length} document${sub.documents.length === 1 ? '' : 's'}, signature and every document’s SHA-256 verified, key pinned.`;
      } catch (err) {
        throw new Error(`Not subscribed. ${messageOf(err)}`);
      }
    });
  const refresh = () =>
    run(async () => {
      const all = await callEngine('documents.packs.refresh', {});
      const refused = all.filter((s) => s.lastError && s.lastError.at >= s.lastCheckedAt);
      if (refused.length) throw new Error(`${refused.length} document pack update(s) refused: see below.`);
      return 'Document packs are up to date.';
    });
  return (
    <section aria-labelledby="documents-packs" className="document-packs">
      <h3 id="documents-packs">Team libraries</h3>
      <p className="hint">
        Subscribe to the signed document pack your team publishes over HTTPS: its documents join your library, and
        follow the pack on the shared lists’ schedule. Documents you added yourself are never removed by a pack.
      </p>
      {subs && subs.length > 0 && (
        <>
          <ul aria-label="Document packs">
            {subs.map((s) => (
              <PackRow key={s.url} sub={s} report={report} />
            ))}
          </ul>
          <button type="button" disabled={busy} onClick={refresh}>
            Refresh document packs now
          </button>
        </>
      )}
      <SubscribeForm
        name="Subscribe to a document pack"
        addressLabel="Document pack address"
        placeholder="https://example.org/library/pack.json"
        busy={busy}
        onSubscribe={subscribe}
      />
      {busy && <p role="status">Downloading and checking the pack and its documents…</p>}
    </section>
  );
}

function PackRow({ sub, report }: { sub: DocumentPackRecord; report: Report }) {
  const refused = sub.lastError && sub.lastError.at >= sub.lastSyncedAt;
  const diff = sub.lastDiff;
  const count = `${sub.documents.length} document${sub.documents.length === 1 ? '' : 's'}`;
  return (
    <li aria-label={`Document pack ${sub.name}`}>
      <SubscriptionHead sub={sub} />
      <details>
        <summary>{count}</summary>
        <ul aria-label={`Documents of ${sub.name}`}>
          {sub.documents.map((d) => (
            <li key={d.id}>
              {d.name}
              {d.owned ? '' : ' (also in your own library: it stays when the pack drops it)'}
            </li>
          ))}
        </ul>
      </details>
      <p className="hint">
        Last refreshed {new Date(sub.lastSyncedAt).toLocaleString()}
        {diff
          ? ` · ${diff.fromVersion ? `from ${diff.fromVersion} to ${diff.toVersion}` : `subscribed at ${diff.toVersion}`}: ${packDiffSummary(diff)}`
          : ''}
      </p>
      {refused && (
        <p className="error" role="alert">
          Update refused {new Date(sub.lastError!.at).toLocaleString()}: {sub.lastError!.message} The documents you have
          stay in use.
        </p>
      )}
      {sub.by === 'policy' ? (
        <p className="hint">Locked: your organisation subscribes every reader to this pack.</p>
      ) : (
        <ConfirmButton
          label="Unsubscribe"
          confirmLabel={`Stop following “${sub.name}” and remove its documents?`}
          onConfirm={() =>
            void callEngine('documents.packs.unsubscribe', { url: sub.url }).then(
              (r) =>
                report(
                  'ok',
                  `Unsubscribed from “${sub.name}”: ${r.removed} document${r.removed === 1 ? '' : 's'} removed (your own stay).`,
                ),
              (e: unknown) => report('error', messageOf(e)),
            )
          }
        />
      )}
    </li>
  );
}
