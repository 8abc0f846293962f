import { stemmer } from 'stemmer';

/**
 * The one tokenizer of the topic model: the training script and the extension must cut text the
 * same way, or the model's vocabulary would not match what it reads. Lower-cased Porter stems of
 * words of 3+ letters; English stop words, web debris and numbers are dropped.
 */

const STOP = new Set(
  (
    'a about above after again against all also am an and any are aren as at be because been before being below between both but by ' +
    'can cannot could couldn did didn do does doesn doing don down during each else ever every few for from further get gets got had ' +
    'hadn has hasn have haven having he her here hers herself him himself his how however i if in into is isn it its itself just let ' +
    'like made make many may me might more most much must my myself no nor not now of off on once one only or other ought our ours ' +
    'ourselves out over own per said same say says she should shouldn since so some such than that the their theirs them themselves ' +
    'then there these they this those though through thus to too under until up upon us very via was wasn we were weren what when ' +
    'where whether which while who whom whose why will with within without won would wouldn yet you your yours yourself yourselves ' +
    'amp http https www com org html rt via pic twitter facebook status video watch read click news new ' +
    'abstract background methods results conclusions conclusion objective study'
  ).split(' '),
);

const WORD = /[\p{L}\p{M}]+(?:['’][\p{L}]+)?/gu;

/** Tokens (stems) of a text, in order, for the topic model. */
export function topicTokens(text: string): string[] {
  return surfaceTokens(text).map((t) => t.stem);
}

/** The kept words of a text paired with their stems (the stems feed the model; the words label topics). */
export function surfaceTokens(text: string): { word: string; stem: string }[] {
  const out: { word: string; stem: string }[] = [];
  for (const m of text.normalize('NFKC').toLowerCase().matchAll(WORD)) {
    const word = m[0].replace(/['’].*$/u, '');
    if (word.length < 3 || STOP.has(word) || !/^[a-z]+$/.test(word)) continue;
    const stem = stemmer(word);
    if (stem.length >= 2 && !STOP.has(stem)) out.push({ word, stem });
  }
  return out;
}
