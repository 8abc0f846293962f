import type { BatchClaim } from './types';

/**
 * `--shard i/n`: a long list spread over n machines by any job runner. Shard i (1-based, as
 * Playwright and most CI runners count) takes every n-th claim of the list from the i-th, by
 * the claim's place in the parsed list, so every machine reading the same file agrees, and the
 * shards' results together hold every claim once.
 */
export interface Shard {
  index: number;
  count: number;
}

/** The shard's text as written, or a message that says what to write instead. */
export function parseShard(text: string): Shard | { error: string } {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  // not interface text: the command line's own option (npm run eval), in English like its help
  if (!m) return { error: `--shard takes i/n, e.g. --shard 2/4 (the second of four), not "${text}".` };
  const index = Number(m[1]);
  const count = Number(m[2]);
  if (count < 1 || index < 1 || index > count)
    // not interface text: the command line's own option (npm run eval), in English like its help
    return { error: `--shard ${text}: i runs from 1 to n (here 1 to ${Math.max(count, 1)}).` };
  return { index, count };
}

export function shardClaims(claims: readonly BatchClaim[], shard: Shard | undefined): BatchClaim[] {
  if (!shard || shard.count === 1) return [...claims];
  return claims.filter((c) => c.index % shard.count === shard.index - 1);
}
