import { useCallback, useEffect, useState } from 'react';

import { loadSourcesState, type SourcesState } from '../../../lib/sources/load';
import { chromeStorage, KEYS } from '../../../lib/sources/storage';
import { loadSyncStatus, type SyncStatus } from '../../../lib/sources/user-list';

export interface PanelSourcesState extends SourcesState {
  syncStatus: SyncStatus | null;
}

/** The trusted-source state from storage, kept current as this or another context changes it. */
export function useSourcesState(): { state: PanelSourcesState | null; reload(): Promise<void> } {
  const [state, setState] = useState<PanelSourcesState | null>(null);
  const reload = useCallback(async () => {
    const storage = chromeStorage();
    const [s, syncStatus] = await Promise.all([loadSourcesState(storage), loadSyncStatus(storage)]);
    setState({ ...s, syncStatus });
  }, []);
  useEffect(() => {
    void reload();
    const keys: string[] = Object.values(KEYS);
    const listener = (changes: Record<string, chrome.storage.StorageChange>, area: string) => {
      if (area === 'local' && Object.keys(changes).some((k) => keys.includes(k))) void reload();
    };
    chrome.storage.onChanged.addListener(listener);
    return () => chrome.storage.onChanged.removeListener(listener);
  }, [reload]);
  return { state, reload };
}

export function contributorLabel(origin: string, state: Pick<SourcesState, 'subscriptions'>): string {
  if (origin === 'default') return 'Default list';
  if (origin === 'user') return 'Added by you';
  const url = origin.replace(/^list:/, '');
  const sub = state.subscriptions.find((s) => s.url === url);
  return sub ? `Shared list “${sub.list.name}”` : `Shared list ${url}`;
}
