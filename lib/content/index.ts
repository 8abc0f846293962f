import { checksFeature, restoreBadges } from './features/checks';
import { selectToCheck } from './features/select-to-check';
import { loadPageSettings, parsePageSettings, watchPageSettings } from './settings';

/** Starts the content-script features; everything they set up ends with the signal. */
export async function startContent(signal: AbortSignal): Promise<void> {
  let settings = parsePageSettings(undefined);
  watchPageSettings((s) => (settings = s), signal);
  const checks = checksFeature({ signal, maxChars: () => settings.maxSelectionChars });
  selectToCheck({
    signal,
    enabled: () => settings.showPill,
    maxChars: () => settings.maxSelectionChars,
    startCheck: (selection) => void checks.start(selection),
  });
  settings = await loadPageSettings();
  if (settings.restoreBadges) await restoreBadges(checks);
}
