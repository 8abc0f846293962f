import { backgroundMessages as m } from '../i18n/catalogue/background';
import { t } from '../i18n/t';
import { log, logged } from '../log/log';
import { MessageError } from '../messaging/result';
import { planPanelTab } from './panel-gate';

/**
 * Opening the side panel on a given check. Chrome's `sidePanel.open` and Firefox's
 * `sidebarAction.open` must be the first call made in response to the user's gesture, so the
 * check to show is stored afterwards; the panel reads it from storage.session whether it was
 * already open or opens now. Chrome refuses without the reader's gesture, and then nothing
 * opens. Where the browser has no panel to open, or is Firefox (it does not count a click relayed
 * by a content script as a user action), the panel opens in a tab instead, reused and rate-limited
 * (panel-gate.ts), so a page can never open tabs in a loop.
 */
export const FOCUS_KEY = 'focusCheckId';
const PANEL_PAGE = 'sidepanel.html';

type Sidebar = { open(): Promise<void>; toggle(): Promise<void> };
const sidebar = (): Sidebar | undefined =>
  (globalThis as { browser?: { sidebarAction?: Sidebar } }).browser?.sidebarAction;

let opening = false;
let panelTab: number | undefined;
let lastTabCreatedAt = -Infinity;

/** `dispute`: the reader pressed *This is wrong* on the badge; the panel opens its form. */
export async function openSidePanel(tabId: number, checkId?: string, dispute = false): Promise<void> {
  if (opening) throw new MessageError('refused', t(m.panelOpening));
  opening = true;
  try {
    const attempt = openNow(tabId);
    await chrome.storage.session.set({
      [FOCUS_KEY]: { checkId: checkId ?? null, ...(dispute ? { dispute: true } : {}), at: Date.now() },
    });
    const result = await attempt;
    if (result === 'refused-gesture') throw new MessageError('refused', t(m.panelNeedsClick));
    if (result === 'no-panel') await openPanelTab();
  } finally {
    opening = false;
  }
}

type OpenResult = 'opened' | 'refused-gesture' | 'no-panel';

/** Opens the browser's panel. Chrome's refusal means there was no user gesture. */
function openNow(tabId: number): Promise<OpenResult> {
  if (!import.meta.env.FIREFOX && chrome.sidePanel?.open)
    return chrome.sidePanel.open({ tabId }).then(
      (): OpenResult => 'opened',
      // The caller tells the reader to click again; the log keeps Chrome's own reason.
      (error: unknown): OpenResult => {
        log.info('side-panel', 'Chrome refused to open the side panel: taken as no user gesture', error);
        return 'refused-gesture';
      },
    );
  const bar = sidebar();
  return bar
    ? bar.open().then(
        (): OpenResult => 'opened',
        (error: unknown): OpenResult => {
          log.info('side-panel', 'Firefox did not open the sidebar: the panel opens in a tab instead', error);
          return 'no-panel';
        },
      )
    : Promise.resolve('no-panel');
}

/** The panel in a tab (reused, rate-limited): where the browser's panel cannot be opened now. */
export async function openPanelTab(): Promise<void> {
  const plan = planPanelTab({ openTabId: await livePanelTab(), lastCreatedAt: lastTabCreatedAt }, Date.now());
  if (plan.kind === 'refuse') throw new MessageError('refused', plan.reason);
  if (plan.kind === 'reuse') {
    await chrome.tabs.update(plan.tabId, { active: true });
    return;
  }
  lastTabCreatedAt = Date.now();
  panelTab = (await chrome.tabs.create({ url: chrome.runtime.getURL(PANEL_PAGE) })).id;
}

/** The panel tab opened before, if the reader has not closed it. */
async function livePanelTab(): Promise<number | undefined> {
  if (panelTab === undefined) return undefined;
  const alive = await chrome.tabs.get(panelTab).then(
    () => true,
    () => {
      // tabs.get rejects only for a tab id that no longer exists: the reader closed the tab.
      return false;
    },
  );
  if (!alive) panelTab = undefined;
  return panelTab;
}

export function enableActionOpensPanel(): void {
  if (!import.meta.env.FIREFOX && chrome.sidePanel?.setPanelBehavior) {
    void chrome.sidePanel
      .setPanelBehavior({ openPanelOnActionClick: true })
      .catch(
        logged(
          'side-panel',
          'The toolbar button could not be set to open the side panel; open it from the extensions menu',
        ),
      );
    return;
  }
  const bar = sidebar();
  if (bar) chrome.action.onClicked.addListener(() => void bar.toggle());
}
