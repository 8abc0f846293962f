import type { ContentFeature } from '../feature';

/** Feature: tells the per-site switch (side panel, toolbar menu) which site this page is, whether flagging is on or off. */
export const siteNameFeature: ContentFeature = {
  name: 'site-name',
  when: 'always',
  init({ router }) {
    router.on('content.site', () => ({ host: location.host }));
  },
};
