import { log, logged } from '../log/log';
import { loadPolicy, watchPolicy } from '../settings/managed';
import { loadSettings, watchSettings } from '../settings/store';
import { updateFeedRules } from '../sources/feed-rules';
import { syncManagedLists } from '../sources/shared/managed-lists';
import { refreshAll } from '../sources/shared/subscriptions';
import { chromeStorage } from '../sources/storage';
import { isChunkKey } from '../sources/sync/chunks';
import { pullFromSync } from '../sources/user-list';

/**
 * Background duties of the trusted-source lists: refresh subscribed lists on a schedule
 * (alarms survive the service worker), and with them the feed-adapter rules list while online
 * checking is on (nothing is fetched otherwise); merge the user's list when another browser changed it
 * through storage.sync, and retry a sync that failed; keep the lists the organisation's policy
 * subscribes to in step with it, also when the admin changes it. Listeners are registered synchronously.
 */
const REFRESH_ALARM = 'sources.refresh';

export function registerSources(): void {
  chrome.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === REFRESH_ALARM) void refreshNow();
  });
  chrome.storage.onChanged.addListener((changes, area) => {
    if (area === 'sync' && Object.keys(changes).some(isChunkKey))
      void pullFromSync(chromeStorage()).catch(logged('sources', 'Shared lists changed in sync could not be read'));
  });
  chrome.runtime.onStartup?.addListener(
    () =>
      void pullFromSync(chromeStorage()).catch(
        logged('sources', 'Shared lists could not be read from sync at start-up'),
      ),
  );
  void scheduleRefresh();
  watchSettings(() => void scheduleRefresh());
  void syncPolicyLists();
  watchPolicy(() => void syncPolicyLists());
}

let policySync: Promise<unknown> = Promise.resolve();

/** One sync at a time: a start and a policy change together must not subscribe a list twice. */
function syncPolicyLists(): Promise<unknown> {
  policySync = policySync
    .then(async () => {
      const [settings, { policy }] = await Promise.all([loadSettings(), loadPolicy()]);
      await syncManagedLists(chromeStorage(), policy.sourceLists, {
        maxBytes: settings.web.maxListBytes,
        timeoutMs: 15_000,
      });
    })
    .catch(logged('sources', 'The shared lists of your organisation could not be brought in step with its policy'));
  return policySync;
}

async function scheduleRefresh(): Promise<void> {
  const settings = await loadSettings();
  const periodInMinutes = settings.web.listRefreshHours * 60;
  const existing = await chrome.alarms.get(REFRESH_ALARM);
  if (existing?.periodInMinutes === periodInMinutes) return;
  await chrome.alarms.create(REFRESH_ALARM, { periodInMinutes, delayInMinutes: Math.min(periodInMinutes, 5) });
}

async function refreshNow(): Promise<void> {
  const settings = await loadSettings();
  const storage = chromeStorage();
  // A policy list that could not be fetched before is tried again with every scheduled refresh.
  await syncPolicyLists();
  await refreshAll(storage, { maxBytes: settings.web.maxListBytes, timeoutMs: 15_000 });
  if (settings.web.enabled) {
    const rules = await updateFeedRules(storage.local);
    if (rules.lastError) log.warn('sources', `The feed rules list was not updated: ${rules.lastError.message}`);
  }
  await pullFromSync(storage).catch(logged('sources', 'Shared lists could not be read from sync after the refresh'));
}
