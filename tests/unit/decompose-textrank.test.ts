import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { pickTop, rankSentences } from '../../lib/decompose/keysentences';
import { seededRandom } from '../../lib/decompose/random';
import { LexicalEmbedder } from '../../lib/decompose/rank/lexical-embedder';
import {
  adjustWeights,
  similarityGraph,
  topicEnhancedVector,
  topicRelevance,
  topicSpecificTextRank,
  transitionMatrix,
  TST_DEFAULTS,
} from '../../lib/decompose/rank/textrank';
import { TopicModel, type TopicModelFile } from '../../lib/decompose/topics/model';

/** Watts–Strogatz small world: ring lattice of n nodes, k neighbours, each edge rewired with probability p. */
function wattsStrogatz(n: number, k: number, p: number, seed: number): Float64Array {
  const random = seededRandom(seed);
  const W = new Float64Array(n * n);
  const link = (a: number, b: number, w: number) => {
    W[a * n + b] = w;
    W[b * n + a] = w;
  };
  for (let i = 0; i < n; i++) for (let s = 1; s <= k / 2; s++) link(i, (i + s) % n, 1);
  for (let s = 1; s <= k / 2; s++) {
    for (let i = 0; i < n; i++) {
      const j = (i + s) % n;
      if (random() >= p) continue;
      let t = Math.floor(random() * n);
      while (t === i || W[i * n + t]) t = Math.floor(random() * n);
      link(i, j, 0);
      link(i, t, 1);
    }
  }
  return W;
}

/** Independent reference: solve (I − dP)x = (1 − d)u by Gaussian elimination with partial pivoting. */
function solveStationary(P: Float64Array, u: Float64Array, d: number): Float64Array {
  const n = u.length;
  const A = new Float64Array(n * n);
  const b = Float64Array.from(u, (x) => (1 - d) * x);
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) A[i * n + j] = (i === j ? 1 : 0) - d * P[i * n + j]!;
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(A[r * n + c]!) > Math.abs(A[pivot * n + c]!)) pivot = r;
    if (pivot !== c) {
      for (let j = 0; j < n; j++) [A[c * n + j], A[pivot * n + j]] = [A[pivot * n + j]!, A[c * n + j]!];
      [b[c], b[pivot]] = [b[pivot]!, b[c]!];
    }
    for (let r = c + 1; r < n; r++) {
      const f = A[r * n + c]! / A[c * n + c]!;
      if (!f) continue;
      for (let j = c; j < n; j++) A[r * n + j]! -= f * A[c * n + j]!;
      b[r]! -= f * b[c]!;
    }
  }
  const x = new Float64Array(n);
  for (let r = n - 1; r >= 0; r--) {
    let s = b[r]!;
    for (let j = r + 1; j < n; j++) s -= A[r * n + j]! * x[j]!;
    x[r] = s / A[r * n + r]!;
  }
  return x;
}

/**
 * λ₂(P) for P = W′S⁻¹ with W′ symmetric: P is similar to M = S^(−½) W′ S^(−½), whose top
 * eigenvector is √s; power iteration on M with that direction projected out, Rayleigh quotient.
 */
function secondEigenvalue(W: Float64Array, n: number): number {
  const s = new Float64Array(n);
  for (let j = 0; j < n; j++) for (let i = 0; i < n; i++) s[j]! += W[j * n + i]!;
  const q = Float64Array.from(s, Math.sqrt);
  const qn = Math.sqrt(q.reduce((a, x) => a + x * x, 0));
  q.forEach((x, i) => (q[i] = x / qn));
  const neighbours = Array.from({ length: n }, (_, i) => [...Array(n).keys()].filter((j) => W[i * n + j]! > 0));
  const random = seededRandom(7);
  let x = Float64Array.from({ length: n }, () => random() - 0.5);
  let lambda = 0;
  for (let it = 0; it < 4000; it++) {
    const proj = x.reduce((a, xi, i) => a + xi * q[i]!, 0);
    x = x.map((xi, i) => xi - proj * q[i]!);
    const y = new Float64Array(n);
    for (let i = 0; i < n; i++)
      for (const j of neighbours[i]!) y[i]! += (W[i * n + j]! / Math.sqrt(s[i]! * s[j]!)) * x[j]!;
    const xx = x.reduce((a, v) => a + v * v, 0);
    lambda = x.reduce((a, v, i) => a + v * y[i]!, 0) / xx;
    const ny = Math.sqrt(y.reduce((a, v) => a + v * v, 0));
    x = y.map((v) => v / ny);
  }
  return lambda;
}

