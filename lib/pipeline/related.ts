import { closestKnowledge, type KnowledgeNeighbour, type RelatedKnowledge } from '../decompose/related';
import type { Embedder } from '../ml/types';
import { nearestStatements } from './nearest';
import type { StageContext } from './stage';

/**
 * "Undetermined still helps" (TrumorGPT §3.5) for any Unverified claim, single or part of a
 * selection: the graph's statements nearest the claim, for `closestKnowledge` to keep the few
 * that are related but not the same claim. Without an embedding model there is nothing to compare.
 */

export const RELATED_TRACE_KEY = 'related';

export async function knowledgeNeighbours(
  claim: string,
  ctx: StageContext,
  embedder: Embedder | null,
  limit: number,
): Promise<{ vector: ArrayLike<number>; neighbours: KnowledgeNeighbour[] }> {
  if (!embedder || limit <= 0) return { vector: [], neighbours: [] };
  const [vector] = await embedder.embed([claim], ctx.signal);
  // More than shown: the claim itself and near-duplicates are dropped before the closest few are kept.
  const near = await nearestStatements(ctx.db, embedder, vector!, limit * 4 + 2);
  return {
    vector: vector!,
    neighbours: near.map(({ id, text, vector: v, status, url }) => ({
      id,
      text,
      vector: v,
      status,
      ...(url ? { url } : {}),
    })),
  };
}

export async function relatedKnowledge(claim: string, ctx: StageContext, limit: number): Promise<RelatedKnowledge[]> {
  const { vector, neighbours } = await knowledgeNeighbours(claim, ctx, await ctx.models.embedder(), limit);
  return closestKnowledge({ text: claim, vector }, neighbours, { limit });
}
