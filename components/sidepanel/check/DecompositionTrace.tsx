import type { DecompositionTrace as Trace, ClaimOutcome } from '../../../lib/decompose/trace';
import { VERDICT_ICONS } from '../../../lib/pipeline/format';
import type { Verdict } from '../../../lib/pipeline/types';
import { SafeLink } from '../../ui/SafeLink';

/**
 * A long selection as a tree: the selection's verdict → its sentences (picked or why not) →
 * the claims each picked sentence was split into → the evidence, related knowledge or suggested
 * correction of each claim. All page text is rendered as text.
 */

function isTrace(t: unknown): t is Trace {
  const x = t as Trace | null;
  return !!x && typeof x === 'object' && x.plan?.version === 1 && Array.isArray(x.plan.sentences) && Array.isArray(x.plan.claims) && Array.isArray(x.outcomes);
}

function Tag({ verdict }: { verdict: Verdict }) {
  return (
    <span className="verdict" data-verdict={verdict}>
      <span aria-hidden="true">{VERDICT_ICONS[verdict]}</span> {verdict}
    </span>
  );
}

function ClaimDetail({ outcome }: { outcome: ClaimOutcome | undefined }) {
  if (!outcome) return <p className="reason">Not checked yet.</p>;
  const graph = outcome.dp?.graph;
  return (
    <>
      {outcome.reason && <p className="reason">{outcome.reason}</p>}
      {outcome.dp && (
        <p className="path">
          {outcome.dp.stage === 'direct' ? 'Settled by the direct check.' : `Direct check: ${outcome.dp.direct}; then checked triple by triple (${graph?.paths.length ?? 0} path${graph?.paths.length === 1 ? '' : 's'}).`}
        </p>
      )}
      {graph && graph.paths.length > 0 && (
        <ol className="dtree-paths" aria-label="Identification paths">
          {graph.paths.map((p, i) => (
            <li key={i}>
              <Tag verdict={p.verdict} />{' '}
              {Object.entries(p.entities)
                .map(([id, v]) => `${id} = ${v ?? 'not found'}`)
                .join(', ') || 'no latent entities'}
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
        <ul className="evidence" aria-label="Evidence">
          {outcome.evidence.map((e, i) => (
            <li key={i}>
              <p className="passage">{e.text}</p>
              <p className="src">{e.url ? <SafeLink href={e.url}>{e.title || e.domain || e.url}</SafeLink> : <span>{e.title || 'Local knowledge'}</span>}</p>
            </li>
          ))}
        </ul>
      )}
      {outcome.related && outcome.related.length > 0 && (
        <section aria-label="Related knowledge">
          <h4>Related knowledge — related, not the same claim</h4>
          <ul>
            {outcome.related.map((r) => (
              <li key={r.id}>
                {r.text}
                {r.status && <span> · {r.status}</span>}
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
      )}
      {outcome.correction?.corrected && (
        <p className="corrected">
          <strong>Suggested correction, from the evidence:</strong> {outcome.correction.corrected}
        </p>
      )}
    </>
  );
}

export function DecompositionTrace({ trace }: { trace: unknown }) {
  if (!isTrace(trace)) return <p className="reason">This check's decomposition was recorded by another version of ClaimLens and cannot be shown.</p>;
  const { plan, outcomes } = trace;
  const byClaim = new Map(outcomes.map((o) => [o.claimId, o]));
  const sentenceVerdict = new Map(trace.sentences.map((s) => [s.index, s.verdict]));
  return (
    <div className="dtree">
      <p>
        Selection: <Tag verdict={trace.overall} /> <span className="path">{plan.label}</span>
      </p>
      {plan.ranking && (
        <p className="path">
          Key sentences ranked by topic-specific TextRank ({plan.ranking.lexical ? 'shared words, no embedding model' : plan.ranking.embedderId}; {plan.ranking.iterations} iterations).
        </p>
      )}
      {plan.notes.map((n, i) => (
        <p key={i} className="reason">
          {n}
        </p>
      ))}
      <ol className="dtree-sentences" aria-label="Sentences">
        {plan.sentences.map((s) => (
          <li key={s.index} data-picked={s.picked}>
            <p>
              {s.picked ? <Tag verdict={sentenceVerdict.get(s.index) ?? 'Unverified'} /> : <span className="stage">not checked</span>} {s.text}
              {s.score !== undefined && <span className="score"> · rank score {s.score.toFixed(3)}</span>}
            </p>
            {s.note && <p className="reason">{s.note}</p>}
            {s.picked && (
              <ol className="dtree-claims" aria-label="Claims">
                {plan.claims
                  .filter((c) => c.sentence === s.index)
                  .map((c) => (
                    <li key={c.id}>
                      <p>
                        <Tag verdict={byClaim.get(c.id)?.verdict ?? 'Unverified'} /> {c.text}
                      </p>
                      <ClaimDetail outcome={byClaim.get(c.id)} />
                    </li>
                  ))}
              </ol>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
