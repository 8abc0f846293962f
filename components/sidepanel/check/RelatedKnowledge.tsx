import { relatedTraceOf, type StoredRelatedKnowledge } from '../../../lib/core/traces';
import { checkParts as m } from '../../../lib/i18n/catalogue/check-parts';
import { formatFixed } from '../../../lib/i18n/format';
import { t } from '../../../lib/i18n/t';
import { SafeLink } from '../../ui/SafeLink';

/**
 * What the knowledge graph holds near an Unverified claim, labelled as related, not the same
 * claim: the reader judges; nothing here is a verdict on the claim.
 */
export function RelatedList({ related }: { related: StoredRelatedKnowledge[] }) {
  return (
    <section aria-label={t(m.related)}>
      <h4>{t(m.relatedTitle)}</h4>
      <ul>
        {related.map((r) => (
          <li key={r.id}>
            {r.text}
            {r.status && <span> · {r.status}</span>}
            <span className="score"> · {t(m.similarity, formatFixed(r.similarity, 2))}</span>
            {r.url && (
              <span>
                {' '}
                · <SafeLink href={r.url}>{t(m.source)}</SafeLink>
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The trace view of a single Unverified check's related knowledge (`traces.related`). */
export function RelatedTrace({ trace }: { trace: unknown }) {
  const list = relatedTraceOf(trace);
  if (!list?.length) return null;
  return (
    <>
      <p className="hint">{t(m.nothingSettled)}</p>
      <RelatedList related={list} />
    </>
  );
}
