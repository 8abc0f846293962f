import { persistTraceOf } from '../../../lib/core/traces';
import { tracesCorrected as m } from '../../../lib/i18n/catalogue/traces-corrected';
import { tCount } from '../../../lib/i18n/plural';
import { t as tr } from '../../../lib/i18n/t';

const ROLES = { evidence: m.fromEvidence, claim: m.fromClaim, corrected: m.fromCorrection } as const;

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
            {tr(r.claimExisted ? m.updated : m.saved, r.claimStatus)}
            {r.correctedClaimId && tr(m.withCorrection)}. {tr(m.sourcesLinks, r.sources.length, r.edges)}
          </p>
          {r.facts.length > 0 && (
            <ul>
              {r.facts.map((f, i) => (
                <li key={i}>
                  {f.text}{' '}
                  <span className="hint">
                    ({f.status.toLowerCase()}, {tr(ROLES[f.role])})
                  </span>
                </li>
              ))}
            </ul>
          )}
          {r.rejected.length > 0 && (
            <details>
              <summary>{tCount(r.rejected.length, m.notSavedOne, m.notSavedOther)}</summary>
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
