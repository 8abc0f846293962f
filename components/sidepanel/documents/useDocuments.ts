import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';

import { type DocumentRecord, readDocuments, readDocumentTasks, type TaskRecord } from '../../../lib/panel/documents';
import type { Settings } from '../../../lib/settings/schema';
import { loadSettings, watchSettings } from '../../../lib/settings/store';

/**
 * What the Documents tab shows, read from Dexie live queries: the engine writes documents and
 * task rows, the panel only watches them, so a panel closed and opened again (or a second panel)
 * shows the same library and the same adds in progress.
 */

/** The library, newest first; undefined while the first read is under way. */
export function useDocuments(): DocumentRecord[] | undefined {
  return useLiveQuery(readDocuments, []);
}

/** The document adds (and re-indexes) the engine follows or has finished, newest first. */
export function useDocumentTasks(): TaskRecord[] {
  return useLiveQuery(readDocumentTasks, []) ?? [];
}

/** The stored settings, kept current as any context changes them; null until read. */
export function useSettings(): Settings | null {
  const [settings, setSettings] = useState<Settings | null>(null);
  useEffect(() => {
    const ac = new AbortController();
    void loadSettings().then(setSettings);
    watchSettings(setSettings, ac.signal);
    return () => ac.abort();
  }, []);
  return settings;
}
