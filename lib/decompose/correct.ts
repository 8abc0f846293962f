import type { Verdict } from '../core/types';
import { topicTokens } from './topics/tokenize';

/**
 * "Suggest a correction" (Atomic fact-checking, step 4): for a False claim, a wording built from
 * the evidence, checked again, rewritten up to 3 times until the check passes. A rewrite that
 * brings in words found neither in the claim nor in the evidence is refused unchecked: the
 * correction must come from the evidence. The result is shown to the reader, never put into the
 * page.
 */

const MAX_CORRECTION_LOOPS = 3;
/** Share of a rewrite's content words allowed outside the claim and the evidence. */
const MAX_NEW_WORDS = 0.2;

export interface CorrectionServices {
  rewrite(claim: string, evidence: string[], rejected: string[]): Promise<string>;
  /** A full check of the rewrite. */
  check(text: string): Promise<Verdict>;
}

export type AttemptOutcome = Verdict | 'not-from-evidence' | 'repeat';

export interface CorrectionResult {
  /** The rewrite that the check found True, or null when none did. */
  corrected: string | null;
  attempts: { text: string; outcome: AttemptOutcome }[];
}

/** Does the rewrite only use words of the claim and the evidence (stems, stop words aside)? */
export function groundedIn(text: string, sources: readonly string[]): boolean {
  const allowed = new Set(sources.flatMap((s) => topicTokens(s)));
  const words = topicTokens(text);
  if (!words.length) return false;
  return words.filter((w) => !allowed.has(w)).length / words.length <= MAX_NEW_WORDS;
}

export async function suggestCorrection(
  claim: string,
  evidence: string[],
  services: CorrectionServices,
  maxLoops = MAX_CORRECTION_LOOPS,
): Promise<CorrectionResult> {
  const attempts: CorrectionResult['attempts'] = [];
  const norm = (t: string) =>
    t
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const tried = new Set([norm(claim)]);
  for (let loop = 0; loop < Math.min(maxLoops, MAX_CORRECTION_LOOPS); loop++) {
    const text = (
      await services.rewrite(
        claim,
        evidence,
        attempts.map((a) => a.text),
      )
    ).trim();
    if (!text || tried.has(norm(text))) {
      attempts.push({ text, outcome: 'repeat' });
      continue;
    }
    tried.add(norm(text));
    if (!groundedIn(text, [claim, ...evidence])) {
      attempts.push({ text, outcome: 'not-from-evidence' });
      continue;
    }
    const verdict = await services.check(text);
    attempts.push({ text, outcome: verdict });
    if (verdict === 'True') return { corrected: text, attempts };
  }
  return { corrected: null, attempts };
}
