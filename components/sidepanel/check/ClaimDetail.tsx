import type { StoredClaimOutcome } from '../../../lib/core/traces';
import type { Verdict } from '../../../lib/core/types';
import { checkParts as m } from '../../../lib/i18n/catalogue/check-parts';
import { tCount } from '../../../lib/i18n/plural';
import { t } from '../../../lib/i18n/t';
import { formatConfidence, VERDICT_ICONS, verdictWord } from '../../../lib/pipeline/format';
import { EvidenceSource } from '../../ui/EvidenceSource';
import { CorrectionNote } from './ClaimParts';
import { RelatedList } from './RelatedKnowledge';

/**
 * One claim of a long selection: why it ended as it did (the DP-GraphCheck route and its paths),
 * its evidence, the closest knowledge for an Unverified claim and the suggested correction for a
 * False one — shown here only, never put into the page. A context fact says where the selection
 * states it.
 */

export function Tag({ verdict, confidence }: { verdict: Verdict; confidence?: number | null | undefined }) {
  const conf = formatConfidence(confidence);
  return (
    <span className="verdict" data-verdict={verdict}>
      <span aria-hidden="true">{VERDICT_ICONS[verdict]}</span> {verdictWord({ verdict })}
      {conf && <span className="conf"> {conf}</span>}
    </span>
  );
}

export function ClaimDetail({ outcome }: { outcome: StoredClaimOutcome | undefined }) {
  if (!outcome) return <p className="reason">{t(m.notChecked)}</p>;
  const graph = outcome.dp?.graph;
  return (
    <>
      {outcome.reason && <p className="reason">{outcome.reason}</p>}
      {outcome.explanation && <p className="explanation">{outcome.explanation}</p>}
      {outcome.dp && (
        <p className="path">
          {outcome.dp.stage === 'direct'
            ? t(m.settledDirect)
            : t(
                m.tripleByTriple,
                verdictWord({ verdict: outcome.dp.direct }),
                tCount(graph?.paths.length ?? 0, m.pathsOne, m.pathsOther),
              )}
        </p>
      )}
      {graph && graph.paths.length > 0 && (
        <ol className="dtree-paths" aria-label={t(m.paths)}>
          {graph.paths.map((p, i) => (
            <li key={i}>
              <Tag verdict={p.verdict} />{' '}
              {Object.entries(p.entities)
                .map(([id, v]) => `${id} = ${v ?? t(m.notFound)}`)
                .join(', ') || t(m.noLatent)}
              <ul>
                {p.statements.map((s, j) => (
                  <li key={j}>
                    <Tag verdict={s.verdict} /> {s.text}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      {outcome.evidence.length > 0 && (
        <ul className="evidence" aria-label={t(m.evidence)}>
          {outcome.evidence.map((e, i) => (
            <li key={i}>
              <p className="passage">{e.text}</p>
              <p className="src">
                <EvidenceSource evidence={e} />
                {e.stance && <span> · {e.stance}</span>}
              </p>
            </li>
          ))}
        </ul>
      )}
      {outcome.related && outcome.related.length > 0 && <RelatedList related={outcome.related} />}
      {outcome.fromText && <p className="path">{t(m.selectionSays, outcome.fromText.quote)}</p>}
      {outcome.correction && <CorrectionNote correction={outcome.correction} />}
    </>
  );
}
