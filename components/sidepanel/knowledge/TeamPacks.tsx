import { knowledgeTeam as m } from '../../../lib/i18n/catalogue/knowledge-team';
import { formatDateTime, formatNumber } from '../../../lib/i18n/format';
import { t } from '../../../lib/i18n/t';
import { callEngine } from '../../../lib/messaging/engine-call';
import { diffSummary, type TeamPackClaim, type TeamPackRecord } from '../../../lib/panel/packs';
import { requireHttps } from '../../../lib/sources/shared/subscriptions';
import { messageOf } from '../../../lib/util/errors';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { SubscribeForm, SubscriptionHead } from '../../ui/SignedSubscription';
import { useTeamPacks } from '../data/useTeamPacks';
import { ensureHostAccess } from '../sources/host-access';
import { type Note, NoteLine, useNotedAction } from './Note';

/** An example address, the same in every language. */
const PLACEHOLDER = 'https://example.org/team-pack.json';

/**
 * Team packs: subscribe to a signed knowledge pack by URL (optionally pinning the publisher's
 * key), see each subscription's key, version, last refresh and what its last update changed,
 * and why an update was refused (the held pack stays in use).
 */
export function TeamPacks() {
  const subs = useTeamPacks();
  const { note, setNote, busy, run } = useNotedAction();
  const subscribe = (url: string, key: string, clear: () => void) => {
    void run(async () => {
      try {
        const origin = `${requireHttps(url, 'pack').origin}/*`;
        if (!(await ensureHostAccess([origin]))) throw new Error(t(m.needsAccess));
        const sub = await callEngine('kg.team.subscribe', { url, ...(key ? { publicKey: key } : {}) });
        clear();
        return t(m.teamSubscribed, sub.name, sub.version, formatNumber(sub.claims.length));
      } catch (err) {
        throw new Error(t(m.notSubscribed, messageOf(err)));
      }
    });
  };
  const refresh = () =>
    void run(async () => {
      const all = await callEngine('kg.team.refresh', {});
      const refused = all.filter((s) => s.lastError && s.lastError.at >= s.lastCheckedAt);
      if (refused.length) throw new Error(t(m.teamRefused, formatNumber(refused.length)));
      return t(m.teamUpToDate);
    });
  return (
    <section aria-label={t(m.teamPacks)} className="team-packs">
      <h2>{t(m.teamPacks)}</h2>
      <p className="hint">{t(m.teamIntro)}</p>
      {subs && subs.length > 0 && (
        <>
          <ul className="kg-packs">
            {subs.map((s) => (
              <TeamPackRow key={s.url} sub={s} onNote={setNote} />
            ))}
          </ul>
          <button type="button" disabled={busy} onClick={refresh}>
            {t(m.teamRefresh)}
          </button>
        </>
      )}
      <SubscribeForm
        name={t(m.teamSubscribe)}
        addressLabel={t(m.packAddress)}
        placeholder={PLACEHOLDER}
        busy={busy}
        className="kg-import"
        onSubscribe={subscribe}
      />
      {busy && <p role="status">{t(m.teamDownloading)}</p>}
      <NoteLine note={note} />
    </section>
  );
}

function TeamPackRow({ sub, onNote }: { sub: TeamPackRecord; onNote(n: Note): void }) {
  const refused = sub.lastError && sub.lastError.at >= sub.lastSyncedAt;
  const diff = sub.lastDiff;
  return (
    <li aria-label={t(m.teamRow, sub.name)}>
      <SubscriptionHead sub={sub} />
      <p className="hint">
        {t(m.lastRefreshed, formatDateTime(sub.lastSyncedAt))}
        {sub.lastChangedAt ? ` · ${t(m.lastChanged, formatDateTime(sub.lastChangedAt))}` : ''}
      </p>
      {diff && (
        <details className="team-diff">
          <summary>
            {diff.fromVersion ? t(m.fromTo, diff.fromVersion, diff.toVersion) : t(m.installedVersion, diff.toVersion)}:{' '}
            {diffSummary(diff)}
          </summary>
          <ClaimList label={t(m.added)} claims={diff.added} total={diff.counts.added} />
          {diff.changed.length > 0 && (
            <>
              <p>{t(m.listCount, t(m.changed), formatNumber(diff.counts.changed))}</p>
              <ul aria-label={t(m.changed)}>
                {diff.changed.map((c) => (
                  <li key={c.after.id}>
                    <s>
                      {c.before.status}: {c.before.text}
                    </s>{' '}
                    → {c.after.status}: {c.after.text}
                  </li>
                ))}
              </ul>
            </>
          )}
          <ClaimList label={t(m.withdrawn)} claims={diff.withdrawn} total={diff.counts.withdrawn} />
        </details>
      )}
      {refused && (
        <p className="error" role="alert">
          {t(m.teamUpdateRefused, formatDateTime(sub.lastError!.at), sub.lastError!.message)}
        </p>
      )}
      <div className="row-actions">
        <ConfirmButton
          label={t(m.unsubscribe)}
          confirmLabel={t(m.teamStopUsing, sub.name)}
          onConfirm={() =>
            void callEngine('kg.team.unsubscribe', { url: sub.url }).then(
              (r) =>
                onNote({
                  kind: 'ok',
                  text: t(m.teamUnsubscribed, sub.name, formatNumber(r.removed)),
                }),
              (e: Error) => onNote({ kind: 'error', text: e.message }),
            )
          }
        />
      </div>
    </li>
  );
}

function ClaimList({ label, claims, total }: { label: string; claims: TeamPackClaim[]; total: number }) {
  if (!claims.length) return null;
  return (
    <>
      <p>
        {total > claims.length
          ? t(m.listCountFirst, label, formatNumber(total), formatNumber(claims.length))
          : t(m.listCount, label, formatNumber(total))}
      </p>
      <ul aria-label={label}>
        {claims.map((c) => (
          <li key={c.id}>
            {c.status}: {c.text}
          </li>
        ))}
      </ul>
    </>
  );
}
