import { useEffect } from 'react';

import { FOCUS_KEY } from '../../lib/background/side-panel';
import { usePanel } from './store';

/** Opens the check a badge asked for (the background leaves it in storage.session). */
export function useFocusRequests(): void {
  const openCheck = usePanel((s) => s.openCheck);
  useEffect(() => {
    const apply = (value: unknown) => {
      const v = value as { checkId?: string | null } | undefined;
      if (v && 'checkId' in v) openCheck(v.checkId ?? null);
    };
    void chrome.storage.session.get(FOCUS_KEY).then((r) => apply(r[FOCUS_KEY]));
    const listener = (changes: Record<string, chrome.storage.StorageChange>, area: string) => {
      if (area === 'session' && changes[FOCUS_KEY]) apply(changes[FOCUS_KEY].newValue);
    };
    chrome.storage.onChanged.addListener(listener);
    return () => chrome.storage.onChanged.removeListener(listener);
  }, [openCheck]);
}
