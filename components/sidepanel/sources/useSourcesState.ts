import { useCallback, useEffect, useState } from 'react';

import { sourcesLists as m } from '../../../lib/i18n/catalogue/sources-lists';
import { t } from '../../../lib/i18n/t';
import { loadSourcesState, type SourcesState } from '../../../lib/sources/load';
import { loadManagedListErrors, type ManagedListErrors } from '../../../lib/sources/shared/managed-lists';
import { chromeStorage, KEYS } from '../../../lib/sources/storage';
import { loadSyncStatus, type SyncStatus } from '../../../lib/sources/user-list';

export interface PanelSourcesState extends SourcesState {
  syncStatus: SyncStatus | null;
  /** Lists the organisation's policy names that could not be subscribed, and why. */
  managedErrors: ManagedListErrors;
}

/** The trusted-source state from storage, kept current as this or another context changes it. */
export function useSourcesState(): { state: PanelSourcesState | null; reload(): Promise<void> } {
  const [state, setState] = useState<PanelSourcesState | null>(null);
  const reload = useCallback(async () => {
    const storage = chromeStorage();
    const [s, syncStatus, managedErrors] = await Promise.all([
      loadSourcesState(storage),
      loadSyncStatus(storage),
      loadManagedListErrors(storage),
    ]);
    setState({ ...s, syncStatus, managedErrors });
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
  if (origin === 'default') return t(m.defaultList);
  if (origin === 'user') return t(m.addedByYou);
  const url = origin.replace(/^list:/, '');
  const sub = state.subscriptions.find((s) => s.url === url);
  return sub ? t(m.sharedNamed, sub.list.name) : t(m.listRow, url);
}
