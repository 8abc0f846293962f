import { pageMessages as m } from '../../i18n/catalogue/page';
import { t } from '../../i18n/t';
import type { ContentFeature } from '../feature';
import { PageCheck } from '../page-check';

/**
 * Feature: *Check this page*, from the toolbar button's menu or the side panel's button. The
 * background asks the top frame; a page check still running is not started twice.
 */
export const checkPageFeature: ContentFeature = {
  name: 'check-page',
  when: 'always',
  init({ signal, router, checks }) {
    let current: PageCheck | null = null;
    signal.addEventListener('abort', () => current?.end(), { once: true });
    router.on('content.checkPage', async () => {
      if (current?.running) return { started: false, message: t(m.running) };
      current?.end();
      current = new PageCheck(checks);
      return current.start();
    });
  },
};
