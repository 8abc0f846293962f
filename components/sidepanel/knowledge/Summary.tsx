import { useEffect, useState } from 'react';

import type { KgStatus } from '../../../lib/engine/declare/kg';
import { log } from '../../../lib/log/log';
import { callEngine } from '../../../lib/messaging/engine-call';
import { useKnowledgeCounts } from '../data/useKnowledgeCounts';

const n = (x: number) => x.toLocaleString('en-US');

function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(0, Math.round(bytes / 1024))} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

/** What the graph holds, how much storage it takes, and whether its vectors are ready. */
export function KnowledgeSummary() {
  const counts = useKnowledgeCounts();
  const [storage, setStorage] = useState<{ usage: number; quota: number } | null>(null);
  const [status, setStatus] = useState<KgStatus | null>(null);
  const [statusError, setStatusError] = useState('');

  const total = counts
    ? counts.claimsTrue + counts.claimsFalse + counts.facts + counts.entities + counts.sources + counts.edges
    : 0;
  useEffect(() => {
    let live = true;
    navigator.storage
      ?.estimate()
      .then((e) => live && setStorage({ usage: e.usage ?? 0, quota: e.quota ?? 0 }))
      .catch((e: unknown) =>
        log.warn('knowledge', 'The storage estimate could not be read; storage used is shown as unknown', e),
      );
    callEngine('kg.status', {}).then(
      (s) => live && (setStatus(s), setStatusError('')),
      (e: Error) => live && setStatusError(e.message),
    );
    return () => {
      live = false;
    };
  }, [total, counts?.vectors]);

  if (!counts) return <p className="empty">Loading…</p>;
  const items: [string, number][] = [
    ['True claims', counts.claimsTrue],
    ['False claims', counts.claimsFalse],
    ['Facts', counts.facts],
    ['Entities', counts.entities],
    ['Sources', counts.sources],
    ['Edges', counts.edges],
  ];
  return (
    <section aria-label="Knowledge summary">
      <h2>Local knowledge</h2>
      <dl className="counts" aria-label="Counts">
        {items.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{n(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="hint" aria-label="Storage used">
        {storage
          ? `Storage used: ${formatBytes(storage.usage)}${storage.quota ? ` of ${formatBytes(storage.quota)} available` : ''}`
          : 'Storage used: unknown'}
        {` · ${n(counts.vectors)} vectors`}
      </p>
      {status && <IndexStatus status={status} />}
      {status?.startup.state === 'failed' && (
        <p className="error" role="alert" aria-label="Start-up problem">
          {status.startup.message} Details are in Settings → Diagnostics.
        </p>
      )}
      {statusError && <p className="hint">Index status unavailable: {statusError}</p>}
      {total === 0 && (
        <p className="empty">
          The knowledge graph is empty. Import a pack below; checks verified online are also saved here, so the next
          check of the same claim is instant.
        </p>
      )}
    </section>
  );
}

function IndexStatus({ status }: { status: KgStatus }) {
  if (!status.embedModel)
    return (
      <p className="hint">
        No embedding model yet: memory recognises claims stored word for word only. Open Settings → Models to install
        one.
      </p>
    );
  const ready = status.unindexed === 0;
  return (
    <p className="hint" aria-label="Vector index">
      {ready
        ? `Every claim and fact has a vector for ${status.embedModel}.`
        : `${n(status.unindexed)} claims and facts have no vector for ${status.embedModel} yet${status.indexing ? ' — computing them now.' : '.'}`}
      {!ready && !status.indexing && (
        <button type="button" className="inline" onClick={() => void callEngine('kg.embed', {})}>
          Compute vectors
        </button>
      )}
    </p>
  );
}
