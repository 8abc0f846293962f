import { firstVerb, words } from './claimhood';

/**
 * The rule-based splitter used when no LLM is configured: a sentence is cut into clauses at
 * semicolons and at coordinating conjunctions ("and", "but", "while", "whereas"…) where both
 * sides have a verb; a clause that starts with its verb borrows the subject of the first
 * ("Masks reduce spread and protect the wearer" → "Masks protect the wearer"). Quoted and
 * bracketed text is never cut. It is lexical, not semantic, and the trace says so.
 */

export const RULES_LABEL =
  'Split by rules (no LLM): sentences and clauses, not meaning. Configure an LLM in Settings for atomic claims.';

// Not a colon: what precedes one is a label or an attribution ("Study:", "Doctors say:"), not a claim.
const CONNECTORS = /(;|,?\s+(?:and|but|while|whereas|although|though|yet)\s+|,\s+(?:so|and so|which means)\s+)/giu;
const DISCOURSE = /^(?:also|moreover|furthermore|however|in addition|besides|plus|and|but|so|then|still)[,\s]+/iu;
const PRONOUN = /^(?:it|they|this|these|that|those|he|she)$/iu;
const PRONOUN_START = /^(?:it|they|this|these|he|she)\s+/iu;
/** Clauses per sentence at most: a run-on sentence must not become dozens of checks. */
const MAX_CLAUSES = 6;

/** Spans of quotes and brackets, which are never cut. */
function protectedSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  const re = /“[^”]*”|"[^"]*"|\([^)]*\)|\[[^\]]*\]|«[^»]*»/gu;
  for (const m of text.matchAll(re)) spans.push([m.index, m.index + m[0].length]);
  return spans;
}

function tidy(clause: string): string {
  let c = clause
    .trim()
    .replace(DISCOURSE, '')
    .replace(/^[,;:\s]+|[,;:\s]+$/gu, '');
  if (!c) return c;
  c = c[0]!.toUpperCase() + c.slice(1);
  return /[.!?…"”)。！？؟]$/u.test(c) ? c : `${c}.`;
}

/** The words before the first verb of a clause: its subject. */
function subjectOf(clause: string): string {
  const v = firstVerb(clause);
  if (v <= 0) return '';
  const ws = words(clause);
  const re = new RegExp(`^(.*?)\\b${ws[v]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'iu');
  return re.exec(clause)?.[1]?.trim() ?? '';
}

export function splitClauses(sentence: string): string[] {
  const text = sentence.trim().replace(/[.!?…]+$/u, '');
  const spans = protectedSpans(text);
  const inside = (i: number) => spans.some(([a, b]) => i > a && i < b);
  const pieces: string[] = [];
  let from = 0;
  for (const m of text.matchAll(CONNECTORS)) {
    if (inside(m.index)) continue;
    const left = text.slice(from, m.index);
    const right = text.slice(m.index + m[0].length);
    if (firstVerb(left) < 0 || firstVerb(right) < 0) continue;
    pieces.push(left);
    from = m.index + m[0].length;
    if (pieces.length === MAX_CLAUSES - 1) break;
  }
  pieces.push(text.slice(from));
  if (pieces.length === 1) return [tidy(sentence)];
  const subject = subjectOf(pieces[0]!);
  return pieces
    .map((p) => {
      const clause = p.trim().replace(DISCOURSE, '');
      // A clause that opens with its verb ("protect the wearer") takes the first clause's subject,
      // and so does one whose subject is a pronoun ("it also kills…"): each claim must stand alone.
      if (!subject || PRONOUN.test(subject)) return clause;
      if (firstVerb(clause) === 0) return `${subject} ${clause}`;
      return clause.replace(PRONOUN_START, `${subject} `);
    })
    .map(tidy)
    .filter((c) => words(c).length >= 2);
}
