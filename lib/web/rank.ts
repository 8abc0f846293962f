/**
 * Ranking of passages against the claim: cosine similarity of embeddings, plus a small boost
 * for explicit fact-check or refutation language (`web.refutationBoost`, docs/settings.md), which
 * marks the passages a fact-checker would quote. Pure functions: vectors in, order out.
 */

export function cosine(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) throw new RangeError(`Embedding sizes differ (${a.length} and ${b.length}).`);
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

/** Phrases that mark a fact-check verdict or an explicit refutation. */
const REFUTATION = [
  /\bfact[- ]?check(?:ed|ers?|ing)?\b/i,
  /\b(?:rated|rating)\s*:?\s*(?:false|mostly false|misleading|pants on fire|true|mostly true|half true|unproven|missing context)\b/i,
  /\bmisleading\b/i,
  /\bdebunk(?:ed|s|ing)?\b/i,
  /\b(?:a|this|the)\s+(?:myth|hoax)\b/i,
  /\bmyths?\s+(?:and|vs\.?|versus)\s+facts?\b/i,
  /\bno (?:scientific |credible |good )?evidence\b/i,
  /\b(?:is|are|was|were)\s+(?:not true|false|untrue|unfounded|baseless)\b/i,
  /\b(?:does|do|did|will|can)\s+not\s+(?:cause|cure|prevent|protect|treat|work)\b/i,
  /\b(?:misinformation|disinformation)\b/i,
  /\bthere is no (?:proof|evidence|link)\b/i,
  /\bclaims? (?:is|are) (?:false|wrong|inaccurate)\b/i,
];

export function hasRefutationLanguage(text: string): boolean {
  return REFUTATION.some((r) => r.test(text));
}

export interface Scored {
  similarity: number;
  score: number;
  boosted: boolean;
}

export function scoreOne(claim: Float32Array, passage: Float32Array, text: string, boost: number): Scored {
  const similarity = cosine(claim, passage);
  const boosted = boost > 0 && hasRefutationLanguage(text);
  return { similarity, score: boosted ? similarity + boost : similarity, boosted };
}

/** Best first; ties by similarity, then by URL and offset so the order never depends on timing. */
export function byRank<T extends Scored & { url: string; offset: number }>(a: T, b: T): number {
  return b.score - a.score || b.similarity - a.similarity || a.url.localeCompare(b.url) || a.offset - b.offset;
}
