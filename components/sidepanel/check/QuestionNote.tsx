import { checkParts as m } from '../../../lib/i18n/catalogue/check-parts';
import { t } from '../../../lib/i18n/t';
import type { CheckRecord } from '../../../lib/panel/check';
import { verdictWord } from '../../../lib/pipeline/format';

const BECAUSE = { True: m.becauseTrue, False: m.becauseFalse, Unverified: m.becauseUnverified } as const;

/**
 * A question was checked as the statement it tests: the panel shows that statement, who wrote it
 * (rules or the LLM), and how the verdict on it answers the question.
 */
export function QuestionNote({ check }: { check: Pick<CheckRecord, 'question' | 'verdict' | 'status'> }) {
  const q = check.question;
  if (q?.kind !== 'yes-no') return null;
  return (
    <section className="question" aria-label={t(m.question)}>
      <p className="statement">
        <strong>{t(m.checkedAsStatement)}</strong> <q>{q.statement}</q>{' '}
        <span className="method">({t(q.method === 'llm' ? m.byLlm : m.byRules)})</span>
      </p>
      {check.status === 'done' && check.verdict && (
        <p className="answer">
          {t(m.answerIs)} <strong>{verdictWord({ verdict: check.verdict, question: true })}</strong>
          {t(BECAUSE[check.verdict])}
        </p>
      )}
    </section>
  );
}
