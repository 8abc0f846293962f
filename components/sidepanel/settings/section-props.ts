import type { SectionName, Settings } from '../../../lib/settings/schema';
import type { Report } from '../../ui/status';

/** What every Settings section is given (the contract between sections.ts and the sections). */
export type SaveSection = <K extends SectionName>(section: K, patch: Partial<Settings[K]>) => Promise<void>;

export interface SettingsSectionProps {
  settings: Settings;
  /** Changes fields of one section against the stored settings, validated; reports the outcome. */
  save: SaveSection;
  report: Report;
}
