import type { Embedder } from '../../ml/types';
import { fnv1a } from '../random';
import { topicTokens } from '../topics/tokenize';

/**
 * A lexical sentence embedder: hashed bag of word stems (log term frequency, signed feature
 * hashing), unit length. It is what decomposition ranks with when no embedding model is
 * installed: sentences that share words are similar, paraphrases are not. The trace names it,
 * so the reader knows the ranking was lexical.
 */
export class LexicalEmbedder implements Embedder {
  readonly modelId = 'lexical-hash-512';
  readonly dims = 512;
  /** Not used for memory look-ups; lexical cosine is far lower than a neural model's for the same claim. */
  readonly threshold = 0.5;

  async embed(texts: readonly string[], signal?: AbortSignal): Promise<Float32Array[]> {
    signal?.throwIfAborted();
    return texts.map((t) => this.embedOne(t));
  }

  embedOne(text: string): Float32Array {
    const counts = new Map<string, number>();
    for (const stem of topicTokens(text)) counts.set(stem, (counts.get(stem) ?? 0) + 1);
    const v = new Float32Array(this.dims);
    for (const [stem, c] of counts) {
      const h = fnv1a(stem);
      v[h % this.dims]! += (h & 0x80000000 ? -1 : 1) * (1 + Math.log(c));
    }
    let norm = 0;
    for (const x of v) norm += x * x;
    norm = Math.sqrt(norm);
    if (norm > 0) for (let i = 0; i < v.length; i++) v[i]! /= norm;
    return v;
  }
}
