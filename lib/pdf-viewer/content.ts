import { createCheckSession } from '../content/checks';
import type { ContentFeature } from '../content/feature';
import { checkSelectionFeature } from '../content/features/check-selection';
import { checkUpdatesFeature } from '../content/features/check-updates';
import { restoreBadgesFeature } from '../content/features/restore-badges';
import { selectToCheckFeature } from '../content/features/select-to-check';
import { bindOverlay } from '../content/overlay';
import { createContentRouter } from '../content/router';
import { pageSettings } from '../content/settings';
import { ownExtension } from '../messaging/router';
import { toContent } from '../messaging/to-content';

/**
 * The content script's features, mounted by the viewer itself: browsers run no content script on
 * an extension page. Flagging known claims in feeds is left out (a PDF is no feed, and its
 * per-site switch would name the extension, not the PDF's site).
 */
const VIEWER_FEATURES: readonly ContentFeature[] = [
  selectToCheckFeature,
  checkSelectionFeature,
  checkUpdatesFeature,
  restoreBadgesFeature,
];

/**
 * Only the background's messages to pages are read: on an extension page, every runtime message
 * the extension's other pages send reaches this listener too, and answering those would race
 * their real recipient's answer.
 */
function contentMessagesOnly(message: object): { type: unknown; payload: unknown } | null {
  const { type, payload } = message as { type?: unknown; payload?: unknown };
  return typeof type === 'string' && Object.hasOwn(toContent, type) && !('target' in message)
    ? { type, payload }
    : null;
}

export async function mountContentFeatures(signal: AbortSignal): Promise<void> {
  bindOverlay(signal);
  const settings = pageSettings(signal);
  const router = createContentRouter(signal, ownExtension(contentMessagesOnly));
  const checks = createCheckSession({ signal, maxChars: () => settings.current().maxSelectionChars });
  await Promise.all(VIEWER_FEATURES.map((feature) => feature.init({ signal, settings, router, checks })));
}
