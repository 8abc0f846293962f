import * as v from 'valibot';
import type { EngineEvent } from '../engine/protocol';
import { CheckSummarySchema } from '../core/schemas';
import { log, logged } from '../log/log';
import { isLogEvent } from '../log/forward';
import { storeForwardedEntry } from '../log/start';

const EventSchema = v.object({
  kind: v.literal('check.update'),
  summary: CheckSummarySchema,
  subscribers: v.array(v.object({ tabId: v.number(), frameId: v.number() })),
});

/**
 * Tells every tab that checks were deleted from the history, so their badges and highlights go
 * at once (a page that restored badges on load never subscribed). Only check ids travel.
 */
export async function announceRemoved(removed: { checkIds: string[] } | { all: true }): Promise<void> {
  const tabs = await chrome.tabs.query({}).catch((e: unknown) => {
    log.warn('relay', 'The open tabs could not be listed; their badges of deleted checks stay until the page is reloaded', e);
    return [];
  });
  await Promise.all(tabs.map((t) => (t.id === undefined ? undefined : chrome.tabs.sendMessage(t.id, { type: 'content.checksRemoved', payload: removed }).catch(logged('relay', 'A tab could not be told that checks were deleted (closed, or without ClaimLens)', 'info')))));
}

/** Forwards an engine event to the tabs that asked for that check. Tabs that closed are skipped. */
export async function relayEngineEvent(event: unknown): Promise<void> {
  if (isLogEvent(event)) return storeForwardedEntry(event.entry);
  const parsed = v.safeParse(EventSchema, event);
  if (!parsed.success) return;
  const { summary, subscribers } = parsed.output as EngineEvent;
  await Promise.all(
    subscribers.map((s) =>
      chrome.tabs.sendMessage(s.tabId, { type: 'content.checkUpdate', payload: { summary } }, { frameId: s.frameId }).catch(logged('relay', 'A check update could not reach its tab (closed or navigated away)', 'info')),
    ),
  );
}
