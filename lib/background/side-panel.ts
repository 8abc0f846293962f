/**
 * Opening the side panel on a given check. Chrome's `sidePanel.open` and Firefox's
 * `sidebarAction.open` must be the first call made in response to the user's gesture, so the
 * check to show is stored afterwards; the panel reads it from storage.session whether it was
 * already open or opens now. Where the browser refuses (Firefox does not count a click relayed
 * by a content script as a user action), the panel opens in a tab instead, on the same check.
 */
export const FOCUS_KEY = 'focusCheckId';
export const PANEL_PAGE = 'sidepanel.html';

type Sidebar = { open(): Promise<void>; toggle(): Promise<void> };
const sidebar = (): Sidebar | undefined => (globalThis as { browser?: { sidebarAction?: Sidebar } }).browser?.sidebarAction;

export async function openSidePanel(tabId: number, checkId?: string): Promise<void> {
  const opening = openNow(tabId);
  await chrome.storage.session.set({ [FOCUS_KEY]: { checkId: checkId ?? null, at: Date.now() } });
  if (!(await opening)) await chrome.tabs.create({ url: chrome.runtime.getURL(PANEL_PAGE) });
}

/** Opens the browser's panel; false if the browser refused. */
function openNow(tabId: number): Promise<boolean> {
  const opened = (p: Promise<void>) => p.then(() => true, () => false);
  if (!import.meta.env.FIREFOX && chrome.sidePanel?.open) return opened(chrome.sidePanel.open({ tabId }));
  const bar = sidebar();
  return bar ? opened(bar.open()) : Promise.resolve(false);
}

export function enableActionOpensPanel(): void {
  if (!import.meta.env.FIREFOX && chrome.sidePanel?.setPanelBehavior) {
    void chrome.sidePanel.setPanelBehavior({ openPanelOnActionClick: true }).catch(() => undefined);
    return;
  }
  const bar = sidebar();
  if (bar) chrome.action.onClicked.addListener(() => void bar.toggle());
}
