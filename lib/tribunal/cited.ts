import type { TribunalBundle } from '../evidence/bundle';
import {
  checkCitation,
  checkUrl,
  type Citation,
  type CitationProblem,
  MAX_CORRECTIVE_RETRIES,
} from '../evidence/quotes';
import type { ChatMessage } from '../llm/llm';
import { type AskContext, askJson, type OutputSpec } from '../llm/structured';
import type { RoleName } from '../llm/transcript';
import { correctionMessage } from './prompts/corrections';

/**
 * A role's answer with its citations checked against the bundle (Fact Checking Solution, "Response
 * Checker"): mismatches are sent back up to twice with what was wrong; what still does not match is
 * dropped, and the record says what was dropped and why.
 */

/** A citation as a role gives it: a quote with its URL, or a bare URL (the judge's primary source). */
export interface CitedItem {
  url: string;
  quote?: string;
}

export interface DroppedCitation extends CitationProblem {
  role: RoleName;
}

export interface CitedRole<T> {
  role: RoleName;
  spec: OutputSpec<T>;
  citations(value: T): CitedItem[];
  /** The answer without the citations that failed (same order as citations()). */
  without(value: T, failed: readonly boolean[]): T;
  /**
   * How a corrected answer is taken in. The judge's verdict, once given, stands: a correction
   * may fix its citations, never change its verdict.
   */
  accept?(previous: T, corrected: T): T;
  keepVerdict?: boolean;
}

export interface CitedAnswer<T> {
  value: T;
  dropped: DroppedCitation[];
  corrections: number;
}

function checkItems(bundle: TribunalBundle, items: CitedItem[]): (CitationProblem | null)[] {
  return items.map((item) => {
    if (item.quote === undefined) return checkUrl(bundle, item.url);
    const result = checkCitation(bundle, item as Citation);
    return result.ok ? null : result.problem;
  });
}

export async function askWithCitations<T>(
  ctx: AskContext,
  bundle: TribunalBundle,
  role: CitedRole<T>,
  messages: ChatMessage[],
): Promise<CitedAnswer<T>> {
  let answer = await askJson(ctx, role.role, messages, role.spec);
  let value = answer.value;
  let problems = checkItems(bundle, role.citations(value));
  let corrections = 0;
  while (problems.some(Boolean) && corrections < MAX_CORRECTIVE_RETRIES) {
    corrections++;
    const found = problems.filter((p): p is CitationProblem => p !== null);
    const next = [
      ...answer.conversation,
      { role: 'user' as const, content: correctionMessage(found, !!role.keepVerdict) },
    ];
    answer = await askJson(ctx, role.role, next, role.spec, 'correction');
    value = role.accept ? role.accept(value, answer.value) : answer.value;
    problems = checkItems(bundle, role.citations(value));
  }
  const dropped = problems.filter((p): p is CitationProblem => p !== null).map((p) => ({ ...p, role: role.role }));
  return { value: dropped.length ? role.without(value, problems.map(Boolean)) : value, dropped, corrections };
}
