import type { CheckRecord } from '../../../lib/panel/check';
import { ANSWER_WORDS } from '../../../lib/pipeline/format';

/**
 * A question was checked as the statement it tests: the panel shows that statement, who wrote it
 * (rules or the LLM), and how the verdict on it answers the question.
 */
export function QuestionNote({ check }: { check: Pick<CheckRecord, 'question' | 'verdict' | 'status'> }) {
  const q = check.question;
  if (q?.kind !== 'yes-no') return null;
  return (
    <section className="question" aria-label="Question">
      <p className="statement">
        <strong>Checked as the statement:</strong> <q>{q.statement}</q>{' '}
        <span className="method">({q.method === 'llm' ? 'rewritten by the LLM' : 'rewritten by rules'})</span>
      </p>
      {check.status === 'done' && check.verdict && (
        <p className="answer">
          Answer: <strong>{ANSWER_WORDS[check.verdict]}</strong>, because the statement is{' '}
          {check.verdict === 'Unverified' ? 'unverified' : check.verdict.toLowerCase()}.
        </p>
      )}
    </section>
  );
}
