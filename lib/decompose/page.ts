import { normaliseClaimText } from '../core/input';
import { type ArticleBlock, noArticle, type PageChoice } from '../core/page-check';
import { pageCheck as m } from '../i18n/catalogue/page-check';
import { tCount } from '../i18n/plural';
import { assessSentence } from './claimhood';
import { MAX_SENTENCES } from './limits';
import { splitSentences } from './sentences';

/**
 * Check this page: which sentences of an article's main content may be checked. Each paragraph
 * is split and assessed as a long selection's sentences are (headings, fragments and open
 * questions are no claims); the claims, at most MAX_SENTENCES of them in text order, go to the
 * key-sentence ranking, which picks the few that are checked. A sentence over the selection limit
 * would be refused by the check, so it is left out here.
 */

export function pageCandidates(blocks: readonly ArticleBlock[], maxChars: number): PageChoice {
  let total = 0;
  const claims: string[] = [];
  for (const block of blocks) {
    for (const s of splitSentences(normaliseClaimText(block.text))) {
      total++;
      if (!block.heading && assessSentence(s).kind === 'claim' && [...s.text].length <= maxChars) claims.push(s.text);
    }
  }
  if (total === 0) return { ok: false, message: noArticle(), total };
  if (!claims.length) return { ok: false, total, message: tCount(total, m.noClaimOne, m.noClaimOther) };
  return { ok: true, sentences: [...new Set(claims)].slice(0, MAX_SENTENCES), total };
}
