import { eld } from 'eld/extrasmall';

import type { Detection } from '../../core/language';

/**
 * The kept library's detector (`eld`, its extra-small n-gram table, bundled: nothing is fetched).
 * It runs where the browser's detector cannot: under Node and in the engine worker (a Web Worker
 * has no extension APIs). Extra-small, not a larger table: it was as right as small and medium
 * on the questions of tests/fixtures/language, at ~1 MB of worker bundle instead of 1.6–4.6 MB.
 */

/** eld's own flag is generous ("Paracetamol" is reliably Portuguese); a clear lead is asked too. */
const MIN_LEAD = 0.03;
/** Fewer letters than this say too little, whatever the scores. */
const MIN_LETTERS = 8;

export function detectWithEld(text: string): Detection {
  const found = eld.detect(text);
  const languages = Object.entries(found.getScores())
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([code, share]) => ({ code, share }));
  if (!found.language || !languages.length) return { languages: [], reliable: false };
  const [first, second] = languages;
  const lead = (first?.share ?? 0) - (second?.share ?? 0);
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  return { languages, reliable: found.isReliable() && lead >= MIN_LEAD && letters >= MIN_LETTERS };
}
