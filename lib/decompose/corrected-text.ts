import type { DecompositionPlan } from './plan';
import type { ClaimOutcome } from './trace';

/**
 * The corrected version of a decomposed text (Atomic fact-checking, step 5), assembled without an
 * LLM: a sentence with a False claim whose correction was checked True is replaced by its claims,
 * each False one by its correction; a sentence with an Unverified claim (or a False one without a
 * checked correction) is kept and marked; everything else, whitespace between sentences included,
 * is kept verbatim. The result is plain text, shown to the reader, never put into the page.
 */

export const UNVERIFIED_MARK = '[unverified]';
export const FALSE_MARK = '[false]';

export interface AssembledText {
  text: string;
  /** The checked corrections put in, in order: each must still be there after any rewrite. */
  corrections: string[];
}

type Outcomes = ReadonlyMap<string, ClaimOutcome>;

const checkedCorrection = (o: ClaimOutcome | undefined): string | null =>
  o?.verdict === 'False' ? (o.correction?.corrected ?? null) : null;

/** The mark a claim's verdict earns in the text: Unverified and uncorrected False claims are marked. */
function markOf(o: ClaimOutcome | undefined): string | null {
  // A claim without an outcome counts as Unverified, as in the aggregation (trace.ts).
  if (!o) return UNVERIFIED_MARK;
  if (o.fromText) return null;
  if (o.verdict === 'Unverified') return UNVERIFIED_MARK;
  return o.verdict === 'False' && !checkedCorrection(o) ? FALSE_MARK : null;
}

/** A claim as a sentence of its own: ends with a sentence mark. */
const asSentence = (text: string) => (/[.!?。！？]$/u.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** The sentence's replacement, or null when it is kept as written. */
function replacement(claims: DecompositionPlan['claims'], outcomes: Outcomes): AssembledText | null {
  const corrections = claims.map((c) => checkedCorrection(outcomes.get(c.id))).filter((t): t is string => !!t);
  if (!corrections.length) return null;
  const parts = claims.map((c) => {
    const o = outcomes.get(c.id);
    const corrected = checkedCorrection(o);
    if (corrected) return asSentence(corrected);
    const mark = markOf(o);
    return mark ? `${asSentence(c.text)} ${mark}` : asSentence(c.text);
  });
  return { text: parts.join(' '), corrections };
}

/** The marks a sentence kept as written gets after it (one of each kind at most). */
function marksAfter(claims: DecompositionPlan['claims'], outcomes: Outcomes): string[] {
  const marks = new Set(claims.map((c) => markOf(outcomes.get(c.id))).filter((m): m is string => !!m));
  return [...marks];
}

export function assembleCorrected(
  original: string,
  plan: DecompositionPlan,
  outcomes: readonly ClaimOutcome[],
): AssembledText {
  const byClaim: Outcomes = new Map(outcomes.map((o) => [o.claimId, o]));
  const out: AssembledText = { text: '', corrections: [] };
  let at = 0;
  for (const s of [...plan.sentences].sort((a, b) => a.start - b.start)) {
    const claims = plan.claims.filter((c) => c.sentence === s.index);
    // A question asserts nothing, and an unpicked sentence was not checked: both stay as written.
    if (!s.picked || s.statement || !claims.length || s.start < at) continue;
    const replaced = replacement(claims, byClaim);
    const marks = replaced ? [] : marksAfter(claims, byClaim);
    if (!replaced && !marks.length) continue;
    out.text += original.slice(at, s.start) + (replaced?.text ?? original.slice(s.start, s.end));
    out.text += marks.map((m) => ` ${m}`).join('');
    out.corrections.push(...(replaced?.corrections ?? []));
    at = s.end;
  }
  out.text += original.slice(at);
  return out;
}

interface Located {
  sentences: readonly { index: number; start: number; end: number }[];
  claims: readonly { id: string; sentence: number }[];
}

/**
 * The claims a change of the corrected version stands for: the False and Unverified claims of
 * the sentences it touches in the original (from `at`, `length` characters). Empty for wording
 * that only joins sentences.
 */
export function claimsChangedAt<O extends { claimId: string; verdict: string; fromText?: unknown }>(
  at: number,
  length: number,
  plan: Located,
  outcomes: readonly O[],
): { claimId: string; outcome: O | undefined }[] {
  const touched = new Set(plan.sentences.filter((s) => s.start <= at + length && s.end >= at).map((s) => s.index));
  return plan.claims
    .filter((c) => touched.has(c.sentence))
    .map((c) => ({ claimId: c.id, outcome: outcomes.find((o) => o.claimId === c.id) }))
    .filter(({ outcome: o }) => !o || (!o.fromText && o.verdict !== 'True'));
}
