import { looseKey, NEGATIONS, words } from '../core/text';
import type { ReviewMatch, Verdict } from '../core/types';
import { normaliseQuoteText } from '../evidence/quote-match';
import { newerSideWins, recencyOf } from '../evidence/recency';
import { similarityRatio } from '../evidence/similarity';
import { sameCommitments } from '../kg/memory/near-verbatim';
import type { NliProbs } from '../ml/types';
import { canonicalText } from '../util/canonical-text';

/**
 * A trusted fact-checker's ClaimReview rating weighed as evidence (docs/claimreview.md). Pure
 * decisions: what a textual rating means, and whether the claim it rated is the claim checked.
 */

/**
 * Textual ratings → verdict, first match wins (so "mostly false" is read before "false"). Ratings
 * that grant part of a claim or fault only its framing ("half true", "misleading", "lacks
 * context") are Unverified: the claim as written is neither established nor refuted by them.
 * A rating with a negation is read by `negatedRating` first ("This isn't true." is False, "Not
 * verified" Unverified), never by this table.
 */
const RATING_TABLE: readonly (readonly [RegExp, Verdict])[] = [
  [/\b(?:half|partly|partially|mixed|mixture|half-true)\b/i, 'Unverified'],
  [
    /\b(?:misleading|lacks? context|missing context|out of context|needs context|exaggerat\w*|unproven|unsupported|unverified|unsubstantiated|no evidence|outdated|satire|cherry[- ]?pick\w*|spin|distort\w*)\b/i,
    'Unverified',
  ],
  [/\b(?:mostly|largely)\s+(?:false|inaccurate|wrong|incorrect)\b/i, 'False'],
  [/\b(?:mostly|largely)\s+(?:true|accurate|correct)\b/i, 'True'],
  [
    /\b(?:false|fake|hoax|incorrect|inaccurate|wrong|untrue|pants on fire|baseless|debunked|not true|fabricated|myth|scam|bogus|four pinocchios)\b/i,
    'False',
  ],
  [/\b(?:true|correct|accurate|confirmed|verified|right|fact)\b/i, 'True'],
];

/**
 * The short labels fact-checkers rate with, as `words()` reads them: only these decide a claim
 * without the tribunal (`verbatimVerdict`). A sentence ("That is correct.", "This claim is true
 * according to…") is evidence the tribunal weighs, whatever the table reads in it.
 */
const KNOWN_LABELS: ReadonlyMap<string, 'True' | 'False'> = new Map([
  ...(
    'false|mostly false|largely false|fake|hoax|incorrect|mostly incorrect|inaccurate|mostly inaccurate|wrong|' +
    'mostly wrong|untrue|not true|pants on fire|baseless|debunked|fabricated|myth|scam|bogus|four pinocchios'
  )
    .split('|')
    .map((l) => [l, 'False'] as const),
  ...'true|mostly true|largely true|correct|mostly correct|accurate|mostly accurate|confirmed|verified'
    .split('|')
    .map((l) => [l, 'True'] as const),
]);

const labelOf = (rating: string) => words(rating).join(' ');

const AFFIRMING = /^(?:true|correct|accurate|right|fact|factual|so|the case)$/;
const UNDECIDED = /^(?:verified|confirmed|proven|proved|supported|substantiated|established|evidence|clear|sure)$/;
const REFUTING = /^(?:false|wrong|incorrect|inaccurate|untrue|fake|misleading)$/;

/**
 * A rating with a negation ("not", "no", "never", "isn't", "cannot"…): a negated "true",
 * "correct" or "accurate" is False; a negated "verified", "proven" or "evidence", or a double
 * negative ("not false"), is Unverified; so is any other negated rating. Null without a negation.
 */
function negatedRating(rating: string): Verdict | null {
  const w = words(rating);
  const at = w.findIndex((x) => NEGATIONS.has(x));
  if (at < 0) return null;
  const known = KNOWN_LABELS.get(labelOf(rating));
  if (known) return known;
  for (const x of w.slice(at + 1)) {
    if (REFUTING.test(x) || UNDECIDED.test(x)) return 'Unverified';
    if (AFFIRMING.test(x)) return 'False';
  }
  return 'Unverified';
}

export function ratingVerdict(rating: string): Verdict {
  const text = rating.trim();
  const negated = negatedRating(text);
  if (negated) return negated;
  for (const [pattern, verdict] of RATING_TABLE) if (pattern.test(text)) return verdict;
  return 'Unverified';
}

/** How a reviewed claim matched: the same words, the same meaning (embedding + NLI both ways), or close wording with the same commitments. */
export type { ReviewMatch };

