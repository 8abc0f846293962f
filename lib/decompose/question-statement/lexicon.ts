/**
 * The closed word classes the question rules name (determiners, prepositions, pronouns): small
 * fixed lists that the tagger sometimes misreads in a question ("over 60" as an adjective).
 */

export const PRONOUNS = new Set('it there they you we he she i someone anyone everyone'.split(' '));
export const DETERMINERS = new Set(
  'the a an this that these those my your his her its our their some any every each all no many most much'.split(' '),
);
export const PREPOSITIONS = new Set(
  'of in on at for from with to by than as into onto against during after before under over above below within without among between about through near like via per across'.split(
    ' ',
  ),
);
export const DEMONSTRATIVES = new Set(['this', 'that', 'these', 'those']);
/** Words that open a relative clause inside a subject ("women who breastfeed"). */
export const RELATIVES = new Set(['who', 'that', 'which', 'whose']);

/** A word without its surrounding quotes, brackets and punctuation, in lower case. */
export const bare = (w: string) => w.toLowerCase().replace(/^["'“‘(\[]+|["'”’),.;:\]]+$/gu, '');

/** Whether each word lies inside brackets: "(platelet-rich plasma)" is an aside, never a verb or predicate. */
export function bracketed(words: readonly string[]): boolean[] {
  let depth = 0;
  return words.map((w) => {
    const opens = (w.match(/[([]/g) ?? []).length;
    const closes = (w.match(/[)\]]/g) ?? []).length;
    const inside = depth > 0 || opens > 0;
    depth = Math.max(0, depth + opens - closes);
    return inside;
  });
}

/** Index of the first word that is not a determiner: where the subject's content starts. */
export function firstContent(ws: readonly string[]): number {
  const i = ws.findIndex((w) => !DETERMINERS.has(w));
  return i < 0 ? ws.length : i;
}
