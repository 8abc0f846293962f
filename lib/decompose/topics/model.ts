import { topicTokens } from './tokenize';

/**
 * The health topic model at run time: an LDA model (trained by scripts/topic-model/train.ts)
 * read from its compact artefact. It gives a sentence its topic distribution t (TrumorGPT §3.2.1:
 * "each sentence treated as a small document") and says which topics are about health (§3.3).
 */

export interface TopicModelFile {
  format: 'claimlens-topic-model';
  version: 1;
  params: { topics: number; alpha: number; beta: number; iterations: number; seed: number };
  /** Porter stems, in id order. */
  vocab: string[];
  /** Per topic: is it a health topic, its share of health-corpus tokens, and its top words (for people). */
  topics: { health: boolean; healthShare: number; words: string[] }[];
  /** Per vocabulary id: topic–word counts as flat [topic, count, topic, count, …] (zeros left out). */
  counts: number[][];
  /** Tokens per topic. */
  totals: number[];
  provenance: {
    script: string;
    files: { path: string; sha256: string; licence: string }[];
    docs: number;
    tokens: number;
  };
  notices: string[];
}

export interface TopicInference {
  /** Topic distribution of the text (sums to 1). With no known word it is the prior: uniform. */
  theta: Float64Array;
  /** Words of the text the model knows, and all content words it kept. */
  known: number;
  tokens: number;
  /** Share of the known words that the model assigns to health topics (0 when none is known). */
  healthShare: number;
}

/** Fold-in iterations: the EM estimate of θ with φ fixed settles well within this for short texts. */
const FOLD_IN_ITERATIONS = 30;

export class TopicModel {
  readonly topics: number;
  readonly healthTopics: readonly boolean[];
  private readonly index: Map<string, number>;
  /** 1 / (n_k + Vβ) per topic: φ_kw = (n_kw + β) / (n_k + Vβ), rows built per text from the sparse counts. */
  private readonly scale: Float64Array;
  private readonly alpha: number;
  private readonly beta: number;

  constructor(readonly file: TopicModelFile) {
    const { topics: K, alpha, beta } = file.params;
    if (file.format !== 'claimlens-topic-model' || file.version !== 1)
      throw new Error('Not a ClaimLens topic model (format claimlens-topic-model, version 1).');
    if (file.topics.length !== K || file.totals.length !== K || file.counts.length !== file.vocab.length)
      throw new Error('Topic model file is inconsistent: topic or vocabulary counts do not match.');
    this.topics = K;
    this.alpha = alpha;
    this.healthTopics = file.topics.map((t) => t.health);
    this.beta = beta;
    this.index = new Map(file.vocab.map((w, i) => [w, i]));
    this.scale = Float64Array.from(file.totals, (n) => 1 / (n + file.vocab.length * beta));
  }

  /** p(w | k) for every topic k. */
  private phiRow(word: number): Float64Array {
    const row = this.scale.map((s) => this.beta * s);
    const flat = this.file.counts[word]!;
    for (let i = 0; i < flat.length; i += 2) row[flat[i]!] = (flat[i + 1]! + this.beta) * this.scale[flat[i]!]!;
    return row;
  }

  /** Topic distribution of a text: EM over θ with the topic–word distributions held fixed. */
  infer(text: string): TopicInference {
    const K = this.topics;
    const tokens = topicTokens(text);
    const rows = tokens
      .map((t) => this.index.get(t))
      .filter((i): i is number => i !== undefined)
      .map((i) => this.phiRow(i));
    const theta = new Float64Array(K).fill(1 / K);
    if (rows.length === 0) return { theta, known: 0, tokens: tokens.length, healthShare: 0 };
    const acc = new Float64Array(K);
    for (let it = 0; it < FOLD_IN_ITERATIONS; it++) {
      acc.fill(this.alpha);
      for (const row of rows) {
        let z = 0;
        for (let k = 0; k < K; k++) z += theta[k]! * row[k]!;
        for (let k = 0; k < K; k++) acc[k]! += (theta[k]! * row[k]!) / z;
      }
      const norm = rows.length + K * this.alpha;
      for (let k = 0; k < K; k++) theta[k] = acc[k]! / norm;
    }
    // The prior is left out here: a text of two known words must not look half-health by default.
    let health = 0;
    for (const row of rows) {
      let z = 0;
      let h = 0;
      for (let k = 0; k < K; k++) {
        const p = theta[k]! * row[k]!;
        z += p;
        if (this.healthTopics[k]) h += p;
      }
      health += h / z;
    }
    return { theta, known: rows.length, tokens: tokens.length, healthShare: health / rows.length };
  }

  /** Probability mass of the health topics in a topic distribution. */
  healthMass(theta: ArrayLike<number>): number {
    let mass = 0;
    for (let k = 0; k < this.topics; k++) if (this.healthTopics[k]) mass += theta[k]!;
    return mass;
  }
}
