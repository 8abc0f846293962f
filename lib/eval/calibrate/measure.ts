import { wordCount } from '../../core/text';
import type { ClaimLensDB } from '../../db/database';
import type { CandidateTrace } from '../../kg/memory/trace';
import type { Embedder, NliModel } from '../../ml/types';
import { candidateFeatures, decisionInput, memoryCandidates } from '../../pipeline/stages/memory/features';
import type { EvalItem } from '../types';
import type { MeasuredCandidate, MeasuredClaim } from './sweep';

/**
 * Measures each claim once against the knowledge graph, as the memory stage does, but for both
 * candidates (the stage runs NLI only for the one arbitration picks; which one that is depends on
 * the similarity bars being swept). About two NLI pairs a claim, plus a myth's corrections.
 */
export async function measureClaims(
  items: readonly EvalItem[],
  db: ClaimLensDB,
  models: { embedder: Embedder; nli: NliModel },
  o: { signal: AbortSignal; log(line: string): void },
): Promise<MeasuredClaim[]> {
  const out: MeasuredClaim[] = [];
  let lastLog = performance.now();
  for (const item of items) {
    o.signal.throwIfAborted();
    const [query] = await models.embedder.embed([item.claim], o.signal);
    const found = await memoryCandidates(db, models.embedder, query!);
    const measure = async (c: CandidateTrace | null): Promise<MeasuredCandidate | null> => {
      if (!c) return null;
      const f = await candidateFeatures(db, item.claim, query!, c, models, o.signal);
      return f && { S: c.S, input: decisionInput(item.claim, c, f) };
    };
    const [macro, micro] = await Promise.all([measure(found.macro), measure(found.micro)]);
    out.push({ id: item.id, gold: item.gold, words: wordCount(item.claim), macro, micro });
    if (performance.now() - lastLog > 2000 || out.length === items.length) {
      lastLog = performance.now();
      o.log(`Measured ${out.length}/${items.length} claims against memory.`);
    }
  }
  return out;
}
