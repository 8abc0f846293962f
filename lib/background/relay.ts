import * as v from 'valibot';
import type { EngineEvent } from '../engine/protocol';
import { CheckSummarySchema } from '../core/schemas';

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
  const tabs = await chrome.tabs.query({}).catch(() => []);
  await Promise.all(tabs.map((t) => (t.id === undefined ? undefined : chrome.tabs.sendMessage(t.id, { type: 'content.checksRemoved', payload: removed }).catch(() => undefined))));
}

/** Forwards an engine event to the tabs that asked for that check. Tabs that closed are skipped. */
export async function relayEngineEvent(event: unknown): Promise<void> {
  const parsed = v.safeParse(EventSchema, event);
  if (!parsed.success) return;
  const { summary, subscribers } = parsed.output as EngineEvent;
  await Promise.all(
    subscribers.map((s) =>
      chrome.tabs.sendMessage(s.tabId, { type: 'content.checkUpdate', payload: { summary } }, { frameId: s.frameId }).catch(() => undefined),
    ),
  );
}
