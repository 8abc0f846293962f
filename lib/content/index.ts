import { createCheckSession } from './checks';
import type { ContentFeature } from './feature';
import { runFeature } from './feature-run';
import { checkPageFeature } from './features/check-page';
import { checkSelectionFeature } from './features/check-selection';
import { checkUpdatesFeature } from './features/check-updates';
import { flagKnownFeature } from './features/flag-known';
import { restoreBadgesFeature } from './features/restore-badges';
import { selectToCheckFeature } from './features/select-to-check';
import { siteNameFeature } from './features/site-name';
import { bindOverlay } from './overlay';
import { createContentRouter } from './router';
import { pageSettings } from './settings';

/** The in-page features, each one file under features/; each declares when it runs (feature-run.ts). */
const CONTENT_FEATURES: readonly ContentFeature[] = [
  selectToCheckFeature,
  checkSelectionFeature,
  checkPageFeature,
  checkUpdatesFeature,
  restoreBadgesFeature,
  siteNameFeature,
  flagKnownFeature,
];

/** Starts the content-script features; everything they set up ends with the signal. */
export async function startContent(signal: AbortSignal): Promise<void> {
  bindOverlay(signal);
  const settings = pageSettings(signal);
  const router = createContentRouter(signal);
  const checks = createCheckSession({ signal, maxChars: () => settings.current().maxSelectionChars });
  await Promise.all(CONTENT_FEATURES.map((feature) => runFeature(feature, { signal, settings, router, checks })));
}
