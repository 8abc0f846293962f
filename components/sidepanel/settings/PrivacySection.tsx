import { settingsPages as m } from '../../../lib/i18n/catalogue/settings-pages';
import { t } from '../../../lib/i18n/t';
import { Lockable } from './Lockable';
import type { SettingsSectionProps } from './section-props';

/** Settings → Privacy: ask before anything leaves the device; destinations allowed for good. */
export function PrivacySection({ settings, save }: SettingsSectionProps) {
  const privacy = settings.privacy;
  const set = (patch: Partial<typeof privacy>) => save('privacy', patch);
  return (
    <fieldset>
      <legend>
        <h2>{t(m.privacy)}</h2>
      </legend>
      <Lockable path="privacy.askBeforeSending">
        <label className="check">
          <input
            type="checkbox"
            checked={privacy.askBeforeSending}
            onChange={(e) => void set({ askBeforeSending: e.target.checked })}
          />
          {t(m.askBefore)}
        </label>
      </Lockable>
      {privacy.allowedRecipients.length > 0 ? (
        <ul aria-label={t(m.alwaysAllowed)} className="allowed">
          {privacy.allowedRecipients.map((origin) => (
            <li key={origin}>
              {origin}{' '}
              <button
                type="button"
                aria-label={t(m.stopAllowing, origin)}
                onClick={() => void set({ allowedRecipients: privacy.allowedRecipients.filter((o) => o !== origin) })}
              >
                {t(m.remove)}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="hint">{t(m.noneAllowed)}</p>
      )}
      <p className="hint">{t(m.whatWasSent)}</p>
    </fieldset>
  );
}
