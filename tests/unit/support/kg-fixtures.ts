import { normText } from '../../../lib/core/text';
import type { Embedder, ModelServices, NliModel, NliProbs } from '../../../lib/ml/types';

/**
 * Test doubles at the model boundary (the real models come from lib/ml): an embedder that
 * gives chosen texts chosen vectors and every other text a hashed bag-of-words vector, and an
 * NLI model that answers scripted probabilities per (premise, hypothesis).
 */

export const DIMS = 64;

/** A unit vector whose cosine with the query axis (dimension 0) is exactly S. */
export function atSimilarity(S: number, axis: number): Float32Array {
  const v = new Float32Array(DIMS);
  v[0] = S;
  v[axis] = Math.sqrt(1 - S * S);
  return v;
}

export const QUERY_AXIS = atSimilarity(1, 1);

function bagOfWords(text: string): Float32Array {
  const v = new Float32Array(DIMS);
  for (const w of normText(text).split(' ')) {
    let h = 2166136261;
    for (let i = 0; i < w.length; i++) h = Math.imul(h ^ w.charCodeAt(i), 16777619);
    v[8 + ((h >>> 0) % (DIMS - 8))]! += 1;
  }
  const n = Math.hypot(...v) || 1;
  return v.map((x) => x / n);
}

export class FixedEmbedder implements Embedder {
  readonly dims = DIMS;
  calls = 0;
  texts: string[] = [];
  constructor(
    private readonly fixed: Map<string, Float32Array> = new Map(),
    readonly modelId = 'test-embed',
    readonly threshold = 0.75,
  ) {}
  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    this.calls++;
    this.texts.push(...texts);
    return texts.map((t) => this.fixed.get(t) ?? bagOfWords(t));
  }
}

export class ScriptedNli implements NliModel {
  readonly modelId = 'test-nli';
  readonly seen: { premise: string; hypothesis: string }[] = [];
  constructor(private readonly script: (premise: string, hypothesis: string) => NliProbs) {}
  async classify(pairs: readonly { premise: string; hypothesis: string }[]): Promise<NliProbs[]> {
    this.seen.push(...pairs);
    return pairs.map((p) => this.script(p.premise, p.hypothesis));
  }
}

export function models(embedder: Embedder | null, nli: NliModel | null): ModelServices {
  return { embedder: async () => embedder, nli: async () => nli };
}
