import type { SentenceAssessment } from './claimhood';

/**
 * A long selection's yes/no questions in another language, turned into the statements they test
 * the way a question selected alone is (translated on the device and read by the English rules,
 * or rewritten by the LLM: lib/pipeline/question.ts). One that nothing can turn stays listed,
 * with its note.
 */

/** The statement a yes/no question in another language tests, or null where nothing on the device can say. */
export type OtherQuestionStatement = (question: string) => Promise<string | null>;

export async function withOtherQuestions<S extends SentenceAssessment & { text: string }>(
  sentences: S[],
  statementOf: OtherQuestionStatement | undefined,
): Promise<S[]> {
  if (!statementOf) return sentences;
  return Promise.all(
    sentences.map(async (s) => {
      if (s.kind !== 'other-language') return s;
      const statement = await statementOf(s.text);
      if (!statement) return s;
      const { note: _listed, ...rest } = s;
      return { ...rest, kind: 'claim', statement } as S;
    }),
  );
}
