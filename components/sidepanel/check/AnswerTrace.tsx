import { answerTraceOf, type StoredAnswerFact } from '../../../lib/core/traces';
import { checkParts as m } from '../../../lib/i18n/catalogue/check-parts';
import { t } from '../../../lib/i18n/t';
import { EvidenceSource } from '../../ui/EvidenceSource';

/**
 * An open question answered from the reader's sources (`traces.answer`): the verified facts are
 * the answer, each with where it stands; the facts of the LLM's answer that its check did not
 * find in the sources are listed apart as not verified, never as part of the answer.
 */
export function AnswerTrace({ trace }: { trace: unknown }) {
  const answer = answerTraceOf(trace);
  if (!answer) return null;
  if (answer.mode === 'passages') return <p className="hint">{t(m.noComposed)}</p>;
  const verified = answer.facts.filter((f) => f.verdict === 'True');
  const rest = answer.facts.filter((f) => f.verdict !== 'True');
  return (
    <>
      {verified.length > 0 ? (
        <section aria-label={t(m.verifiedAnswer)}>
          <h4>{t(m.verifiedBy)}</h4>
          <ul className="answer-facts">
            {verified.map((f, i) => (
              <Fact key={i} fact={f} />
            ))}
          </ul>
        </section>
      ) : (
        <p className="hint">{t(m.noneVerified)}</p>
      )}
      {rest.length > 0 && (
        <section aria-label={t(m.notVerified)}>
          <h4>{t(m.notVerifiedTitle)}</h4>
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
