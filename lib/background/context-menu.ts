import { logged } from '../log/log';
import { sendToContent } from '../messaging/client';
import { createSiteMenu, SITE_MENU_ID, toggleActiveSite, watchActiveSite } from './site-switch';

/**
 * "Check claim" in the context menu on selected text and on the keyboard shortcut. Both ask
 * the content script of the frame holding the selection to check it, so the check gets the
 * same anchor (and badge) as one started from the pill. The toolbar button's menu holds the
 * active site's switch of flagging known claims (./site-switch.ts).
 */
export const MENU_ID = 'claimlens-check';
export const COMMAND = 'check-selection';

export function registerMenus(): void {
  chrome.runtime.onInstalled.addListener(() => {
    chrome.contextMenus.removeAll(() => {
      chrome.contextMenus.create({ id: MENU_ID, title: 'Check claim', contexts: ['selection'] });
      createSiteMenu();
    });
  });
  watchActiveSite();

  chrome.contextMenus.onClicked.addListener((info, tab) => {
    if (info.menuItemId === SITE_MENU_ID)
      return void toggleActiveSite().catch(logged('menu', 'Flagging could not be switched for this site'));
    if (info.menuItemId !== MENU_ID || tab?.id === undefined) return;
    void askContentToCheck(tab.id, info.frameId);
  });

  chrome.commands.onCommand.addListener((command, tab) => {
    if (command !== COMMAND || tab?.id === undefined) return;
    void askContentToCheck(tab.id);
  });
}

async function askContentToCheck(tabId: number, frameId?: number): Promise<void> {
  const options = frameId !== undefined ? { frameId } : {};
  await sendToContent(tabId, 'content.checkSelection', {}, options).catch(
    logged(
      'menu',
      'The page could not be asked to check the selection (ClaimLens does not run on this page, or it was open before ClaimLens was installed: reload it)',
    ),
  );
}
