import { answerTraceOf, type StoredAnswerFact } from '../../../lib/core/traces';
import { EvidenceSource } from '../../ui/EvidenceSource';

/**
 * An open question answered from the reader's sources (`traces.answer`): the verified facts are
 * the answer, each with where it stands; the facts of the LLM's answer that its check did not
 * find in the sources are listed apart as not verified, never as part of the answer.
 */
export function AnswerTrace({ trace }: { trace: unknown }) {
  const answer = answerTraceOf(trace);
  if (!answer) return null;
  if (answer.mode === 'passages')
    return <p className="hint">No composed answer: the passages nearest the question are listed under Sources.</p>;
  const verified = answer.facts.filter((f) => f.verdict === 'True');
  const rest = answer.facts.filter((f) => f.verdict !== 'True');
  return (
    <>
      {verified.length > 0 ? (
        <section aria-label="Verified answer">
          <h4>Verified by your sources</h4>
          <ul className="answer-facts">
            {verified.map((f, i) => (
              <Fact key={i} fact={f} />
            ))}
          </ul>
        </section>
      ) : (
        <p className="hint">No fact of the LLM's answer could be verified by your sources.</p>
      )}
      {rest.length > 0 && (
        <section aria-label="Not verified">
          <h4>Not verified — not part of the answer</h4>
          <ul className="answer-facts unverified">
            {rest.map((f, i) => (
              <Fact key={i} fact={f} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function Fact({ fact }: { fact: StoredAnswerFact }) {
  return (
    <li>
      {fact.text}
      {fact.why && <span className="why"> — {fact.why}</span>}
      {fact.citations.map((c, i) => (
        <span key={i} className="src">
          {' '}
          · <EvidenceSource evidence={c} />
        </span>
      ))}
    </li>
  );
}
