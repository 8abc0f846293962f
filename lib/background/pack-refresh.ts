import type { LogArea } from '../log/areas';
import { logged } from '../log/log';
import { loadSettings, watchSettings } from '../settings/store';

/**
 * Signed packs subscribed by URL (team knowledge packs, document packs) refresh on the shared
 * lists' schedule (`web.listRefreshHours`, with chrome.alarms, which survive the service worker);
 * the engine downloads, verifies and applies them. `required` lists subscriptions asked for
 * from elsewhere (the organisation's policy): they are sent to the engine at start, on every
 * refresh and whenever `watchRequired` says they changed (a policy edited while the browser runs).
 */
export interface PackRefresh<R> {
  alarm: string;
  /** Log area, and the packs' name in log lines ("Team packs"). */
  area: LogArea;
  what: string;
  required: () => Promise<R[]>;
  watchRequired?: ((onChange: () => void) => void) | undefined;
  /** Whether the required list must go to the engine (so that it is not started for nothing). */
  mustEnsure: (required: R[]) => Promise<boolean>;
  ensure: (required: R[]) => Promise<unknown>;
  /** Whether anything is subscribed: the engine is started for a refresh only then. */
  anySubscribed: () => Promise<boolean>;
  refresh: () => Promise<unknown>;
}

export function registerPackRefresh<R>(spec: PackRefresh<R>): void {
  const ensure = async () => {
    const packs = await spec.required();
    if (await spec.mustEnsure(packs)) await spec.ensure(packs);
    return packs;
  };
  const refresh = async () => {
    const packs = await ensure();
    if (packs.length || (await spec.anySubscribed())) await spec.refresh();
  };
  chrome.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === spec.alarm)
      void refresh().catch(
        logged(spec.area, `${spec.what} could not be refreshed; the next scheduled refresh tries again`),
      );
  });
  const reschedule = (what: string) => void schedule(spec.alarm).catch(logged(spec.area, what));
  reschedule(`The ${spec.what.toLowerCase()} refresh could not be scheduled`);
  watchSettings(() => reschedule(`The ${spec.what.toLowerCase()} refresh could not be rescheduled`));
  const ensureRequired = (when: string) =>
    void ensure().catch(logged(spec.area, `${spec.what} asked for by policy could not be subscribed ${when}`));
  ensureRequired('at start');
  spec.watchRequired?.(() => ensureRequired('after the policy changed'));
}

async function schedule(name: string): Promise<void> {
  const periodInMinutes = (await loadSettings()).web.listRefreshHours * 60;
  const existing = await chrome.alarms.get(name);
  if (existing?.periodInMinutes === periodInMinutes) return;
  await chrome.alarms.create(name, { periodInMinutes, delayInMinutes: Math.min(periodInMinutes, 5) });
}
