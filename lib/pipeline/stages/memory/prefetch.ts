import { wordCount } from '../../../core/text';
import { arbitrate, indexThresholds } from '../../../kg/memory/arbitrate';
import { findVerbatim } from '../../../kg/memory/near-verbatim';
import { nliCannotDecide } from '../../../kg/memory/nli-skip';
import type { StageContext } from '../../stage';
import { candidateBasis, candidatePair, memoryCandidates } from './features';

/**
 * The claims of a decomposed selection are checked one after another, each with one embedding
 * and one NLI pair. Made here first, in one embedding call and one NLI call for all of them
 * (the model runs them in batches), the memory stage of each claim then finds its results in
 * the models' cache (lib/ml/model-cache.ts). Only the pairs memory would classify are sent: the
 * candidate arbitration picks, not found word for word, and not skipped by the NLI rule.
 */
export async function prefetchMemory(
  claims: readonly string[],
  ctx: StageContext,
): Promise<{ embedded: number; pairs: number }> {
  const [embedder, nli] = await Promise.all([ctx.models.embedder(), ctx.models.nli()]);
  if (!embedder || claims.length < 2) return { embedded: 0, pairs: 0 };
  const vectors = await embedder.embed(claims, ctx.signal);
  if (!nli) return { embedded: claims.length, pairs: 0 };
  const settings = ctx.config.settings.memory;
  const thresholds = indexThresholds(settings.similarity, embedder);
  const pairs: { premise: string; hypothesis: string }[] = [];
  for (const [i, claim] of claims.entries()) {
    if (await findVerbatim(ctx.db, claim)) continue;
    const candidates = await memoryCandidates(ctx.db, embedder, vectors[i]!);
    const { candidate } = arbitrate(candidates.macro, candidates.micro, wordCount(claim), thresholds, settings);
    if (!candidate) continue;
    const basis = await candidateBasis(ctx.db, claim, candidate);
    if (!basis || nliCannotDecide({ claim, stored: candidate.text, S: candidate.S, G: basis.graph.G }, settings))
      continue;
    pairs.push(candidatePair(claim, candidate));
  }
  if (pairs.length) await nli.classify(pairs, ctx.signal);
  return { embedded: claims.length, pairs: pairs.length };
}
