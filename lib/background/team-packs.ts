import { getDb } from '../db/database';
import type { TeamPackRequest } from '../kg/packs/team';
import { logged } from '../log/log';
import { loadSettings, watchSettings } from '../settings/store';
import type { EngineClient } from './engine-client';

/**
 * Team knowledge packs refresh on the shared lists' schedule (`web.listRefreshHours`, with
 * chrome.alarms, which survive the service worker); the engine downloads, verifies and applies
 * them. `required` lists subscriptions asked for from elsewhere (the organisation's policy):
 * they are subscribed when missing, at start, on every refresh and whenever `watchRequired`
 * says they changed (a policy edited while the browser runs).
 */
const TEAM_REFRESH_ALARM = 'knowledge.teamPacks.refresh';

export function registerTeamPacks(
  engine: EngineClient,
  required: () => Promise<TeamPackRequest[]> = async () => [],
  watchRequired?: (onChange: () => void) => void,
): void {
  const refresh = async () => {
    const packs = await required();
    if (packs.length) await engine.request('kg.team.ensure', { packs });
    // The engine is started for a refresh only when there is something to refresh.
    if (packs.length || (await getDb().teamPacks.count()) > 0) await engine.request('kg.team.refresh', {});
  };
  chrome.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === TEAM_REFRESH_ALARM)
      void refresh().catch(
        logged('team-packs', 'Team packs could not be refreshed; the next scheduled refresh tries again'),
      );
  });
  void schedule().catch(logged('team-packs', 'The team pack refresh could not be scheduled'));
  watchSettings(() => void schedule().catch(logged('team-packs', 'The team pack refresh could not be rescheduled')));
  const ensureRequired = (when: string) =>
    void required()
      .then((packs) => (packs.length ? engine.request('kg.team.ensure', { packs }) : undefined))
      .catch(logged('team-packs', `Team packs asked for by policy could not be subscribed ${when}`));
  ensureRequired('at start');
  watchRequired?.(() => ensureRequired('after the policy changed'));
}

async function schedule(): Promise<void> {
  const periodInMinutes = (await loadSettings()).web.listRefreshHours * 60;
  const existing = await chrome.alarms.get(TEAM_REFRESH_ALARM);
  if (existing?.periodInMinutes === periodInMinutes) return;
  await chrome.alarms.create(TEAM_REFRESH_ALARM, { periodInMinutes, delayInMinutes: Math.min(periodInMinutes, 5) });
}
