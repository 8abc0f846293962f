import * as v from 'valibot';
import type { EngineEvent } from '../engine/protocol';
import { CheckSummarySchema } from '../messaging/schemas';

const EventSchema = v.object({
  kind: v.literal('check.update'),
  summary: CheckSummarySchema,
  subscribers: v.array(v.object({ tabId: v.number(), frameId: v.number() })),
});

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
