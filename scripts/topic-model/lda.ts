import { seededRandom } from '../../lib/decompose/random';

/**
 * Latent Dirichlet allocation by collapsed Gibbs sampling (Griffiths & Steyvers 2004), seeded so
 * that a run is reproducible bit for bit on the same Node version. Documents are arrays of word
 * ids in [0, vocabSize).
 */

export interface LdaParams {
  topics: number;
  /** Symmetric Dirichlet prior on document–topic proportions. */
  alpha: number;
  /** Symmetric Dirichlet prior on topic–word distributions. */
  beta: number;
  iterations: number;
  seed: number;
}

export interface LdaCounts {
  /** Topic–word counts, topic-major: nkw[k * vocabSize + w]. */
  nkw: Int32Array;
  /** Tokens per topic. */
  nk: Int32Array;
  /** Topic of every token, per document (to read off which documents a topic comes from). */
  assignments: Int32Array[];
}

export function trainLda(docs: readonly Int32Array[], vocabSize: number, params: LdaParams): LdaCounts {
  const { topics: K, alpha, beta, iterations } = params;
  const random = seededRandom(params.seed);
  const nkw = new Int32Array(K * vocabSize);
  const nk = new Int32Array(K);
  const ndk = docs.map(() => new Int32Array(K));
  const assignments = docs.map((d) => new Int32Array(d.length));
  docs.forEach((doc, d) => {
    for (let i = 0; i < doc.length; i++) {
      const k = Math.floor(random() * K);
      assignments[d]![i] = k;
      nkw[k * vocabSize + doc[i]!]!++;
      nk[k]!++;
      ndk[d]![k]!++;
    }
  });
  const p = new Float64Array(K);
  const vBeta = vocabSize * beta;
  for (let it = 0; it < iterations; it++) {
    for (let d = 0; d < docs.length; d++) {
      const doc = docs[d]!;
      const z = assignments[d]!;
      const nd = ndk[d]!;
      for (let i = 0; i < doc.length; i++) {
        const w = doc[i]!;
        let k = z[i]!;
        nkw[k * vocabSize + w]!--;
        nk[k]!--;
        nd[k]!--;
        let total = 0;
        for (let t = 0; t < K; t++) {
          total += ((nkw[t * vocabSize + w]! + beta) / (nk[t]! + vBeta)) * (nd[t]! + alpha);
          p[t] = total;
        }
        const u = random() * total;
        k = 0;
        while (k < K - 1 && p[k]! < u) k++;
        z[i] = k;
        nkw[k * vocabSize + w]!++;
        nk[k]!++;
        nd[k]!++;
      }
    }
  }
  return { nkw, nk, assignments };
}
