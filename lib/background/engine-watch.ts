import { getDb } from '../db/database';
import { logged } from '../log/log';
import type { EngineClient } from './engine-client';

/**
 * While checks are in flight, an alarm looks in on the engine every 30 s (alarms outlive the
 * service worker). If the engine died (offscreen document closed, worker crashed), asking for
 * its status starts a new one, which marks the interrupted checks failed so they can be
 * retried: no check stays "running" in the history, even with no page open to ask about it.
 */
const WATCH_ALARM = 'claimlens-engine-watch';

export function watchEngine(engine: EngineClient): void {
  chrome.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === WATCH_ALARM) void lookIn(engine);
  });
}

async function lookIn(engine: EngineClient): Promise<void> {
  const inFlight = await getDb().checks.where('status').anyOf('queued', 'running').count();
  if (!inFlight) {
    await chrome.alarms.clear(WATCH_ALARM);
    return;
  }
  await engine
    .request('engine.status', {})
    .catch(logged('engine-watch', 'The engine did not answer the watchdog; it is started again with the next request'));
}

/** Called when a check starts; keeps an existing schedule rather than pushing it back. */
export async function armEngineWatch(): Promise<void> {
  if (await chrome.alarms.get(WATCH_ALARM)) return;
  await chrome.alarms.create(WATCH_ALARM, { periodInMinutes: 0.5 });
}
