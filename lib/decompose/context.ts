import { topicTokens } from './topics/tokenize';

/**
 * Context facts (Atomic fact-checking: "the input question itself is also incorporated as a
 * reference source"): a claim that only reports what the selection says — "My aunt says garlic
 * cures colds", "According to the post, garlic cures colds" — is a fact about the text, not about
 * the world. It is verified against the selection itself, marked so, and never counted as
 * evidence about the world; the statement it reports is checked as a claim of its own.
 */

/** Who reports: the writer's people, the text itself, the writer. */
const REPORTER = String.raw`(?:(?:my|our|his|her|their|the\s+(?:writer|author|poster|user)['’]s)\s+[\p{L}'’ -]{1,40}?|the\s+(?:post|article|text|author|writer|poster|user|video|ad|advert|message|caption|page|tweet)|i|we|someone|people|they)`;
const VERB = String.raw`(?:says?|said|claims?|claimed|believes?|believed|thinks?|thought|tells?\s+(?:me|us)|told\s+(?:me|us)|swears?|swore|insists?|insisted|reports?|reported|writes?|wrote|states?|stated|heard|read|suggests?|suggested)`;
const SAYS = new RegExp(
  String.raw`^(?<reporter>${REPORTER})\s+(?:also\s+)?${VERB}\s+(?:that\s+)?(?<statement>.+)$`,
  'iu',
);
const ACCORDING = new RegExp(String.raw`^according\s+to\s+(?<reporter>${REPORTER}),?\s+(?<statement>.+)$`, 'iu');

/** Words that name the text or its writer ("the writer's aunt" where the text says "my aunt"). */
const TEXT_WORDS = new Set(topicTokens('writer author poster user post article text selection'));

export interface ContextFact {
  reporter: string;
  /** What is reported, as a claim of its own. */
  statement: string;
}

/** The report in a claim, or null when the claim is about the world. Pure. */
export function contextFact(claim: string): ContextFact | null {
  const text = claim.trim();
  const m = SAYS.exec(text) ?? ACCORDING.exec(text);
  const reporter = m?.groups?.reporter?.trim();
  // The reported words without their quotation marks ("claims “X”." → "X.").
  const said = m?.groups?.statement
    ?.trim()
    .replace(/[.!?…]+$/u, '')
    .replace(/^["“'‘]|["”'’]$/gu, '')
    .trim();
  if (!reporter || !said || topicTokens(said).length < 2) return null;
  const statement = said[0]!.toUpperCase() + said.slice(1);
  return { reporter, statement: /[.!?…]$/u.test(statement) ? statement : `${statement}.` };
}

/**
 * Is the context fact stated by the selection itself? Every content word of the claim (the words
 * that only name the text or its writer aside) is in the selection. Pure.
 */
export function statedInText(claim: string, selection: string): boolean {
  const have = new Set(topicTokens(selection));
  const words = topicTokens(claim).filter((w) => !TEXT_WORDS.has(w));
  return words.length > 0 && words.every((w) => have.has(w));
}

/** The sentence of the selection that states the most of the claim, for the "from the text itself" mark. */
export function quoteFor(claim: string, sentences: readonly string[]): string {
  const words = new Set(topicTokens(claim));
  let best = { text: sentences[0] ?? '', hits: -1 };
  for (const s of sentences) {
    const hits = topicTokens(s).filter((w) => words.has(w)).length;
    if (hits > best.hits) best = { text: s, hits };
  }
  return best.text;
}

/**
 * The claims with every context fact's reported statement added as a claim of its own, right
 * after the report, unless a claim already says it: a report must never hide a health claim
 * from the check. Pure.
 */
export function withReportedStatements<T extends { text: string }>(
  claims: readonly T[],
  make: (statement: string, report: T) => T,
): (T & { context?: true })[] {
  const key = (t: string) => topicTokens(t).join(' ');
  const present = new Set(claims.map((c) => key(c.text)));
  const out: (T & { context?: true })[] = [];
  for (const c of claims) {
    const fact = contextFact(c.text);
    if (!fact) {
      out.push(c);
      continue;
    }
    out.push({ ...c, context: true });
    if (!present.has(key(fact.statement))) {
      present.add(key(fact.statement));
      out.push(make(fact.statement, c));
    }
  }
  return out;
}
