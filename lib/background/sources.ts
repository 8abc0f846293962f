import { logged } from '../log/log';
import { loadSettings, watchSettings } from '../settings/store';
import { refreshAll } from '../sources/shared/subscriptions';
import { chromeStorage } from '../sources/storage';
import { isChunkKey } from '../sources/sync/chunks';
import { pullFromSync } from '../sources/user-list';

/**
 * Background duties of the trusted-source lists: refresh subscribed lists on a schedule
 * (alarms survive the service worker), merge the user's list when another browser changed it
 * through storage.sync, and retry a sync that failed. Listeners are registered synchronously.
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
  await refreshAll(storage, { maxBytes: settings.web.maxListBytes, timeoutMs: 15_000 });
  await pullFromSync(storage).catch(logged('sources', 'Shared lists could not be read from sync after the refresh'));
}
