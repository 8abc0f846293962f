import { log } from '../../log/log';
import { sendToBackground } from '../../messaging/client';
import type { CheckSession } from '../checks';
import type { ContentFeature } from '../feature';

/** Feature: on a revisit, show the badges of claims already checked on this page. */
export const restoreBadgesFeature: ContentFeature = {
  name: 'restore-badges',
  when: 'restoring-badges',
  init: ({ signal, checks }) => restoreBadges(checks, signal),
};

async function restoreBadges(feature: CheckSession, signal: AbortSignal): Promise<void> {
  const summaries = await sendToBackground('page.checks', {}).catch((e: unknown) => {
    log.warn('content', 'Badges of earlier checks could not be restored', e);
    return [];
  });
  // The page may have outlived the content script while the background answered.
  if (signal.aborted) return;
  for (const s of summaries) {
    if (!s.anchor || feature.tracker.has(s.id)) continue;
    feature.tracker.add(s.id, s.anchor, null);
    feature.tracker.update(s);
  }
}
