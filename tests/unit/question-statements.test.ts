import { describe, expect, it } from 'vitest';

import { acceptableStatement } from '../../lib/decompose/question-check';
import { questionsOf, withoutMarker } from '../../lib/decompose/question-statement/text';
import { contextNote, readQuestions } from '../../lib/decompose/questions';
import { BRACKETS, EVERYDAY, MARKS, NEEDS_CONTEXT, SEVERAL } from './questions-table/forms';
import { BE_SUBJECTS, DO_SUBJECTS, MODAL_SUBJECTS } from './questions-table/subjects';

/** Each row: what the reader asked, and the statements it must become ([] where it needs context). */
const ROWS: { group: string; question: string; statements: string[] }[] = [
  ...Object.entries({ BRACKETS, MARKS, EVERYDAY, MODAL_SUBJECTS, DO_SUBJECTS, BE_SUBJECTS }).flatMap(([group, rows]) =>
    rows.map(([question, statement]) => ({ group, question, statements: [statement] })),
  ),
  ...SEVERAL.map(([question, statements]) => ({ group: 'SEVERAL', question, statements })),
  ...NEEDS_CONTEXT.map((question) => ({ group: 'NEEDS_CONTEXT', question, statements: [] })),
];
/** The share of the table read exactly as written there; 63 % before the tagger read the subject. */
const MIN_RATE = 0.95;

function read(question: string): string[] {
  const readings = readQuestions(question);
  if (readings.length === 1 && readings[0]!.kind === 'open' && readings[0]!.note === contextNote()) return [];
  return readings.map((r) => (r.kind === 'open' ? `(open: ${r.note})` : r.statement));
}

const brackets = (t: string) => t.replace(/[^()[\]]/g, '');
const negations = (t: string) =>
  t
    .toLowerCase()
    .match(/\b(?:not|never|no)\b/g)
    ?.join(' ') ?? '';

describe('questions read as the statements they test', () => {
  it('the table has at least 200 questions, in every failure class', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(200);
    expect(new Set(ROWS.map((r) => r.group)).size).toBe(8);
  });

  it(`reads at least ${MIN_RATE * 100} % of them as the expected statements`, () => {
    const misses = ROWS.filter((r) => JSON.stringify(read(r.question)) !== JSON.stringify(r.statements));
    const listed = misses.map((m) => `${m.question} → ${read(m.question).join(' | ')}`).join('\n');
    expect(1 - misses.length / ROWS.length, `misses:\n${listed}`).toBeGreaterThanOrEqual(MIN_RATE);
  });

  it.each(ROWS.filter((r) => r.statements.length))(
    'keeps every content word, number, negation and bracket of $question',
    ({ question }) => {
      const asked = questionsOf(withoutMarker(question.trim()));
      const readings = readQuestions(question);
      readings.forEach((reading, i) => {
        if (reading.kind === 'open') return;
        // A lead-in ("Honestly,") and a contracted negation ("Doesn't X…?" asks whether X…) are not the claim's words.
        const q = asked[i]!.replace(/^\(|\)$/g, '')
          .replace(/^(?:honestly|so|but|and|really)[,:]?\s+/i, '')
          .replace(/^(?:\S+n['’]t|cannot)\b/i, 'Do');
        const kept = acceptableStatement(q, reading.statement, reading.statement);
        // "it" and "they" are replaced by what they stand for: only the other words are compared.
        if (!/\b(?:it|they)\b/i.test(q)) expect(kept, reading.statement).toEqual({ ok: true });
        expect(brackets(reading.statement)).toBe(brackets(q));
        expect(negations(reading.statement)).toBe(negations(q));
      });
    },
  );
});
