import type { ReactNode } from 'react';

import { settingsLlm as m } from '../../../lib/i18n/catalogue/settings-llm';
import { t } from '../../../lib/i18n/t';
import { sectionDefaults, type SectionName, type Settings } from '../../../lib/settings/schema';
import type { SaveSection } from './section-props';

interface Props<K extends SectionName> {
  section: K;
  /** The fields inside, which the reset restores (and no others). */
  keys: readonly (keyof Settings[K])[];
  save: SaveSection;
  children: ReactNode;
}

/**
 * A section's numeric parameters, collapsed under *Advanced*: the choices a reader makes come
 * first, the tuning after, with a reset of exactly these fields.
 */
export function Advanced<K extends SectionName>({ section, keys, save, children }: Props<K>) {
  return (
    <details className="advanced">
      <summary>{t(m.advanced)}</summary>
      {children}
      <button type="button" onClick={() => void save(section, sectionDefaults(section, keys))}>
        {t(m.resetSection)}
      </button>
    </details>
  );
}
