import type { PageCheckAnswer } from '../core/page-check';
import { pageMessages } from '../i18n/catalogue/page';
import { t } from '../i18n/t';
import { logged } from '../log/log';
import { sendToContent } from '../messaging/client';
import { MessageError } from '../messaging/result';
import { routeSelection } from './check-route';
import { openPanelNow, showTextBox } from './selection-check';

/**
 * *Check this page* in the toolbar button's menu (and the side panel's button, through
 * `checkPageInTab`): the tab's top frame checks its article's key sentences. Where ClaimLens
 * does not run, nothing is silent: the side panel opens and says why.
 */
export const PAGE_MENU_ID = 'claimlens-check-page';

const LEAD = 'Check this page could not run here.';
/** The page did not answer: without the "tabs" permission its URL is often unknown, so every cause is named. */
export const NOT_REACHED = `${LEAD} ClaimLens is not running on this page (a browser page, a PDF in the browser's own viewer, or a page open since before ClaimLens was installed or updated: reload it then).`;
/** A ClaimLens page that answers but has no article (its PDF viewer). */
export const NO_PAGE_CHECK = `${LEAD} It reads the article of a web page; in ClaimLens's PDF viewer, select a passage and choose Check claim.`;

export function createPageMenu(): void {
  chrome.contextMenus.create({ id: PAGE_MENU_ID, title: t(pageMessages.menuTitle), contexts: ['action'] });
}

/** Where a page check goes: the tab's content script, or straight to the side panel with why not (from a known URL). */
export function pageRoute(url: string | undefined): { kind: 'page' } | { kind: 'panel'; message: string } {
  if (!url) return { kind: 'page' };
  const route = routeSelection({ pageUrl: url });
  return route.kind === 'page' ? route : { kind: 'panel', message: `${LEAD} ${route.reason}` };
}

/** Asks the tab's top frame to check its article; `onPage` is false when the page shows nothing of it (no content script, no page checks). */
export async function checkPageInTab(
  tabId: number,
  url: string | undefined,
): Promise<PageCheckAnswer & { onPage: boolean }> {
  const route = pageRoute(url);
  if (route.kind === 'panel') return { started: false, onPage: false, message: route.message };
  return sendToContent(tabId, 'content.checkPage', {}, { frameId: 0 }).then(
    (answer) => ({ ...answer, onPage: true }),
    (error: unknown) => {
      if (error instanceof MessageError && error.code === 'unknown-type')
        return { started: false, onPage: false, message: NO_PAGE_CHECK };
      logged('menu', 'The page could not be asked to check its article', 'info')(error);
      return { started: false, onPage: false, message: NOT_REACHED };
    },
  );
}

/** The menu item was chosen: the panel opens at once (inside the click) only where the page cannot answer. */
export function onPageMenu(tab: chrome.tabs.Tab | undefined, pageUrl: string | undefined): void {
  if (tab?.id === undefined) return;
  const url = pageUrl ?? tab.url;
  const opened = pageRoute(url).kind === 'panel' ? openPanelNow(tab.id) : Promise.resolve(false);
  void checkPageInTab(tab.id, url)
    .then((answer) => (answer.onPage ? undefined : showTextBox(opened, answer.message)))
    .catch(logged('menu', 'The page check could not be started'));
}
