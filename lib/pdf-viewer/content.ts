import { createCheckSession } from '../content/checks';
import type { ContentFeature } from '../content/feature';
import { checkSelectionFeature } from '../content/features/check-selection';
import { checkUpdatesFeature } from '../content/features/check-updates';
import { restoreBadgesFeature } from '../content/features/restore-badges';
import { selectToCheckFeature } from '../content/features/select-to-check';
import { bindOverlay } from '../content/overlay';
import { createContentRouter } from '../content/router';
import { pageSettings } from '../content/settings';
import { logged } from '../log/log';
import { ownExtension } from '../messaging/router';
import { contentMessagesOnly } from './messages';

/**
 * The content script's features, mounted by the viewer itself: browsers run no content script on
 * an extension page. Flagging known claims in feeds is left out (a PDF is no feed, and its
 * per-site switch would name the extension, not the PDF's site).
 */
const VIEWER_FEATURES: readonly ContentFeature[] = [selectToCheckFeature, checkSelectionFeature, checkUpdatesFeature];

/** Mounts the features; earlier checks' badges are restored once `beforeRestore` (drawing their pages) is done. */
export async function mountContentFeatures(signal: AbortSignal, beforeRestore: Promise<void>): Promise<void> {
  bindOverlay(signal);
  const settings = pageSettings(signal);
  const router = createContentRouter(signal, ownExtension(contentMessagesOnly));
  const checks = createCheckSession({ signal, maxChars: () => settings.current().maxSelectionChars });
  const context = { signal, settings, router, checks };
  await Promise.all([
    ...VIEWER_FEATURES.map((feature) => feature.init(context)),
    beforeRestore
      .catch(
        logged(
          'pdf-viewer',
          'The pages of earlier checks could not be drawn first; their badges come as pages are drawn',
        ),
      )
      .then(() => restoreBadgesFeature.init(context)),
  ]);
}
