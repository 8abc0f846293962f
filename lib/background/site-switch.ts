import { shellMessages } from '../i18n/catalogue/shell';
import { t } from '../i18n/t';
import { log, logged } from '../log/log';
import { sendToContent } from '../messaging/client';
import { isLocked, lockedReasonInline } from '../settings/locks';
import { loadPolicy } from '../settings/managed';
import { flagsOnSite, siteKey, withSite } from '../settings/sections/feeds';
import { loadSettings, updateSettings, watchSettings } from '../settings/store';
import { messageOf } from '../util/errors';

/**
 * The per-site switch of flagging known claims for the active tab, from the toolbar button's
 * menu (and its site for the side panel's switch). ClaimLens holds no `tabs` permission, so the
 * active tab's own content script says which site it shows; a page it does not run on has none.
 */
export const SITE_MENU_ID = 'claimlens-feeds-site';
const NO_SCRIPT = /Receiving end does not exist|Could not establish connection/i;

/** The site (see `siteKey`) of the active tab of the last focused window; null where ClaimLens does not run. */
export async function activeSite(): Promise<string | null> {
  const [tab] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
  if (tab?.id === undefined) return null;
  try {
    const { host } = await sendToContent(tab.id, 'content.site', {}, { frameId: 0 });
    return host ? siteKey(host) : null;
  } catch (e) {
    // A browser page, a store page or a tab opened before ClaimLens was installed has no script to
    // answer: no switch there, which is no error (the menu item is greyed out). Anything else is.
    if (!NO_SCRIPT.test(messageOf(e)))
      log.warn('menu', 'The active tab’s ClaimLens script did not say which site it shows', e);
    return null;
  }
}

/** The menu item on the toolbar button (Chrome's `action` context; Firefox's `menus` takes the same call). */
export function createSiteMenu(): void {
  chrome.contextMenus.create({
    id: SITE_MENU_ID,
    title: t(shellMessages.flagOnSite),
    type: 'checkbox',
    contexts: ['action'],
  });
}

/** Whether the organisation holds the per-site switches (`feeds.sites`, also locked by a lock of `feeds.flagKnown`). */
export async function siteSwitchLocked(): Promise<boolean> {
  const { policy } = await loadPolicy();
  return isLocked(policy.locks, 'feeds.sites');
}

/** Flips the active tab's site switch (the menu item was chosen), then shows the new state. */
export async function toggleActiveSite(): Promise<void> {
  const host = await activeSite();
  if (host && !(await siteSwitchLocked()))
    await updateSettings((s) => ({
      ...s,
      feeds: { ...s.feeds, sites: withSite(s.feeds.sites, host, !flagsOnSite(s.feeds, host)) },
    }));
  await syncSiteMenu();
}

/**
 * The menu item says the active tab's site and whether flagging is on there; greyed out on a
 * page without ClaimLens, and where the organisation set it (then saying so).
 */
async function syncSiteMenu(): Promise<void> {
  const [host, settings, locked] = await Promise.all([activeSite(), loadSettings(), siteSwitchLocked()]);
  const title = host ? t(shellMessages.flagOn, host) : t(shellMessages.flagOnSite);
  await chrome.contextMenus.update(SITE_MENU_ID, {
    title: host && locked ? `${title} (${lockedReasonInline()})` : title,
    enabled: !!host && !locked,
    checked: !!host && flagsOnSite(settings.feeds, host),
  });
}

/** Keeps the item in step with the tab shown and the settings. */
export function watchActiveSite(): void {
  const sync = () => void syncSiteMenu().catch(logged('menu', 'The toolbar menu could not show this site’s switch'));
  chrome.tabs.onActivated.addListener(sync);
  chrome.tabs.onUpdated.addListener((_id, change, tab) => tab.active && change.status === 'complete' && sync());
  chrome.windows.onFocusChanged.addListener(sync);
  watchSettings(sync);
}
