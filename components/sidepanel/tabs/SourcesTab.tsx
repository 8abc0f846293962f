import { useEffect, useState } from 'react';

import { shellMessages as m } from '../../../lib/i18n/catalogue/shell';
import { formatNumber } from '../../../lib/i18n/format';
import { t } from '../../../lib/i18n/t';
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
  if (!state || !settings) return <p className="empty">{t(m.loadingSources)}</p>;
  const report = (kind: 'ok' | 'error', text: string) => setStatus({ kind, text });

  return (
    <section aria-label={t(m.trustedSources)} className="sources-tab">
      <h2>{t(m.trustedSources)}</h2>
      <p className="hint">{online ? t(m.sourcesOnline) : t(m.sourcesOffline)}</p>
      {missing.length > 0 && (
        <p className="banner" role="status">
          {t(m.missing, formatNumber(missing.length))}{' '}
          <button
            type="button"
            onClick={() =>
              void ensureHostAccess(missing)
                .then(() => missingHostAccess(missing))
                .then(setMissing)
            }
          >
            {t(m.allowAccess)}
          </button>
        </p>
      )}
      {state.syncStatus && !state.syncStatus.ok && (
        <p className="error" role="alert">
          {t(m.syncProblem, state.syncStatus.message ?? '')}
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