export interface ReviewMatchInput {
  claim: string;
  reviewed: string;
  /** Cosine similarity of the two claims' embeddings (the web stage always has an embedder). */
  similarity: number;
  /** NLI both ways (reviewed ⇒ claim, claim ⇒ reviewed), when an NLI model is installed. */
  nli?: { forward: NliProbs; backward: NliProbs };
}

export interface ReviewMatchParams {
  /** With NLI: the embedding bar before NLI is asked (web.claimReviewMinSimilarity). */
  minSimilarity: number;
  /** With NLI: P(entailment) each way (memory.minEntailmentProb). */
  minEntailment: number;
  /** Without NLI: character similarity of the folded texts (web.claimReviewMinWording). */
  minWording: number;
}

/** The canonical text of a claim for "word for word the same": compatibility forms, invisible characters, case, spacing and end punctuation do not count. */
export function sameWords(a: string, b: string): boolean {
  const key = (s: string) =>
    normaliseQuoteText(canonicalText(s))
      .replace(/[\s.!?…"']+$/u, '')
      .replace(/^["'\s]+/u, '');
  return key(a) !== '' && key(a) === key(b);
}

/** A match, with how close on its own measure (1 for the same words, the cosine with NLI, the wording ratio without). */
export interface Matched {
  kind: ReviewMatch;
  score: number;
}

/** Whether the reviewed claim is the checked claim, and how; null when it is another claim. */
export function matchReview(input: ReviewMatchInput, p: ReviewMatchParams): Matched | null {
  const { claim, reviewed } = input;
  if (!reviewed.trim()) return null;
  if (sameWords(claim, reviewed)) return { kind: 'verbatim', score: 1 };
  // A different number, date, place or negation is another claim, however close the rest.
  if (!sameCommitments(claim, reviewed)) return null;
  if (input.nli) {
    const { forward, backward } = input.nli;
    const entails = (x: NliProbs) => x.entailment >= p.minEntailment && x.entailment > x.contradiction;
    return input.similarity >= p.minSimilarity && entails(forward) && entails(backward)
      ? { kind: 'entailment', score: input.similarity }
      : null;
  }
  const wording = similarityRatio(looseKey(claim), looseKey(reviewed));
  return wording >= p.minWording ? { kind: 'wording', score: wording } : null;
}

export interface ReviewFacts {
  publisher: string;
  claim: string;
  rating: string;
  reviewDate?: string;
  claimant?: string;
}

/** The rating as a passage the tribunal reads and quotes from: who rated what, when, and how. */
export function reviewPassageText(r: ReviewFacts): string {
  const day = reviewDay(r.reviewDate);
  const date = day ? ` on ${day}` : '';
  const by = r.claimant ? ` (made by ${r.claimant})` : '';
  return `Fact check published by ${r.publisher}${date}. The claim reviewed${by}: “${r.claim}”. The publisher's rating of that claim: ${r.rating}.`;
}

type Rated = { verdict: Verdict; match: ReviewMatch; rating: string; reviewDate?: string };

/**
 * The one case a rating decides without the tribunal: a trusted fact-checker rated these very
 * words (canonical text), every verbatim rating in the bundle is a known short label that maps to
 * True or False, and they agree — or they disagree and one side's newest rating is at least
 * `NEWER_GUIDANCE_YEARS` newer than the other's (recency.ts): then the newer rating stands and
 * `outdated` names the older one. Anything else is evidence for the tribunal to weigh.
 */
export function verbatimVerdict<T extends Rated>(
  reviews: readonly T[],
): { verdict: 'True' | 'False'; review: T; outdated?: T } | null {
  const same = reviews.filter((r) => r.match === 'verbatim');
  const first = same[0];
  if (!first || same.some((r) => r.verdict === 'Unverified' || KNOWN_LABELS.get(labelOf(r.rating)) !== r.verdict))
    return null;
  const of = (v: Verdict) => same.filter((r) => r.verdict === v);
  if (of(first.verdict).length === same.length) return { verdict: first.verdict as 'True' | 'False', review: first };
  const dated = (rs: readonly T[]) => rs.map((r) => ({ published: reviewDay(r.reviewDate) }));
  const side = newerSideWins(recencyOf(dated(of('True')), dated(of('False'))));
  if (!side) return null;
  const verdict = side === 'supporting' ? 'True' : 'False';
  return { verdict, review: newest(of(verdict)), outdated: newest(of(verdict === 'True' ? 'False' : 'True')) };
}

/** A review date as a day (`YYYY-MM-DD`), when it is one: the API's field is free text. */
export function reviewDay(raw: string | undefined): string | undefined {
  return raw && /^\d{4}-\d{2}-\d{2}/.test(raw) ? raw.slice(0, 10) : undefined;
}

const newest = <T extends Rated>(rs: readonly T[]): T =>
  rs.reduce((a, b) => ((reviewDay(b.reviewDate) ?? '') > (reviewDay(a.reviewDate) ?? '') ? b : a));
