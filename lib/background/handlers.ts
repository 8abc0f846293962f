import { normaliseClaimText } from '../core/input';
import { TYPED_PAGE_PATH, TYPED_PAGE_TITLE } from '../core/typed';
import { getDb } from '../db/database';
import { healthSignal } from '../decompose/topics/health';
import { backgroundMessages as m } from '../i18n/catalogue/background';
import { t } from '../i18n/t';
import { pageKey } from '../jobs/page-key';
import { toSummary } from '../jobs/summary';
import { tryItPageTitle } from '../kg/packs/try-it';
import { logged } from '../log/log';
import { MessageError } from '../messaging/result';
import type { Handlers } from '../messaging/router';
import { senderPageUrl } from '../messaging/senders';
import { panelEngineOp, type ToBackground } from '../messaging/to-background';
import { withBrowserDetection } from '../ml/language/browser';
import { flagsOnSite, siteKey, withSite } from '../settings/sections/feeds';
import { loadSettings, updateSettings } from '../settings/store';
import { checkFromPanel } from './engine-checks';
import type { EngineClient } from './engine-client';
import { armEngineWatch } from './engine-watch';
import { keySentences } from './key-sentences';
import { acceptOffer, currentOffer, dismissOffer } from './model-offer';
import { checkPageInTab } from './page-menu';
import { announceRemoved, relayEngineEvent } from './relay';
import { openSidePanel } from './side-panel';
import { activeSite, siteSwitchLocked } from './site-switch';

/** The background router's handlers: thin, they validate nothing twice and hold no state. */
export function backgroundHandlers(engine: EngineClient): Handlers<ToBackground> {
  const subscriberOf = (sender: chrome.runtime.MessageSender) =>
    sender.tab?.id !== undefined ? { tabId: sender.tab.id, frameId: sender.frameId ?? 0 } : undefined;

  const pageOf = (sender: chrome.runtime.MessageSender): string => {
    const url = senderPageUrl(sender);
    if (!url) throw new MessageError('forbidden-sender', 'Only a web page can ask about its own checks.');
    return url;
  };

  const watched = <T>(result: Promise<T>) => {
    void armEngineWatch().catch(
      logged(
        'engine-watch',
        'The engine watchdog could not be scheduled; a stuck check is then noticed only when the panel opens',
      ),
    );
    return result;
  };

  return {
    // The check belongs to the page the browser says sent it, whatever URL the payload names. The
    // engine's worker has no i18n API: the browser's language detection is done here.
    'check.start': async (p, sender) =>
      watched(
        engine.request('check.start', {
          ...p,
          page: { ...p.page, url: pageOf(sender) },
          language: await withBrowserDetection(p.text, p.language?.fallback),
          subscriber: subscriberOf(sender),
        }),
      ),
    // Checked like a selection on a page, with the side panel as its page; no tab follows it.
    'check.try': (p) => watched(checkFromPanel(engine, p, { url: '/sidepanel.html', title: tryItPageTitle() })),
    'check.typed': (p) => watched(checkFromPanel(engine, p, { url: TYPED_PAGE_PATH, title: TYPED_PAGE_TITLE })),
    'check.status': (p) => engine.request('check.status', p),
    'check.cancel': (p) => engine.request('check.cancel', p),
    'check.retry': (p, sender) => watched(engine.request('check.retry', { ...p, subscriber: subscriberOf(sender) })),
    'check.repick': (p) => watched(engine.request('check.repick', p)),
    'check.delete': async (p) => {
      const result = await engine.request('check.delete', p);
      await announceRemoved({ checkIds: p.checkIds });
      return result;
    },
    'check.deleteAll': async () => {
      const result = await engine.request('check.deleteAll', {});
      await announceRemoved({ all: true });
      return result;
    },
    // A page cannot turn flagging on for itself: the sender's own site must have it on.
    'feeds.match': async (p, sender) => {
      const { feeds } = await loadSettings();
      if (!flagsOnSite(feeds, new URL(pageOf(sender)).host)) throw new MessageError('refused', t(m.flaggingOff));
      return engine.request('feeds.match', p);
    },
    'feeds.site': async (p, sender) => {
      const host = siteKey(new URL(pageOf(sender)).host);
      if (await siteSwitchLocked()) throw new Error(t(m.siteLocked, host));
      await updateSettings((s) => ({ ...s, feeds: { ...s.feeds, sites: withSite(s.feeds.sites, host, p.on) } }));
      return { host, on: p.on };
    },
    'feeds.activeSite': async () => ({ host: await activeSite() }),
    'health.classify': async (p) => healthSignal(normaliseClaimText(p.text)),
    'page.keySentences': (p) => keySentences(p.blocks),
    'page.check': () => checkActiveTab(),
    'page.checks': (_p, sender) => restoredChecks(pageOf(sender)),
    'panel.open': async (p, sender) => {
      if (sender.tab?.id === undefined) throw new MessageError('invalid-input', t(m.noTabForPanel));
      await openSidePanel(sender.tab.id, p.checkId, p.dispute === true);
      return null;
    },
    'engine.status': () => engine.request('engine.status', {}),
    'engine.start': async () => engine.phase(),
    'models.offer': () => currentOffer(engine),
    'models.offer.accept': (p) => watched(acceptOffer(engine, p.checkId)),
    'models.offer.dismiss': () => dismissOffer(engine),
    'engine.call': (p) => engine.forward(panelEngineOp(p.op), p.payload ?? {}),
    'engine.event': async (p) => {
      await relayEngineEvent(p.event);
      return null;
    },
  };
}

/** The "Check this page" button in the side panel: the tab the reader is looking at. */
async function checkActiveTab() {
  const [tab] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
  if (tab?.id === undefined) throw new MessageError('invalid-input', t(m.noTabToCheck));
  const { started, message } = await checkPageInTab(tab.id, tab.url);
  return { started, message };
}

/** The finished, anchored checks a page shows again when it is reopened (if the reader wants them). */
async function restoredChecks(url: string) {
  const settings = await loadSettings();
  if (!settings.general.restoreBadges) return [];
  const rows = await getDb().checks.where('pageKey').equals(pageKey(url)).toArray();
  return rows
    .filter((r) => r.status === 'done' && r.anchor)
    .slice(-200)
    .map(toSummary);
}
