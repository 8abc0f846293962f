import type { JSX } from 'react';
import type { Settings } from '../../../lib/settings/schema';
import { DecomposeSection } from './DecomposeSection';
import { GeneralSection } from './GeneralSection';
import { MemorySection } from './MemorySection';
import { ModelsSection } from './ModelsSection';
import { SettingsFileSection } from './SettingsFileSection';
import { WebSection } from './WebSection';

export interface SettingsSectionProps {
  settings: Settings;
  /** Validates and stores the whole settings object; reports the outcome. */
  save(next: Settings): Promise<void>;
  report(kind: 'ok' | 'error', text: string): void;
}

/** Settings → one section per area, in this order; areas add theirs here. */
export const SETTINGS_SECTIONS: { id: string; Section(props: SettingsSectionProps): JSX.Element }[] = [
  { id: 'general', Section: GeneralSection },
  { id: 'memory', Section: MemorySection },
  { id: 'models', Section: ModelsSection },
  { id: 'web', Section: WebSection },
  { id: 'decompose', Section: DecomposeSection },
  { id: 'file', Section: SettingsFileSection },
];
