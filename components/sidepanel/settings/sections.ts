import type { JSX } from 'react';

import { DecomposeSection } from './DecomposeSection';
import { DiagnosticsSection } from './DiagnosticsSection';
import { DocumentsSection } from './DocumentsSection';
import { GeneralSection } from './GeneralSection';
import { LlmSection } from './LlmSection';
import { MemorySection } from './MemorySection';
import { ModelsSection } from './ModelsSection';
import { PrivacySection } from './PrivacySection';
import type { SettingsSectionProps } from './section-props';
import { SettingsFileSection } from './SettingsFileSection';
import { WebSection } from './WebSection';

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
