import { settingsManaged as m } from '../../../lib/i18n/catalogue/settings-managed';
import { formatNumber } from '../../../lib/i18n/format';
import { tCount } from '../../../lib/i18n/plural';
import { t } from '../../../lib/i18n/t';
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
    <section aria-label={t(m.byOrganisation)} className="managed-notice">
      <h2>{t(m.byOrganisation)}</h2>
      <p>
        {t(m.manages)}
        {locked.length ? tCount(locked.length, m.lockedOne, m.lockedOther) : ''}
        {lists ? tCount(lists, m.listsOne, m.listsOther) : ''}.
      </p>
      {locked.length > 0 && (
        <ul aria-label={t(m.locked)}>
          {locked.map((path) => (
            <li key={path}>{settingLabel(path)}</li>
          ))}
        </ul>
      )}
      {refused.length > 0 && (
        <details>
          <summary>{t(m.refused, formatNumber(refused.length))}</summary>
          <ul aria-label={t(m.refusedFields)}>
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
