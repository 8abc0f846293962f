import type { StoredClaimOutcome, StoredCorrectionTrace, StoredDecompositionTrace } from '../../../lib/core/traces';
import { correctionTraceOf } from '../../../lib/core/traces';
import { tracesDecompose as m } from '../../../lib/i18n/catalogue/traces-decompose';
import { tCount } from '../../../lib/i18n/plural';
import { t } from '../../../lib/i18n/t';
import { verdictWord } from '../../../lib/pipeline/format';

/**
 * Small parts of a claim's view shared by the decomposition tree and the single-claim traces:
 * the "from the text itself" mark of a context fact, a claim's GraphCheck graph as planned, and
 * the outcome of the correction loop. Page text is rendered as text.
 */

type PlannedGraph = NonNullable<StoredDecompositionTrace['plan']['claims'][number]['graph']>;

/** A context fact verified against the selection: marked so, never shown as a verdict about the world. */
export function FromTextMark({ fromText }: { fromText: NonNullable<StoredClaimOutcome['fromText']> }) {
  return (
    <span className="fromtext" title={t(m.selectionSays, fromText.quote)}>
      <span aria-hidden="true">❝</span> {t(m.fromText)}
    </span>
  );
}

/** The claim graph the LLM made: the latent entities (what the claim implies without naming) and the relations to check. */
export function PlannedGraphView({ graph }: { graph: PlannedGraph }) {
  return (
    <div className="dtree-graph" aria-label={t(m.claimGraph)}>
      {graph.latent.length > 0 && (
        <p className="path">{t(m.latent, graph.latent.map((l) => `${l.id} = ${l.reference}`).join('; '))}</p>
      )}
      <p className="path">{t(m.relations, graph.triples.length)}</p>
      <ul>
        {graph.triples.map((triple, i) => (
          <li key={i}>
            {triple.subject} → {triple.relation} → {triple.object}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function CorrectionNote({ correction }: { correction: StoredCorrectionTrace }) {
  if (correction.corrected) {
    return (
      <p className="corrected">
        <strong>{t(m.suggested)}</strong> {correction.corrected}
      </p>
    );
  }
  if (!correction.attempts.length) return null;
  return <p className="hint">{tCount(correction.attempts.length, m.noCorrectionOne, m.noCorrectionOther)}</p>;
}

/** The trace view of a single False claim's correction loop (`traces.correction`). */
export function CorrectionTrace({ trace }: { trace: unknown }) {
  const correction = correctionTraceOf(trace);
  if (!correction) return null;
  return (
    <>
      <p className="hint">{t(m.rewrites)}</p>
      <CorrectionNote correction={correction} />
      {correction.attempts.length > 0 && (
        <ol aria-label={t(m.attempts)}>
          {correction.attempts.map((a, i) => (
            <li key={i}>
              {a.text || t(m.emptyAnswer)} <span className="score">· {attemptLabel(a.outcome)}</span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function attemptLabel(outcome: StoredCorrectionTrace['attempts'][number]['outcome']): string {
  if (outcome === 'not-from-evidence') return t(m.notFromEvidence);
  if (outcome === 'repeat') return t(m.repeat);
  return outcome ? t(m.checkedAs, verdictWord({ verdict: outcome })) : t(m.notRecorded);
}
