import { relatedTraceOf, type StoredRelatedKnowledge } from '../../../lib/core/traces';
import { SafeLink } from '../../ui/SafeLink';

/**
 * What the knowledge graph holds near an Unverified claim, labelled as related, not the same
 * claim: the reader judges; nothing here is a verdict on the claim.
 */
export function RelatedList({ related }: { related: StoredRelatedKnowledge[] }) {
  return (
    <section aria-label="Related knowledge">
      <h4>Related knowledge — related, not the same claim</h4>
      <ul>
        {related.map((r) => (
          <li key={r.id}>
            {r.text}
            {r.status && <span> · {r.status}</span>}
            <span className="score"> · similarity {r.similarity.toFixed(2)}</span>
            {r.url && (
              <span>
                {' '}
                · <SafeLink href={r.url}>source</SafeLink>
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
      <p className="hint">
        Nothing settled this claim; the closest knowledge in your graph may still help you judge it.
      </p>
      <RelatedList related={list} />
    </>
  );
}
