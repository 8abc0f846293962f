import * as v from 'valibot';

import { EngineEventSchema } from '../engine/protocol';
import { logged } from '../log/log';

/**
 * Firefox's MV3 background is an event page that Firefox unloads after 30 s without extension
 * events or API calls, and in Firefox the engine worker lives in that page: a long check (models,
 * web, the LLM jury) would die with it. An API call to the browser resets that idle timer, so
 * while checks are queued or running the page makes a cheap one every KEEP_ALIVE_MS. A check
 * that never reports an end (its worker crashed) stops counting after STALE_MS; the engine
 * watchdog (engine-watch.ts) ends it as failed.
 */

export const KEEP_ALIVE_MS = 10_000;
export const STALE_MS = 5 * 60_000;

/** Checks in flight: id → when the engine last reported it queued or running (ms). */
export type InFlight = ReadonlyMap<string, number>;

/** The checks in flight after an engine event, and after dropping ones silent for STALE_MS. */
export function inFlightAfter(inFlight: InFlight, event: unknown, now: number): Map<string, number> {
  const next = new Map([...inFlight].filter(([, seen]) => now - seen < STALE_MS));
  const parsed = v.safeParse(EngineEventSchema, event);
  if (!parsed.success) return next;
  const { id, status } = parsed.output.summary;
  if (status === 'queued' || status === 'running') next.set(id, now);
  else next.delete(id);
  return next;
}

/** Watches engine events and keeps the background alive while checks are in flight. */
export function keepAliveWhileChecking(
  ping: () => Promise<unknown> = () => chrome.runtime.getPlatformInfo(),
): (event: unknown) => void {
  let inFlight: InFlight = new Map();
  let timer: ReturnType<typeof setInterval> | undefined;
  const tick = () => {
    inFlight = inFlightAfter(inFlight, null, Date.now());
    if (inFlight.size)
      return void ping().catch(
        logged('keep-alive', 'The background could not keep itself awake; a check it loses ends as failed, with Retry'),
      );
    clearInterval(timer);
    timer = undefined;
  };
  return (event) => {
    inFlight = inFlightAfter(inFlight, event, Date.now());
    if (inFlight.size && timer === undefined) timer = setInterval(tick, KEEP_ALIVE_MS);
  };
}
