import { isQuestion } from '../questions';

/**
 * Questions in other languages: recognised by their marks ("?", Spanish "¿…?", French "… ?"),
 * and told open or yes/no by the language's question words. Their statement is not made here
 * (the English rules would mangle "Hilft Vitamin C…?" into "Hilft Vitamin C…."): the pipeline
 * translates the question to English for the rules or has the LLM rewrite it (lib/pipeline/
 * question-language.ts). A language with no word list here is taken for yes/no until its
 * translation is read.
 */

export type OtherQuestionKind = 'yes-no' | 'open';

/** Words that open a question asking for information, lower case; several words where one is not enough ("o que"). */
const QUESTION_WORDS: Record<string, string> = {
  de:
    'wie was warum wann wo welche welcher welches welchen welchem wer wen wem wessen weshalb wieso weswegen ' +
    'wieviel wieviele woher wohin wodurch wofür womit wozu worauf woran worin wovon wogegen',
  fr:
    'comment pourquoi quand combien quel quelle quels quelles qui que quoi où lequel laquelle lesquels lesquelles ' +
    "qu'est-ce qu’est-ce qu'est qu’est qu'y qu’y qu'en qu’en",
  es: 'cómo como por_qué por_que porqué cuándo cuando cuánto cuánta cuántos cuántas qué que cuál cuáles quién quiénes dónde adónde',
  it: "come perché perche quando quanto quanta quanti quante quale quali cosa che chi dove cos'è cos’è qual è",
  pt: 'como porque por_que porquê por_quê quando quanto quanta quantos quantas qual quais que o_que quem onde',
  nl: 'hoe waarom wanneer hoeveel welke welk wat wie waar waardoor waarvoor waarmee waartegen',
};

/** Prepositions that may stand before a question word ("Ab wann…?", "¿Desde cuándo…?", "Pour qui…?"). */
const PREPOSITIONS: Record<string, string> = {
  de: 'ab seit bis für mit von in an zu nach aus bei gegen um',
  fr: 'à a de en pour par depuis avec dans contre',
  es: 'a de en para por desde con hasta contra',
  it: 'a di da in per con su fino contro',
  pt: 'a de em para por desde com até contra',
  nl: 'in met voor van sinds tot tegen om',
};

/**
 * Words a yes/no question has and its statement need not ("Est-ce que…", "…-t-il", "Stimmt es,
 * dass…"): an LLM's statement may leave these out and nothing else (question-check.ts).
 */
const FRAMES: Record<string, string> = {
  de: 'stimmt es dass ob wahr richtig denn eigentlich wirklich',
  fr: 'est ce que qu t il elle ils elles vrai',
  es: 'es verdad que cierto realmente',
  it: 'è vero che davvero',
  pt: 'é verdade que mesmo',
  nl: 'is het waar dat echt',
};

const asSet = (words: string) => new Set(words.split(' ').map((w) => w.replace(/_/g, ' ')));
const WORDS = new Map(Object.entries(QUESTION_WORDS).map(([code, words]) => [code, asSet(words)]));
const FRAME_SETS = new Map(Object.entries(FRAMES).map(([code, words]) => [code, asSet(words)]));
const BEFORE = new Map(Object.entries(PREPOSITIONS).map(([code, words]) => [code, asSet(words)]));

/** The words of a question in the language `code` that its statement may leave out. */
export function questionFrameWords(code: string): ReadonlySet<string> {
  return FRAME_SETS.get(code) ?? new Set();
}

/** Whether `text` is a question in a language that opens it with "¿" or ends it with "?" (after a space in French). */
function isOtherQuestion(text: string): boolean {
  const t = text.trim();
  return isQuestion(t) || /^[¿¡]/u.test(t);
}

/**
 * A question in the language `code` (ISO 639-1), open or yes/no; null where `text` is no question.
 * Never a statement: what it tests is read from its translation or by the LLM.
 */
export function otherQuestionKind(text: string, code: string): OtherQuestionKind | null {
  if (!isOtherQuestion(text)) return null;
  const words = WORDS.get(code);
  if (!words) return 'yes-no';
  const ws = leadingWords(text);
  const opens = (i: number) => words.has(ws[i] ?? '') || words.has(`${ws[i]} ${ws[i + 1]}`);
  const afterPreposition = BEFORE.get(code)?.has(ws[0] ?? '') && opens(1);
  return opens(0) || afterPreposition ? 'open' : 'yes-no';
}

/** The first words, lower case, without list numbering, "¿", quotes and the commas after them. */
function leadingWords(text: string): string[] {
  const body = text
    .trim()
    .replace(/^\s*(?:[•*–—-]|\(?\d{1,3}[.)])\s+/u, '')
    .replace(/^[¿¡"'“‘«(\s]+/u, '');
  return body
    .toLowerCase()
    .split(/\s+/u)
    .slice(0, 3)
    .map((w) => w.replace(/[,;:?!.»”"]+$/u, ''));
}
