import type { Embedder } from '../ml/types';
import type { DecomposeSettings } from '../settings/sections/decompose';
import {
  adjustWeights,
  similarityGraph,
  topicEnhancedVector,
  topicRelevance,
  topicSpecificTextRank,
  transitionMatrix,
  type TstOptions,
} from './rank/textrank';
import type { TopicModel } from './topics/model';

/**
 * Key sentences (TrumorGPT §3.2–3.3): each sentence becomes [η·ẽ; (1 − η)·t̃] from the embedder
 * and the health topic model; the cosine graph of those vectors is ranked by topic-specific
 * TextRank with health topics weighted α. Sentences about health and central to the passage
 * come first; off-topic asides rank low.
 */

export interface RankParams extends TstOptions {
  eta: number;
  /** α, the weight of health topics in the topic relevance. */
  alpha: number;
}

/** The ranking's parameters as the settings hold them (Settings → Long selections). */
export function rankParams(settings: DecomposeSettings): RankParams {
  return {
    eta: settings.eta,
    alpha: settings.healthTopicWeight,
    damping: settings.damping,
    tolerance: settings.tolerance,
    maxIterations: settings.maxIterations,
  };
}

export interface RankedSentence {
  /** Position in the list that was ranked. */
  position: number;
  score: number;
  /** Topic relevance R(v) (teleport probability). */
  relevance: number;
  /** Share of the sentence's known words on health topics. */
  healthShare: number;
}

export interface Ranking {
  sentences: RankedSentence[];
  iterations: number;
  converged: boolean;
  embedderId: string;
}

export async function rankSentences(
  texts: readonly string[],
  embedder: Embedder,
  topics: TopicModel,
  params: RankParams,
  signal?: AbortSignal,
): Promise<Ranking> {
  if (texts.length === 0) return { sentences: [], iterations: 0, converged: true, embedderId: embedder.modelId };
  const embeddings = await embedder.embed(texts, signal);
  signal?.throwIfAborted();
  const inferred = texts.map((t) => topics.infer(t));
  const vectors = inferred.map((inf, i) => topicEnhancedVector(embeddings[i]!, inf.theta, params.eta));
  const relevance = topicRelevance(
    inferred.map((i) => i.theta),
    topics.healthTopics,
    params.alpha,
  );
  const P = transitionMatrix(adjustWeights(similarityGraph(vectors), relevance), relevance);
  const result = topicSpecificTextRank(P, relevance, params);
  return {
    sentences: texts.map((_, i) => ({
      position: i,
      score: result.scores[i]!,
      relevance: relevance[i]!,
      healthShare: inferred[i]!.healthShare,
    })),
    iterations: result.iterations,
    converged: result.converged,
    embedderId: embedder.modelId,
  };
}

/** The k best-scoring positions, returned in text order (ties: earlier first). */
export function pickTop(ranking: readonly RankedSentence[], k: number): number[] {
  return [...ranking]
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, Math.max(0, k))
    .map((r) => r.position)
    .sort((a, b) => a - b);
}
