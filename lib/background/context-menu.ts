import { badgeMessages } from '../i18n/catalogue/badge';
import { t } from '../i18n/t';
import { logged } from '../log/log';
import { sendToContent } from '../messaging/client';
import { REASONS, routeSelection } from './check-route';
import type { EngineClient } from './engine-client';
import { createPageMenu, onPageMenu, PAGE_MENU_ID } from './page-menu';
import { checkInPanel, openPanelNow, showTextBox, type Unanchored } from './selection-check';
import { createSiteMenu, SITE_MENU_ID, toggleActiveSite, watchActiveSite } from './site-switch';

/**
 * "Check claim" in the context menu on selected text and on the keyboard shortcut. Both ask
 * the content script of the frame holding the selection to check it, so the check gets the
 * same anchor (and badge) as one started from the pill. Where no content script runs (the
 * browser's PDF viewer, browser pages, a tab open since before install) the selection is checked
 * in the side panel instead (./selection-check.ts). A second shortcut focuses the side panel's
 * text box. The toolbar button's menu holds the active site's switch of flagging known claims
 * (./site-switch.ts) and *Check this page* (./page-menu.ts).
 */
export const MENU_ID = 'claimlens-check';
export const COMMAND = 'check-selection';
export const BOX_COMMAND = 'type-claim';

export function registerMenus(engine: EngineClient): void {
  chrome.runtime.onInstalled.addListener(() => {
    chrome.contextMenus.removeAll(() => {
      chrome.contextMenus.create({ id: MENU_ID, title: t(badgeMessages.checkClaim), contexts: ['selection'] });
      createSiteMenu();
      createPageMenu();
    });
  });
  watchActiveSite();

  chrome.contextMenus.onClicked.addListener((info, tab) => {
    if (info.menuItemId === SITE_MENU_ID)
      return void toggleActiveSite().catch(logged('menu', 'Flagging could not be switched for this site'));
    if (info.menuItemId === PAGE_MENU_ID) return onPageMenu(tab, info.pageUrl);
    if (info.menuItemId !== MENU_ID || tab?.id === undefined) return;
    menuCheck(engine, tab.id, info);
  });

  chrome.commands.onCommand.addListener((command, tab) => {
    if (command === BOX_COMMAND) return openTextBox(tab?.id);
    if (command !== COMMAND || tab?.id === undefined) return;
    const tabId = tab.id;
    void askContentToCheck(tabId)
      .then((answer) =>
        answer === 'no-script' ? showTextBox(Promise.resolve(false), t(REASONS.unreadable)) : undefined,
      )
      .catch(logged('menu', 'The side panel could not be opened to check the selection'));
  });
}

/** The menu knows the selected text and the page's URL: pages without a content script are known at once. */
function menuCheck(engine: EngineClient, tabId: number, info: chrome.contextMenus.OnClickData): void {
  const route = routeSelection({ frameUrl: info.frameUrl, pageUrl: info.pageUrl });
  const selection = (reason: string): Unanchored => ({
    tabId,
    text: info.selectionText ?? '',
    pageUrl: info.pageUrl ?? info.frameUrl ?? '',
    reason,
  });
  const failed = logged('menu', 'The selection could not be checked in the side panel');
  if (route.kind === 'panel') {
    // First, while Chrome still counts the reader's click: it opens the panel only then.
    const opened = openPanelNow(tabId);
    const checked = info.editable
      ? showTextBox(opened, t(REASONS.field))
      : checkInPanel(engine, selection(route.reason), opened);
    return void checked.catch(failed);
  }
  void askContentToCheck(tabId, info.frameId)
    .then((answer) => {
      if (answer === 'started') return undefined;
      if (info.editable) return showTextBox(Promise.resolve(false), t(REASONS.field));
      const reason = answer === 'no-script' ? t(REASONS.notLoaded) : t(REASONS.unanchored);
      return checkInPanel(engine, selection(reason), Promise.resolve(false));
    })
    .catch(failed);
}

type Answer = 'started' | 'nothing-selected' | 'no-script';

async function askContentToCheck(tabId: number, frameId?: number): Promise<Answer> {
  const options = frameId !== undefined ? { frameId } : {};
  return sendToContent(tabId, 'content.checkSelection', {}, options).then(
    (r): Answer => (r.started ? 'started' : 'nothing-selected'),
    (error: unknown): Answer => {
      logged(
        'menu',
        'The page could not be asked to check the selection (ClaimLens does not run on this page, or it was open before ClaimLens was installed): the side panel takes it instead',
        'info',
      )(error);
      return 'no-script';
    },
  );
}

/** The text box shortcut: the panel opens (inside the key press) on the Check tab with the box focused. */
function openTextBox(tabId: number | undefined): void {
  const opened = tabId !== undefined ? openPanelNow(tabId) : Promise.resolve(false);
  void showTextBox(opened).catch(logged('menu', 'The side panel could not be opened on its text box'));
}
