import { Lockable } from './Lockable';
import type { SettingsSectionProps } from './section-props';

/** Settings → Privacy: ask before anything leaves the device; destinations allowed for good. */
export function PrivacySection({ settings, save }: SettingsSectionProps) {
  const privacy = settings.privacy;
  const set = (patch: Partial<typeof privacy>) => save('privacy', patch);
  return (
    <fieldset>
      <legend>
        <h2>Privacy</h2>
      </legend>
      <Lockable path="privacy.askBeforeSending">
        <label className="check">
          <input
            type="checkbox"
            checked={privacy.askBeforeSending}
            onChange={(e) => void set({ askBeforeSending: e.target.checked })}
          />
          Ask me before a claim is sent off this device
        </label>
      </Lockable>
      {privacy.allowedRecipients.length > 0 ? (
        <ul aria-label="Always allowed" className="allowed">
          {privacy.allowedRecipients.map((origin) => (
            <li key={origin}>
              {origin}{' '}
              <button
                type="button"
                aria-label={`Stop always allowing ${origin}`}
                onClick={() => void set({ allowedRecipients: privacy.allowedRecipients.filter((o) => o !== origin) })}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="hint">No destination is allowed without asking.</p>
      )}
      <p className="hint">Each check shows exactly what was sent and to whom (Check → Tribunal → What was sent).</p>
    </fieldset>
  );
}
