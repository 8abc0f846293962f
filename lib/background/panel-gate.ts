import { routeMessages } from '../i18n/catalogue/route';
import { t } from '../i18n/t';

/**
 * When the browser refuses to open its side panel, ClaimLens may show the panel page in a tab
 * instead (Firefox never counts a click relayed by a content script as the reader's). A page
 * must not turn that into a tab loop: one request at a time, the tab opened before is reused
 * while it exists, and a new one opens at most once per interval.
 */

export const PANEL_TAB_INTERVAL_MS = 5_000;

export interface PanelTabState {
  /** A panel tab opened before that still exists. */
  openTabId?: number;
  /** When the last panel tab was created (ms), or -Infinity. */
  lastCreatedAt: number;
}

export type PanelTabPlan = { kind: 'reuse'; tabId: number } | { kind: 'create' } | { kind: 'refuse'; reason: string };

export function planPanelTab(state: PanelTabState, now: number): PanelTabPlan {
  if (state.openTabId !== undefined) return { kind: 'reuse', tabId: state.openTabId };
  if (now - state.lastCreatedAt < PANEL_TAB_INTERVAL_MS) {
    return {
      kind: 'refuse',
      reason: t(routeMessages.panelTabRecent),
    };
  }
  return { kind: 'create' };
}
