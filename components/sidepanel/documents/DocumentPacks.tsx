import { useState } from 'react';

import { packDiffSummary } from '../../../lib/documents/packs/diff';
import { documentsLibrary as m } from '../../../lib/i18n/catalogue/documents-library';
import { knowledgeTeam } from '../../../lib/i18n/catalogue/knowledge-team';
import { formatDateTime, formatNumber } from '../../../lib/i18n/format';
import { tCount } from '../../../lib/i18n/plural';
import { t } from '../../../lib/i18n/t';
import { callEngine } from '../../../lib/messaging/engine-call';
import type { DocumentPackRecord } from '../../../lib/panel/documents';
import { requireHttps } from '../../../lib/sources/shared/subscriptions';
import { messageOf } from '../../../lib/util/errors';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { SubscribeForm, SubscriptionHead } from '../../ui/SignedSubscription';
import type { Report } from '../../ui/status';
import { useDocumentPacks } from '../data/useDocumentPacks';
import { ensureHostAccess } from '../sources/host-access';

/** An example address, the same in every language. */
const PLACEHOLDER = 'https://example.org/library/pack.json';

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
        if (!(await ensureHostAccess([origin]))) throw new Error(t(knowledgeTeam.needsAccess));
        const sub = await callEngine('documents.packs.subscribe', { url, ...(key ? { publicKey: key } : {}) });
        clear();
        return tCount(sub.documents.length, m.teamSubscribedOne, m.teamSubscribedOther, sub.name, sub.version);
      } catch (err) {
        throw new Error(t(knowledgeTeam.notSubscribed, messageOf(err)));
      }
    });
  const refresh = () =>
    run(async () => {
      const all = await callEngine('documents.packs.refresh', {});
      const refused = all.filter((s) => s.lastError && s.lastError.at >= s.lastCheckedAt);
      if (refused.length) throw new Error(t(m.packsRefused, formatNumber(refused.length)));
      return t(m.packsUpToDate);
    });
  return (
    <section aria-labelledby="documents-packs" className="document-packs">
      <h3 id="documents-packs">{t(m.teamLibraries)}</h3>
      <p className="hint">{t(m.teamIntro)}</p>
      {subs && subs.length > 0 && (
        <>
          <ul aria-label={t(m.documentPacks)}>
            {subs.map((s) => (
              <PackRow key={s.url} sub={s} report={report} />
            ))}
          </ul>
          <button type="button" disabled={busy} onClick={refresh}>
            {t(m.refreshPacks)}
          </button>
        </>
      )}
      <SubscribeForm
        name={t(m.subscribePack)}
        addressLabel={t(m.packAddress)}
        placeholder={PLACEHOLDER}
        busy={busy}
        onSubscribe={subscribe}
      />
      {busy && <p role="status">{t(m.downloading)}</p>}
    </section>
  );
}

function PackRow({ sub, report }: { sub: DocumentPackRecord; report: Report }) {
  const refused = sub.lastError && sub.lastError.at >= sub.lastSyncedAt;
  const diff = sub.lastDiff;
  const count = tCount(sub.documents.length, m.documentsOne, m.documentsOther);
  return (
    <li aria-label={t(m.packRow, sub.name)}>
      <SubscriptionHead sub={sub} />
      <details>
        <summary>{count}</summary>
        <ul aria-label={t(m.documentsOf, sub.name)}>
          {sub.documents.map((d) => (
            <li key={d.id}>
              {d.name}
              {d.owned ? '' : ` (${t(m.alsoOwn)})`}
            </li>
          ))}
        </ul>
      </details>
      <p className="hint">
        {t(knowledgeTeam.lastRefreshed, formatDateTime(sub.lastSyncedAt))}
        {diff
          ? ` · ${diff.fromVersion ? t(m.fromTo, diff.fromVersion, diff.toVersion) : t(m.subscribedAt, diff.toVersion)}: ${packDiffSummary(diff)}`
          : ''}
      </p>
      {refused && (
        <p className="error" role="alert">
          {t(m.packRefused, formatDateTime(sub.lastError!.at), sub.lastError!.message)}
        </p>
      )}
      {sub.by === 'policy' ? (
        <p className="hint">{t(m.locked)}</p>
      ) : (
        <ConfirmButton
          label={t(knowledgeTeam.unsubscribe)}
          confirmLabel={t(m.stopFollowing, sub.name)}
          onConfirm={() =>
            void callEngine('documents.packs.unsubscribe', { url: sub.url }).then(
              (r) => report('ok', tCount(r.removed, m.unsubscribedOne, m.unsubscribedOther, sub.name)),
              (e: unknown) => report('error', messageOf(e)),
            )
          }
        />
      )}
    </li>
  );
}
