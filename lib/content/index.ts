import { loadSettings, watchSettings } from '../settings/store';
import { defaultSettings } from '../settings/schema';
import { checksFeature, restoreBadges } from './features/checks';
import { selectToCheck } from './features/select-to-check';

/** Starts the content-script features; everything they set up ends with the signal. */
export async function startContent(signal: AbortSignal): Promise<void> {
  let settings = defaultSettings();
  watchSettings((s) => (settings = s), signal);
  const checks = checksFeature({ signal, maxChars: () => settings.general.maxSelectionChars });
  selectToCheck({
    signal,
    enabled: () => settings.general.showPill,
    maxChars: () => settings.general.maxSelectionChars,
    startCheck: (selection) => void checks.start(selection),
  });
  settings = await loadSettings();
  if (settings.general.restoreBadges) await restoreBadges(checks);
}
