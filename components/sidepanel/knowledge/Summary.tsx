import { useEffect, useState } from 'react';

import type { KgStatus } from '../../../lib/engine/declare/kg';
import { knowledgeTeam as m } from '../../../lib/i18n/catalogue/knowledge-team';
import { formatNumber } from '../../../lib/i18n/format';
import type { Message } from '../../../lib/i18n/locales';
import { t } from '../../../lib/i18n/t';
import { log } from '../../../lib/log/log';
import { callEngine } from '../../../lib/messaging/engine-call';
import { useKnowledgeCounts } from '../data/useKnowledgeCounts';

const n = (x: number) => formatNumber(x);
const fixed = (x: number, digits: number) =>
  formatNumber(x, { minimumFractionDigits: digits, maximumFractionDigits: digits });

function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${n(Math.max(0, Math.round(bytes / 1024)))} KB`;
  if (bytes < 1024 ** 3) return `${fixed(bytes / 1024 / 1024, 1)} MB`;
  return `${fixed(bytes / 1024 ** 3, 2)} GB`;
}

function storageText(storage: { usage: number; quota: number } | null): string {
  if (!storage) return t(m.storageUnknown);
  return storage.quota
    ? t(m.storageOf, formatBytes(storage.usage), formatBytes(storage.quota))
    : t(m.storageAlone, formatBytes(storage.usage));
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

  if (!counts) return <p className="empty">{t(m.loading)}</p>;
  const items: [Message, number][] = [
    [m.trueClaims, counts.claimsTrue],
    [m.falseClaims, counts.claimsFalse],
    [m.facts, counts.facts],
    [m.entities, counts.entities],
    [m.sources, counts.sources],
    [m.edges, counts.edges],
  ];
  return (
    <section aria-label={t(m.summaryLabel)}>
      <h2>{t(m.localKnowledge)}</h2>
      <dl className="counts" aria-label={t(m.counts)}>
        {items.map(([label, value]) => (
          <div key={label.name}>
            <dt>{t(label)}</dt>
            <dd>{n(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="hint" aria-label={t(m.storageUsed)}>
        {storageText(storage)}
        {` · ${t(m.vectors, n(counts.vectors))}`}
      </p>
      {status && <IndexStatus status={status} />}
      {status?.startup.state === 'failed' && (
        <p className="error" role="alert" aria-label={t(m.startupProblem)}>
          {t(m.startupDetails, status.startup.message)}
        </p>
      )}
      {statusError && <p className="hint">{t(m.indexUnavailable, statusError)}</p>}
      {total === 0 && <p className="empty">{t(m.graphEmpty)}</p>}
    </section>
  );
}

function IndexStatus({ status }: { status: KgStatus }) {
  if (!status.embedModel) return <p className="hint">{t(m.noEmbedModel)}</p>;
  const ready = status.unindexed === 0;
  return (
    <p className="hint" aria-label={t(m.vectorIndex)}>
      {ready
        ? t(m.everyVector, status.embedModel)
        : t(status.indexing ? m.missingVectorsNow : m.missingVectors, n(status.unindexed), status.embedModel)}
      {!ready && !status.indexing && (
        <button type="button" className="inline" onClick={() => void callEngine('kg.embed', {})}>
          {t(m.computeVectors)}
        </button>
      )}
    </p>
  );
}