describe('topic-specific TextRank on a Watts–Strogatz graph (k = 4, n = 500)', () => {
  const n = 500;
  const W = wattsStrogatz(n, 4, 0.1, 42);
  const random = seededRandom(3);
  const relevance = topicRelevance(
    Array.from({ length: n }, () => [random(), random(), random()]),
    [true, false, false],
    1.5,
  );
  const Wp = adjustWeights(W, relevance);
  const P = transitionMatrix(Wp, relevance);
  const lambda2 = secondEigenvalue(Wp, n);

  it('has a column-stochastic transition matrix', () => {
    let minEntry = Infinity;
    let worstColumn = 0;
    for (let j = 0; j < n; j++) {
      let sum = 0;
      for (let i = 0; i < n; i++) {
        minEntry = Math.min(minEntry, P[i * n + j]!);
        sum += P[i * n + j]!;
      }
      worstColumn = Math.max(worstColumn, Math.abs(sum - 1));
    }
    expect(minEntry).toBe(0);
    expect(worstColumn).toBeLessThan(1e-12);
    expect(relevance.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('converges within ~30 iterations at d = 0.6 and not within 100 at d = 0.95 (Theorem 2)', () => {
    expect(lambda2).toBeGreaterThan(0.97);
    expect(lambda2).toBeLessThan(1);
    const fast = topicSpecificTextRank(P, relevance, { damping: 0.6, tolerance: 1e-6, maxIterations: 500 });
    expect(fast.converged).toBe(true);
    expect(fast.iterations).toBeLessThanOrEqual(32);
    const slow = topicSpecificTextRank(P, relevance, { damping: 0.95, tolerance: 1e-6, maxIterations: 100 });
    expect(slow.converged).toBe(false);
    expect(slow.deltas[99]).toBeGreaterThan(1e-6);
  });

  it('shrinks the error by d·λ₂(P) per iteration, as Theorem 2 says', () => {
    for (const d of [0.6, 0.85, 0.95]) {
      const { deltas } = topicSpecificTextRank(P, relevance, { damping: d, tolerance: 0, maxIterations: 1000 });
      // Read the rate once the transient is gone and before rounding noise (≈1e-15) sets in.
      const t = deltas.findIndex((x) => x < 1e-9);
      const rate = deltas[t]! / deltas[t - 1]!;
      expect(rate / d).toBeGreaterThan(lambda2 * 0.97);
      expect(rate / d).toBeLessThan(lambda2 * 1.002);
    }
  });

  it('matches an independent solution of the linear system', () => {
    for (const d of [0.6, 0.85]) {
      const iterated = topicSpecificTextRank(P, relevance, { ...TST_DEFAULTS, damping: d });
      const exact = solveStationary(P, relevance, d);
      let l1 = 0;
      for (let i = 0; i < n; i++) l1 += Math.abs(iterated.scores[i]! - exact[i]!);
      expect(iterated.converged).toBe(true);
      expect(l1).toBeLessThan(1e-5);
      expect(exact.every((x) => x > 0)).toBe(true);
      expect(exact.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    }
  });
});

describe('ranking parameters move the ranking the documented way', () => {
  it('α raises sentences about health topics', () => {
    // Six sentences, the same similarity for all pairs; three lean to the health topic (topic 0).
    const thetas = [0.8, 0.7, 0.9, 0.2, 0.1, 0.3].map((h) => [h, 1 - h]);
    const W = new Float64Array(36).map((_, i) => (i % 7 === 0 ? 0 : 0.5));
    const healthScore = (alpha: number) => {
      const u = topicRelevance(thetas, [true, false], alpha);
      const r = topicSpecificTextRank(transitionMatrix(adjustWeights(W, u), u), u);
      return r.scores[0]! + r.scores[1]! + r.scores[2]!;
    };
    expect(healthScore(1)).toBeCloseTo(healthScore(1), 12);
    expect(healthScore(1.5)).toBeGreaterThan(healthScore(1));
    expect(healthScore(3)).toBeGreaterThan(healthScore(1.5));
    // With α = 1 the topic relevance does not depend on health at all: uniform.
    const uniform = topicRelevance(thetas, [true, false], 1);
    uniform.forEach((x) => expect(x).toBeCloseTo(1 / 6, 12));
  });

  it('η trades semantic centrality against topical similarity', () => {
    // Sentence 0: its embedding is the centre of all others, its topics unlike theirs.
    // Sentence 1: an outlier by embedding, but it shares the others' topic mix.
    const emb = [
      [1, 1, 1, 1],
      [-1, 1, -1, -1],
      [1, 0.2, 0, 0],
      [0, 1, 0.2, 0],
      [0, 0, 1, 0.2],
      [0.2, 0, 0, 1],
    ];
    const topics = [
      [0, 0, 1],
      [1, 0.1, 0],
      [1, 0.2, 0],
      [0.9, 0.1, 0],
      [1, 0, 0.1],
      [0.8, 0.2, 0],
    ];
    const order = (eta: number) => {
      const vectors = emb.map((e, i) => topicEnhancedVector(e, topics[i]!, eta));
      const u = topicRelevance(topics, [false, false, false], 1.5);
      const r = topicSpecificTextRank(transitionMatrix(adjustWeights(similarityGraph(vectors), u), u), u);
      return r.scores;
    };
    const semantic = order(0.9);
    const topical = order(0.1);
    expect(semantic[0]).toBeGreaterThan(semantic[1]!);
    expect(topical[1]).toBeGreaterThan(topical[0]!);
  });

  it('ranks off-topic asides of a health passage last (real topic model, lexical embedder)', async () => {
    const model = new TopicModel(
      JSON.parse(readFileSync('lib/decompose/topics/health-topics.json', 'utf8')) as TopicModelFile,
    );
    const texts = [
      'COVID-19 vaccines reduce the risk of severe disease and hospitalisation.',
      'The football team won the championship game in overtime.',
      'Masks lower the transmission of the coronavirus in crowded indoor spaces.',
      'She plays the piano and writes music for films.',
      'Vaccinated patients were less likely to need intensive care for COVID-19.',
      'The coronavirus spreads through respiratory droplets and aerosols from infected people.',
    ];
    const ranking = await rankSentences(texts, new LexicalEmbedder(), model, { ...TST_DEFAULTS, eta: 0.7, alpha: 1.5 });
    expect(ranking.converged).toBe(true);
    const order = [...ranking.sentences].sort((a, b) => b.score - a.score).map((s) => s.position);
    expect(order.slice(-2).sort()).toEqual([1, 3]);
    expect(pickTop(ranking.sentences, 3)).not.toContain(1);
    expect(pickTop(ranking.sentences, 3)).not.toContain(3);
    expect(ranking.sentences[1]!.healthShare).toBeLessThan(0.2);
    expect(ranking.sentences[3]!.healthShare).toBeLessThan(0.2);
    // A larger α pushes the asides further down.
    const stronger = await rankSentences(texts, new LexicalEmbedder(), model, { ...TST_DEFAULTS, eta: 0.7, alpha: 3 });
    expect(stronger.sentences[1]!.score).toBeLessThan(ranking.sentences[1]!.score);
    expect(ranking.sentences[0]!.healthShare).toBeGreaterThan(0.8);
  });
});
