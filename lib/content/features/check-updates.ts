import type { ContentFeature } from '../feature';

/**
 * Feature: the background's news about this page's checks. Progress and verdicts update their
 * badges; checks deleted from the history lose badge and highlight now, not at the next reload.
 */
export const checkUpdatesFeature: ContentFeature = {
  name: 'check-updates',
  when: 'always',
  init({ router, checks }) {
    router.on('content.checkUpdate', ({ summary }) => checks.apply(summary));
    router.on('content.checksRemoved', (removed) => {
      const ids = 'all' in removed ? checks.tracker.keys().filter((k) => k.startsWith('check:')) : removed.checkIds;
      for (const id of ids) checks.tracker.remove(id);
    });
  },
};
