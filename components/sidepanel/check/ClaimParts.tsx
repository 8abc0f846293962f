import type { StoredClaimOutcome, StoredCorrectionTrace, StoredDecompositionTrace } from '../../../lib/core/traces';
import { correctionTraceOf } from '../../../lib/core/traces';

/**
 * Small parts of a claim's view shared by the decomposition tree and the single-claim traces:
 * the "from the text itself" mark of a context fact, a claim's GraphCheck graph as planned, and
 * the outcome of the correction loop. Page text is rendered as text.
 */

type PlannedGraph = NonNullable<StoredDecompositionTrace['plan']['claims'][number]['graph']>;

/** A context fact verified against the selection: marked so, never shown as a verdict about the world. */
export function FromTextMark({ fromText }: { fromText: NonNullable<StoredClaimOutcome['fromText']> }) {
  return (
    <span className="fromtext" title={`The selection says: ${fromText.quote}`}>
      <span aria-hidden="true">❝</span> From the text itself
    </span>
  );
}

/** The claim graph the LLM made: the latent entities (what the claim implies without naming) and the relations to check. */
export function PlannedGraphView({ graph }: { graph: PlannedGraph }) {
  return (
    <div className="dtree-graph" aria-label="Claim graph">
      {graph.latent.length > 0 && (
        <p className="path">Latent entities: {graph.latent.map((l) => `${l.id} = ${l.reference}`).join('; ')}</p>
      )}
      <p className="path">Relations ({graph.triples.length}):</p>
      <ul>
        {graph.triples.map((t, i) => (
          <li key={i}>
            {t.subject} → {t.relation} → {t.object}
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
        <strong>Suggested correction, from the evidence:</strong> {correction.corrected}
      </p>
    );
  }
  if (!correction.attempts.length) return null;
  const n = correction.attempts.length;
  return (
    <p className="hint">
      No correction could be confirmed from the evidence ({n} attempt{n === 1 ? '' : 's'}).
    </p>
  );
}

/** The trace view of a single False claim's correction loop (`traces.correction`). */
export function CorrectionTrace({ trace }: { trace: unknown }) {
  const correction = correctionTraceOf(trace);
  if (!correction) return null;
  return (
    <>
      <p className="hint">
        Rewrites of the claim towards its evidence, each checked again with evidence of its own (at most 3).
      </p>
      <CorrectionNote correction={correction} />
      {correction.attempts.length > 0 && (
        <ol aria-label="Correction attempts">
          {correction.attempts.map((a, i) => (
            <li key={i}>
              {a.text || '(empty answer)'} <span className="score">· {attemptLabel(a.outcome)}</span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function attemptLabel(outcome: StoredCorrectionTrace['attempts'][number]['outcome']): string {
  if (outcome === 'not-from-evidence') return 'not from the evidence, not checked';
  if (outcome === 'repeat') return 'a repeat, not checked';
  return outcome ? `checked: ${outcome}` : 'not recorded';
}
