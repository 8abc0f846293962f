import { routeMessages } from '../i18n/catalogue/route';
import { t } from '../i18n/t';
import { log } from '../log/log';
import { messageOf } from '../util/errors';
import { checkWithoutBadge } from './engine-checks';
import type { EngineClient } from './engine-client';
import { BOX_KEY, type BoxRequest, type FocusRequest } from './panel-requests';
import { FOCUS_KEY, openPanelTab, openSidePanel } from './side-panel';

/**
 * A selection the page cannot take (no content script there) is never dropped: it is checked
 * here and its verdict shown in the side panel with why no badge is on the page; where even the
 * selection cannot be read (the shortcut has no selectionText), the panel's text box is focused
 * and says why. The panel is opened inside the reader's gesture where the route is known at once;
 * after an await Chrome refuses, and then a panel already open shows it, or the panel opens in a tab.
 */

export interface Unanchored {
  tabId: number;
  text: string;
  pageUrl: string;
  reason: string;
}

/** Opens the side panel now (call it synchronously in the menu or command handler); whether it opened. */
export function openPanelNow(tabId: number): Promise<boolean> {
  return openSidePanel(tabId).then(
    () => true,
    (error: unknown) => {
      log.info('menu', 'The side panel did not open at once: the check is shown another way', error);
      return false;
    },
  );
}

export async function checkInPanel(engine: EngineClient, s: Unanchored, opened: Promise<boolean>): Promise<void> {
  try {
    // The schema caps a page URL at 4,096 characters (a data: URL can be longer).
    const page = { url: s.pageUrl.slice(0, 4096), title: '' };
    const { summary } = await checkWithoutBadge(engine, s.text, page);
    const focus: FocusRequest = { checkId: summary.id, note: s.reason, at: Date.now() };
    await chrome.storage.session.set({ [FOCUS_KEY]: focus });
  } catch (e) {
    // Refused (too long, nothing to check) or the engine failed: the text waits in the box, with why.
    await askForText({ text: s.text, note: t(routeMessages.notChecked, s.reason, messageOf(e)) });
  }
  await reveal(opened);
}

/**
 * The side panel's text box, focused and empty: for the text box shortcut (no note), the check
 * shortcut on a page that did not answer, or a selection in a form field (`note` says why).
 */
export async function showTextBox(opened: Promise<boolean>, note?: string): Promise<void> {
  await askForText(note ? { note } : {});
  await reveal(opened);
}

async function askForText(request: Omit<BoxRequest, 'at'>): Promise<void> {
  const box: BoxRequest = { ...request, at: Date.now() };
  await chrome.storage.session.set({ [BOX_KEY]: box });
}

/** The reader sees the panel: it opened now, or it was open already, or it opens in a tab. */
async function reveal(opened: Promise<boolean>): Promise<void> {
  if ((await opened) || (await panelIsOpen())) return;
  await openPanelTab();
}

async function panelIsOpen(): Promise<boolean> {
  // Chrome 116+; where the browser cannot say, the panel is taken as closed and opens in a tab.
  if (typeof chrome.runtime.getContexts !== 'function') return false;
  const open = await chrome.runtime.getContexts({ documentUrls: [chrome.runtime.getURL('/sidepanel.html')] });
  return open.length > 0;
}
