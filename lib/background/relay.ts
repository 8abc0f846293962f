import * as v from 'valibot';

import { EngineEventSchema } from '../engine/protocol';
import { isLogEvent } from '../log/forward';
import { log, logged } from '../log/log';
import { storeForwardedEntry } from '../log/start';
import { sendToContent } from '../messaging/client';
import type { ContentPayload } from '../messaging/to-content';

/**
 * Tells every tab that checks were deleted from the history, so their badges and highlights go
 * at once (a page that restored badges on load never subscribed). Only check ids travel.
 */
export async function announceRemoved(removed: ContentPayload<'content.checksRemoved'>): Promise<void> {
  const tabs = await chrome.tabs.query({}).catch((e: unknown) => {
    log.warn(
      'relay',
      'The open tabs could not be listed; their badges of deleted checks stay until the page is reloaded',
      e,
    );
    return [];
  });
  await Promise.all(
    tabs.map((t) =>
      t.id === undefined
        ? undefined
        : sendToContent(t.id, 'content.checksRemoved', removed).catch(
            logged('relay', 'A tab could not be told that checks were deleted (closed, or without ClaimLens)', 'info'),
          ),
    ),
  );
}

/** Forwards an engine event to the tabs that asked for that check. Tabs that closed are skipped. */
export async function relayEngineEvent(event: unknown): Promise<void> {
  if (isLogEvent(event)) return storeForwardedEntry(event.entry);
  const parsed = v.safeParse(EngineEventSchema, event);
  if (!parsed.success) return;
  const { summary, subscribers } = parsed.output;
  await Promise.all(
    subscribers.map((s) =>
      sendToContent(s.tabId, 'content.checkUpdate', { summary }, { frameId: s.frameId }).catch(
        logged('relay', 'A check update could not reach its tab (closed or navigated away)', 'info'),
      ),
    ),
  );
}
