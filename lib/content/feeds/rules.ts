import { disabledIds, readFeedRules } from '../../sources/feed-rules';
import { KEYS } from '../../sources/storage';

/**
 * Which site adapters the signed feed-rules list switches off (lib/sources/feed-rules.ts). The
 * background refreshes the list; a page reads the last good one from storage.local, so a page
 * never fetches anything itself. No list yet, or a stored one that does not parse: none is off.
 */
export async function disabledAdapters(): Promise<Set<string>> {
  const stored = await chrome.storage.local.get(KEYS.feedRules);
  return disabledIds(readFeedRules(stored[KEYS.feedRules]));
}

/** Calls `onChange` with the adapters switched off whenever a new rules list is accepted, until the signal ends. */
export function watchDisabledAdapters(onChange: (disabled: Set<string>) => void, signal: AbortSignal): void {
  const listener = (changes: Record<string, chrome.storage.StorageChange>, area: string) => {
    if (area === 'local' && KEYS.feedRules in changes)
      onChange(disabledIds(readFeedRules(changes[KEYS.feedRules]?.newValue)));
  };
  chrome.storage.onChanged.addListener(listener);
  signal.addEventListener('abort', () => chrome.storage.onChanged.removeListener(listener), { once: true });
}
