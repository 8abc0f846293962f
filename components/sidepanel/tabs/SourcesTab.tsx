import { useEffect, useState } from 'react';

import type { Settings } from '../../../lib/settings/schema';
import { loadSettings, watchSettings } from '../../../lib/settings/store';
import { originsFor } from '../../../lib/web/permissions';
import { AddSource } from '../sources/AddSource';
import { ExportList } from '../sources/ExportList';
import { ensureHostAccess, missingHostAccess } from '../sources/host-access';
import { SourceList } from '../sources/SourceList';
import { Subscriptions } from '../sources/Subscriptions';
import { TryPage } from '../sources/TryPage';
import { useSourcesState } from '../sources/useSourcesState';

import '../sources/sources.css';

/** Trusted sources: the list the web stage may read, where each domain came from, shared lists, sync. */
export function SourcesTab() {
  const { state } = useSourcesState();
  const [settings, setSettings] = useState<Settings | null>(null);
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [missing, setMissing] = useState<string[]>([]);
  useEffect(() => {
    const ac = new AbortController();
    void loadSettings().then(setSettings);
    watchSettings(setSettings, ac.signal);
    return () => ac.abort();
  }, []);
  const online = !!settings?.web.enabled;
  useEffect(() => {
    if (state && online) void missingHostAccess(originsFor(state.sources, [])).then(setMissing);
    else setMissing([]);
  }, [state, online]);
  if (!state || !settings) return <p className="empty">Loading trusted sources…</p>;
  const report = (kind: 'ok' | 'error', text: string) => setStatus({ kind, text });

  return (
    <section aria-label="Trusted sources" className="sources-tab">
      <h2>Trusted sources</h2>
      <p className="hint">
        {online
          ? 'When memory cannot settle a claim, ClaimLens searches the web and reads only these domains.'
          : 'Online checking is off (Settings → Web): no web source is consulted and every check stays on this device.'}
      </p>
      {missing.length > 0 && (
        <p className="banner" role="status">
          ClaimLens may not read {missing.length} of these domains yet.{' '}
          <button
            type="button"
            onClick={() =>
              void ensureHostAccess(missing)
                .then(() => missingHostAccess(missing))
                .then(setMissing)
            }
          >
            Allow access
          </button>
        </p>
      )}
      {state.syncStatus && !state.syncStatus.ok && (
        <p className="error" role="alert">
          Sync: {state.syncStatus.message}
        </p>
      )}
      {status && (
        <p className={status.kind} role={status.kind === 'error' ? 'alert' : 'status'}>
          {status.text}
        </p>
      )}
      <Subscriptions state={state} report={report} />
      <SourceList state={state} onError={(m) => report('error', m)} />
      <AddSource online={online} report={report} />
      <TryPage online={online} />
      <ExportList state={state} report={report} />
    </section>
  );
}
