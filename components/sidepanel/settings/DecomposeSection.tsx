import { settingsPages as m } from '../../../lib/i18n/catalogue/settings-pages';
import { t } from '../../../lib/i18n/t';
import type { DecomposeSettings } from '../../../lib/settings/sections/decompose';
import { Advanced } from './Advanced';
import type { SettingsSectionProps } from './section-props';

/** Settings → Long selections: how a selection of several sentences is split and checked. */
export function DecomposeSection({ settings, save }: SettingsSectionProps) {
  const d = settings.decompose;
  // `save` reports its own outcome (Saved. or the error) under the sections.
  const set = (patch: Partial<DecomposeSettings>) => void save('decompose', patch);
  const inRange = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;
  return (
    <fieldset>
      <legend>
        <h2>{t(m.longSelections)}</h2>
      </legend>
      <label>
        {t(m.splitBy)}
        <select value={d.method} onChange={(e) => set({ method: e.target.value as DecomposeSettings['method'] })}>
          <option value="auto">{t(m.splitAuto)}</option>
          <option value="rules">{t(m.splitRules)}</option>
        </select>
      </label>
      <label className="check">
        <input type="checkbox" checked={d.directFirst} onChange={(e) => set({ directFirst: e.target.checked })} />
        {t(m.directFirst)}
      </label>
      <Advanced section="decompose" keys={['maxKeySentences', 'maxClaims', 'correctionLoops']} save={save}>
        <label>
          {t(m.keySentences)}
          <input
            type="number"
            min={1}
            max={20}
            value={d.maxKeySentences}
            onChange={(e) => inRange(e.target.valueAsNumber, 1, 20) && set({ maxKeySentences: e.target.valueAsNumber })}
          />
        </label>
        <label>
          {t(m.maxClaims)}
          <input
            type="number"
            min={1}
            max={30}
            value={d.maxClaims}
            onChange={(e) => inRange(e.target.valueAsNumber, 1, 30) && set({ maxClaims: e.target.valueAsNumber })}
          />
        </label>
        <label>
          {t(m.correctionLoops)}
          <input
            type="number"
            min={0}
            max={3}
            value={d.correctionLoops}
            onChange={(e) => inRange(e.target.valueAsNumber, 0, 3) && set({ correctionLoops: e.target.valueAsNumber })}
          />
        </label>
      </Advanced>
    </fieldset>
  );
}
