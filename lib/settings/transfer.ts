import { settingsReview as m } from '../i18n/catalogue/settings-review';
import { t } from '../i18n/t';
import { messageOf } from '../util/errors';
import { checkKeyedEndpoints } from './keyed';
import { applyLocks, lockedChanges, type Locks, type SkippedSetting } from './locks';
import { parseSettings, type Settings, SettingsError } from './schema';

/**
 * The settings file a team shares to configure the extension in one step (docs/settings.md).
 * Secrets are kept apart by design, so an export cannot contain an API key. What a file would
 * change is shown for review before it applies (review.ts).
 */

export const SETTINGS_FILE_FORMAT = 'claimlens-settings';
export const SETTINGS_FILE_VERSION = 1;
const MAX_SETTINGS_FILE_BYTES = 1_000_000;

export interface SettingsFile {
  format: typeof SETTINGS_FILE_FORMAT;
  version: typeof SETTINGS_FILE_VERSION;
  exportedAt: string;
  settings: Settings;
}

export function exportSettings(settings: Settings, now = new Date()): string {
  const file: SettingsFile = {
    format: SETTINGS_FILE_FORMAT,
    version: SETTINGS_FILE_VERSION,
    exportedAt: now.toISOString(),
    settings,
  };
  return JSON.stringify(file, null, 2);
}

/**
 * A file that names only some sections (a calibration's `memory`, a team's `web`) changes only
 * those: the sections it leaves out keep the current values instead of falling back to defaults.
 */
export function importSettingsOnto(json: string, current: Settings): Settings {
  const incoming = importSettings(json);
  const named = new Set(Object.keys(fileSettings(json)));
  const merged = Object.fromEntries(
    Object.entries(incoming).map(([section, value]) => [
      section,
      named.has(section) ? value : current[section as keyof Settings],
    ]),
  );
  return parseSettings(merged);
}

/**
 * An import on a managed browser: the settings the organisation locked keep the policy's
 * values, and each one the file would have changed is reported as skipped, with the reason.
 */
export function importSettingsUnderLocks(
  json: string,
  current: Settings,
  locks: Locks,
): { incoming: Settings; skipped: SkippedSetting[] } {
  const incoming = importSettingsOnto(json, current);
  return { incoming: applyLocks(incoming, locks), skipped: lockedChanges(incoming, locks) };
}

function fileSettings(json: string): Record<string, unknown> {
  const data = JSON.parse(json) as { settings?: unknown };
  return data.settings && typeof data.settings === 'object' ? (data.settings as Record<string, unknown>) : {};
}

export function importSettings(json: string): Settings {
  if (json.length > MAX_SETTINGS_FILE_BYTES) throw new SettingsError(t(m.fileTooLarge));
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (e) {
    throw new SettingsError(t(m.notJson, messageOf(e)));
  }
  if (!data || typeof data !== 'object') throw new SettingsError(t(m.notSettings));
  const file = data as Partial<SettingsFile>;
  if (file.format !== SETTINGS_FILE_FORMAT) throw new SettingsError(t(m.wrongFormat, SETTINGS_FILE_FORMAT));
  if (typeof file.version !== 'number' || file.version > SETTINGS_FILE_VERSION) {
    throw new SettingsError(t(m.newerVersion, String(file.version), SETTINGS_FILE_VERSION));
  }
  const settings = parseSettings(file.settings);
  checkKeyedEndpoints(settings);
  return settings;
}
