import { persistTraceOf } from '../../../lib/core/traces';

/** What the verdict added to local memory: claims, facts, entities, what was rejected and why. */
export function PersistTrace({ trace }: { trace: unknown }) {
  const t = persistTraceOf(trace);
  if (!t) return null;
  const r = t.report;
  return (
    <div className="persist">
      {t.error && (
        <p className="error" role="alert">
          {t.error}
        </p>
      )}
      {t.extractionError && <p className="hint">{t.extractionError}</p>}
      {r && (
        <>
          <p>
            {r.claimExisted ? 'Updated' : 'Saved'} the claim as {r.claimStatus}
            {r.correctedClaimId && ', with its correction as TRUE (linked CORRECTED_BY)'}. Sources: {r.sources.length};
            links: {r.edges}.
          </p>
          {r.facts.length > 0 && (
            <ul>
              {r.facts.map((f, i) => (
                <li key={i}>
                  {f.text}{' '}
                  <span className="hint">
                    ({f.status.toLowerCase()},{' '}
                    {f.role === 'evidence'
                      ? 'from the evidence'
                      : f.role === 'claim'
                        ? 'asserted by the claim'
                        : 'from the correction'}
                    )
                  </span>
                </li>
              ))}
            </ul>
          )}
          {r.rejected.length > 0 && (
            <details>
              <summary>
                Not saved: {r.rejected.length} triple{r.rejected.length === 1 ? '' : 's'}
              </summary>
              <ul>
                {r.rejected.map((x, i) => (
                  <li key={i}>{x.message}</li>
                ))}
              </ul>
            </details>
          )}
        </>
      )}
      {t.vectorsNote && <p className="hint">{t.vectorsNote}</p>}
    </div>
  );
}
