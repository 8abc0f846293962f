/**
 * Opening the side panel on a given check. `sidePanel.open` must be the first call made in
 * response to the user's gesture, so the check to show is stored afterwards; the panel reads
 * it from storage.session whether it was already open or opens now.
 */
export const FOCUS_KEY = 'focusCheckId';

export async function openSidePanel(tabId: number, windowId: number | undefined, checkId?: string): Promise<void> {
  const opening = openNow(tabId, windowId);
  await chrome.storage.session.set({ [FOCUS_KEY]: { checkId: checkId ?? null, at: Date.now() } });
  await opening;
}

function openNow(tabId: number, windowId: number | undefined): Promise<void> {
  if (chrome.sidePanel?.open) return chrome.sidePanel.open({ tabId }).catch(() => undefined);
  // Firefox: the sidebar is opened by sidebarAction, also only on a user action.
  const sidebar = (globalThis as { browser?: { sidebarAction?: { open(): Promise<void> } } }).browser?.sidebarAction;
  void windowId;
  return sidebar?.open().catch(() => undefined) ?? Promise.resolve();
}

export function enableActionOpensPanel(): void {
  if (chrome.sidePanel?.setPanelBehavior) {
    void chrome.sidePanel.setPanelBehavior({ openPanelOnActionClick: true }).catch(() => undefined);
    return;
  }
  const sidebar = (globalThis as { browser?: { sidebarAction?: { toggle(): Promise<void> } } }).browser?.sidebarAction;
  if (sidebar) chrome.action.onClicked.addListener(() => void sidebar.toggle());
}
