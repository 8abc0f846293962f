import { useEffect, useRef, useState } from 'react';

import { settingsFile as m } from '../../../lib/i18n/catalogue/settings-file';
import { t } from '../../../lib/i18n/t';
import type { SkippedSetting } from '../../../lib/settings/locks';
import { type ChangeGroup, groupTitle, type ImportReview as Review, settingLabel } from '../../../lib/settings/review';

const ORDER: ChangeGroup[] = ['endpoints', 'privacy', 'models', 'sources', 'other'];

/**
 * What a settings file would change, before it applies: changes by group (endpoints host to
 * host), then each grant the file asks for as its own unticked box. Apply or Cancel (Escape);
 * focus moves here when it opens, so a keyboard reader lands on it.
 */
export function ImportReview({
  name,
  review,
  skipped = [],
  onApply,
  onCancel,
}: {
  name: string;
  review: Review;
  skipped?: SkippedSetting[];
  onApply(confirmed: Set<string>): void;
  onCancel(): void;
}) {
  const [confirmed, setConfirmed] = useState<Set<string>>(new Set());
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const toggle = (id: string, on: boolean) =>
    setConfirmed((c) => {
      const next = new Set(c);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <section aria-label={t(m.review)} className="import-review" onKeyDown={(e) => e.key === 'Escape' && onCancel()}>
      <h3 ref={heading} tabIndex={-1}>
        {t(m.reviewHeading, name)}
      </h3>
      {review.changes.length === 0 && <p className="hint">{t(m.noChange)}</p>}
      {ORDER.map((group) => {
        const changes = review.changes.filter((c) => c.group === group);
        if (!changes.length) return null;
        return (
          <div key={group}>
            <h4>{groupTitle(group)}</h4>
            <ul aria-label={groupTitle(group)}>
              {changes.map((c) => (
                <li key={c.path}>
                  {c.label}: {c.from} → {c.to}
                  {c.note && <span className="hint"> {c.note}</span>}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      {skipped.length > 0 && (
        <div>
          <h4>{t(m.byOrganisation)}</h4>
          <ul aria-label={t(m.notImported)}>
            {skipped.map((s) => (
              <li key={s.path}>
                {settingLabel(s.path)}: {s.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      {review.consents.length > 0 && (
        <fieldset aria-label={t(m.confirm)}>
          <legend>{t(m.asks)}</legend>
          {review.consents.map((c) => (
            <label key={c.id} className="check">
              <input type="checkbox" checked={confirmed.has(c.id)} onChange={(e) => toggle(c.id, e.target.checked)} />
              {c.label}
            </label>
          ))}
        </fieldset>
      )}
      <div className="actions">
        <button type="button" onClick={() => onApply(confirmed)}>
          {t(m.apply)}
        </button>
        <button type="button" onClick={onCancel}>
          {t(m.cancel)}
        </button>
      </div>
    </section>
  );
}
