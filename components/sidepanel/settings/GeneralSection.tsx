import { settingsPages as m } from '../../../lib/i18n/catalogue/settings-pages';
import { t } from '../../../lib/i18n/t';
import { Advanced } from './Advanced';
import { FeedSites } from './FeedSites';
import { Lockable } from './Lockable';
import type { SettingsSectionProps } from './section-props';

export function GeneralSection({ settings, save }: SettingsSectionProps) {
  const general = settings.general;
  // `save` reports its own outcome (Saved. or the error) under the sections.
  const set = (patch: Partial<typeof general>) => void save('general', patch);
  const inRange = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;
  return (
    <fieldset>
      <legend>
        <h2>{t(m.onPages)}</h2>
      </legend>
      <Lockable path="general.showPill">
        <label className="check">
          <input type="checkbox" checked={general.showPill} onChange={(e) => set({ showPill: e.target.checked })} />
          {t(m.showPill)}
        </label>
      </Lockable>
      <Lockable path="general.restoreBadges">
        <label className="check">
          <input
            type="checkbox"
            checked={general.restoreBadges}
            onChange={(e) => set({ restoreBadges: e.target.checked })}
          />
          {t(m.restoreBadges)}
        </label>
      </Lockable>
      <Lockable path="feeds.flagKnown">
        <label className="check">
          <input
            type="checkbox"
            checked={settings.feeds.flagKnown}
            onChange={(e) => void save('feeds', { flagKnown: e.target.checked })}
          />
          {t(m.flagKnown)}
        </label>
      </Lockable>
      <FeedSites feeds={settings.feeds} save={save} />
      <Advanced section="general" keys={['maxSelectionChars', 'maxConcurrentChecks']} save={save}>
        <Lockable path="general.maxSelectionChars">
          <label>
            {t(m.maxSelection)}
            <input
              type="number"
              min={100}
              max={20000}
              value={general.maxSelectionChars}
              onChange={(e) =>
                inRange(e.target.valueAsNumber, 100, 20000) && set({ maxSelectionChars: e.target.valueAsNumber })
              }
            />
          </label>
        </Lockable>
        <Lockable path="general.maxConcurrentChecks">
          <label>
            {t(m.concurrent)}
            <input
              type="number"
              min={1}
              max={8}
              value={general.maxConcurrentChecks}
              onChange={(e) =>
                inRange(e.target.valueAsNumber, 1, 8) && set({ maxConcurrentChecks: e.target.valueAsNumber })
              }
            />
          </label>
        </Lockable>
      </Advanced>
    </fieldset>
  );
}
