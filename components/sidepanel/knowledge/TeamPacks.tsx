import { callEngine } from '../../../lib/messaging/engine-call';
import { diffSummary, type TeamPackClaim, type TeamPackRecord } from '../../../lib/panel/packs';
import { requireHttps } from '../../../lib/sources/shared/subscriptions';
import { messageOf } from '../../../lib/util/errors';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { SubscribeForm, SubscriptionHead } from '../../ui/SignedSubscription';
import { useTeamPacks } from '../data/useTeamPacks';
import { ensureHostAccess } from '../sources/host-access';
import { type Note, NoteLine, useNotedAction } from './Note';

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
        if (!(await ensureHostAccess([origin])))
          throw new Error('ClaimLens needs access to the pack’s site to download it: allow it when asked.');
        const sub = await callEngine('kg.team.subscribe', { url, ...(key ? { publicKey: key } : {}) });
        clear();
        return `Subscribed to “${sub.name}” ${sub.version}: ${sub.claims.length} claims, signature verified and key pinned.`;
      } catch (err) {
        throw new Error(`Not subscribed. ${messageOf(err)}`);
      }
    });
  };
  const refresh = () =>
    void run(async () => {
      const all = await callEngine('kg.team.refresh', {});
      const refused = all.filter((s) => s.lastError && s.lastError.at >= s.lastCheckedAt);
      if (refused.length) throw new Error(`${refused.length} team pack update(s) refused: see below.`);
      return 'Team packs are up to date.';
    });
  return (
    <section aria-label="Team packs" className="team-packs">
      <h2>Team packs</h2>
      <p className="hint">
        Subscribe to the signed knowledge pack your team publishes over HTTPS. It refreshes on the shared lists’
        schedule; a bad or older update never replaces the pack you have.
      </p>
      {subs && subs.length > 0 && (
        <>
          <ul className="kg-packs">
            {subs.map((s) => (
              <TeamPackRow key={s.url} sub={s} onNote={setNote} />
            ))}
          </ul>
          <button type="button" disabled={busy} onClick={refresh}>
            Refresh team packs now
          </button>
        </>
      )}
      <SubscribeForm
        name="Subscribe to a team pack"
        addressLabel="Pack address"
        placeholder="https://example.org/team-pack.json"
        busy={busy}
        className="kg-import"
        onSubscribe={subscribe}
      />
      {busy && <p role="status">Downloading and checking the pack…</p>}
      <NoteLine note={note} />
    </section>
  );
}

function TeamPackRow({ sub, onNote }: { sub: TeamPackRecord; onNote(n: Note): void }) {
  const refused = sub.lastError && sub.lastError.at >= sub.lastSyncedAt;
  const diff = sub.lastDiff;
  return (
    <li aria-label={`Team pack ${sub.name}`}>
      <SubscriptionHead sub={sub} />
      <p className="hint">
        Last refreshed {new Date(sub.lastSyncedAt).toLocaleString()}
        {sub.lastChangedAt ? ` · last changed ${new Date(sub.lastChangedAt).toLocaleString()}` : ''}
      </p>
      {diff && (
        <details className="team-diff">
          <summary>
            {diff.fromVersion ? `From ${diff.fromVersion} to ${diff.toVersion}` : `Installed ${diff.toVersion}`}:{' '}
            {diffSummary(diff)}
          </summary>
          <ClaimList label="Added" claims={diff.added} total={diff.counts.added} />
          {diff.changed.length > 0 && (
            <>
              <p>Changed ({diff.counts.changed})</p>
              <ul aria-label="Changed">
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
          <ClaimList label="Withdrawn" claims={diff.withdrawn} total={diff.counts.withdrawn} />
        </details>
      )}
      {refused && (
        <p className="error" role="alert">
          Update refused {new Date(sub.lastError!.at).toLocaleString()}: {sub.lastError!.message} The pack you have
          stays in use.
        </p>
      )}
      <div className="row-actions">
        <ConfirmButton
          label="Unsubscribe"
          confirmLabel={`Stop using “${sub.name}” and remove its knowledge?`}
          onConfirm={() =>
            void callEngine('kg.team.unsubscribe', { url: sub.url }).then(
              (r) =>
                onNote({
                  kind: 'ok',
                  text: `Unsubscribed from “${sub.name}”: ${r.removed.toLocaleString('en-US')} nodes removed (what other packs or checks also hold stays).`,
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
        {label} ({total}
        {total > claims.length ? `, first ${claims.length} shown` : ''})
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
