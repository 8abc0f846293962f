import type { ParsedPolicy } from '../../../lib/settings/managed-policy';
import { settingLabel } from '../../../lib/settings/review';

/**
 * At the top of Settings on a managed browser: what the organisation set, and which parts of
 * its policy ClaimLens refused (and why), so a reader can tell their admin.
 */
export function ManagedNotice({ policy: { policy, refused } }: { policy: ParsedPolicy }) {
  const locked = Object.keys(policy.locks);
  const lists = policy.sourceLists.length + policy.teamPacks.length + policy.documentPacks.length;
  return (
    <section aria-label="Set by your organisation" className="managed-notice">
      <h2>Set by your organisation</h2>
      <p>
        Your organisation manages ClaimLens on this browser
        {locked.length ? `: ${locked.length} setting${locked.length === 1 ? '' : 's'} cannot be changed here` : ''}
        {lists ? `; ${lists} shared subscription${lists === 1 ? '' : 's'} (Sources, Knowledge, Documents)` : ''}.
      </p>
      {locked.length > 0 && (
        <ul aria-label="Locked settings">
          {locked.map((path) => (
            <li key={path}>{settingLabel(path)}</li>
          ))}
        </ul>
      )}
      {refused.length > 0 && (
        <details>
          <summary>Parts of the policy were refused ({refused.length})</summary>
          <ul aria-label="Refused policy fields">
            {refused.map((r) => (
              <li key={r.field}>
                <code>{r.field}</code>: {r.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
