import type { PageCheckAnswer } from '../core/page-check';
import { pageMessages } from '../i18n/catalogue/page';
import { routeMessages } from '../i18n/catalogue/route';
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

/** The page did not answer: without the "tabs" permission its URL is often unknown, so every cause is named. */
export function notReached(): string {
  return t(routeMessages.pageLead, t(routeMessages.pageNotReached));
}
/** A ClaimLens page that answers but has no article (its PDF viewer). */
export function noPageCheck(): string {
  return t(routeMessages.pageLead, t(routeMessages.pageInViewer));
}

export function createPageMenu(): void {
  chrome.contextMenus.create({ id: PAGE_MENU_ID, title: t(pageMessages.menuTitle), contexts: ['action'] });
}

/** Where a page check goes: the tab's content script, or straight to the side panel with why not (from a known URL). */
export function pageRoute(url: string | undefined): { kind: 'page' } | { kind: 'panel'; message: string } {
  if (!url) return { kind: 'page' };
  const route = routeSelection({ pageUrl: url });
  return route.kind === 'page' ? route : { kind: 'panel', message: t(routeMessages.pageLead, route.reason) };
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
        return { started: false, onPage: false, message: noPageCheck() };
      logged('menu', 'The page could not be asked to check its article', 'info')(error);
      return { started: false, onPage: false, message: notReached() };
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
