import type { JSX } from 'react';

import type { SectionName, Settings } from '../../../lib/settings/schema';
import { DecomposeSection } from './DecomposeSection';
import { DiagnosticsSection } from './DiagnosticsSection';
import { DocumentsSection } from './DocumentsSection';
import { GeneralSection } from './GeneralSection';
import { LlmSection } from './LlmSection';
import { MemorySection } from './MemorySection';
import { ModelsSection } from './ModelsSection';
import { PrivacySection } from './PrivacySection';
import { SettingsFileSection } from './SettingsFileSection';
import { WebSection } from './WebSection';

export type { SectionName };
export type SaveSection = <K extends SectionName>(section: K, patch: Partial<Settings[K]>) => Promise<void>;

export interface SettingsSectionProps {
  settings: Settings;
  /** Changes fields of one section against the stored settings, validated; reports the outcome. */
  save: SaveSection;
  report(kind: 'ok' | 'error', text: string): void;
}

/**
 * Settings → one section per area, in this order; areas add theirs here. The three choices of
 * the guided setup (models, online checking, an LLM) lead; tuning follows.
 */
export const SETTINGS_SECTIONS: { id: string; Section(props: SettingsSectionProps): JSX.Element }[] = [
  { id: 'models', Section: ModelsSection },
  { id: 'web', Section: WebSection },
  { id: 'llm', Section: LlmSection },
  { id: 'privacy', Section: PrivacySection },
  { id: 'general', Section: GeneralSection },
  { id: 'memory', Section: MemorySection },
  { id: 'documents', Section: DocumentsSection },
  { id: 'decompose', Section: DecomposeSection },
  { id: 'file', Section: SettingsFileSection },
  { id: 'diagnostics', Section: DiagnosticsSection },
];
