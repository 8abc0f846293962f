import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { TopicModelFile } from '../../lib/decompose/topics/model';
import { surfaceTokens } from '../../lib/decompose/topics/tokenize';
import { findDataDir, findWordnetDir, loadCorpus } from './corpus';
import { type LdaParams, trainLda } from './lda';

/**
 * Trains the health topic model and writes lib/decompose/topics/health-topics.json.
 *   npm run topic-model [-- --data DIR] [--wordnet DIR] [--check]
 * Deterministic: a fixed seed, a fixed corpus order; --check retrains and fails if the result
 * differs from the committed artefact (same Node major version assumed).
 */

const PARAMS: LdaParams = { topics: 24, alpha: 0.1, beta: 0.01, iterations: 400, seed: 20240607 };
/** A stem must occur in this many documents to enter the vocabulary; the vocabulary keeps the most frequent. */
const MIN_DOC_FREQ = 5;
const MAX_VOCAB = 4000;
const MIN_DOC_TOKENS = 3;
/** A topic is a health topic when at least this share of its tokens come from the health corpora. */
const HEALTH_SHARE = 0.75;
const OUT = path.join(import.meta.dirname, '../../lib/decompose/topics/health-topics.json');

function arg(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

function buildModel(dataDir: string, wordnetDir: string): TopicModelFile {
  const { docs, files } = loadCorpus(dataDir, wordnetDir);
  const tokenised = docs.map((d) => surfaceTokens(d.text));
  const df = new Map<string, number>();
  for (const toks of tokenised) for (const s of new Set(toks.map((t) => t.stem))) df.set(s, (df.get(s) ?? 0) + 1);
  const vocab = [...df]
    .filter(([, n]) => n >= MIN_DOC_FREQ)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, MAX_VOCAB)
    .map(([s]) => s);
  const id = new Map(vocab.map((s, i) => [s, i]));

  // The most frequent surface word of each stem labels the topics for people.
  const surface = new Map<string, Map<string, number>>();
  const kept: { ids: Int32Array; health: boolean }[] = [];
  tokenised.forEach((toks, d) => {
    const ids = toks.filter((t) => id.has(t.stem));
    if (ids.length < MIN_DOC_TOKENS) return;
    for (const t of ids) {
      const m = surface.get(t.stem) ?? new Map<string, number>();
      m.set(t.word, (m.get(t.word) ?? 0) + 1);
      surface.set(t.stem, m);
    }
    kept.push({ ids: Int32Array.from(ids, (t) => id.get(t.stem)!), health: docs[d]!.origin !== 'wordnet-general' });
  });
  const word = (stem: string) =>
    [...(surface.get(stem) ?? new Map([[stem, 1]]))].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0];

  const V = vocab.length;
  const K = PARAMS.topics;
  const { nkw, nk, assignments } = trainLda(
    kept.map((d) => d.ids),
    V,
    PARAMS,
  );
  const fromHealth = new Float64Array(K);
  kept.forEach((d, i) => {
    if (d.health) for (const k of assignments[i]!) fromHealth[k]!++;
  });
  const topics = Array.from({ length: K }, (_, k) => {
    const healthShare = nk[k]! ? fromHealth[k]! / nk[k]! : 0;
    const top = [...Array(V).keys()].sort((a, b) => nkw[k * V + b]! - nkw[k * V + a]! || a - b).slice(0, 12);
    return {
      health: healthShare >= HEALTH_SHARE,
      healthShare: Math.round(healthShare * 1000) / 1000,
      words: top.map((w) => word(vocab[w]!)),
    };
  });
  const counts = vocab.map((_, w) => {
    const flat: number[] = [];
    for (let k = 0; k < K; k++) if (nkw[k * V + w]! > 0) flat.push(k, nkw[k * V + w]!);
    return flat;
  });
  return {
    format: 'claimlens-topic-model',
    version: 1,
    params: { topics: K, alpha: PARAMS.alpha, beta: PARAMS.beta, iterations: PARAMS.iterations, seed: PARAMS.seed },
    vocab,
    topics,
    counts,
    totals: [...nk],
    provenance: {
      script: 'scripts/topic-model/train.ts',
      files,
      docs: kept.length,
      tokens: kept.reduce((a, d) => a + d.ids.length, 0),
    },
    notices: [
      'Check-COVID corpus: MIT License, Copyright (c) 2023 Columbia University.',
      'COVID-19 rumor dataset: MIT License, Copyright (c) 2020 hlc1209.',
      'WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved. THIS SOFTWARE AND DATABASE IS PROVIDED "AS IS" AND PRINCETON UNIVERSITY MAKES NO REPRESENTATIONS OR WARRANTIES, EXPRESS OR IMPLIED. The name of Princeton University or Princeton may not be used in advertising or publicity pertaining to distribution of the software and/or database.',
    ],
  };
}

function main(): void {
  const started = performance.now();
  const model = buildModel(findDataDir(arg('--data')), findWordnetDir(arg('--wordnet')));
  const json = `${JSON.stringify(model)}\n`;
  const digest = createHash('sha256').update(json).digest('hex').slice(0, 16);
  if (process.argv.includes('--check')) {
    const committed = createHash('sha256').update(readFileSync(OUT, 'utf8')).digest('hex').slice(0, 16);
    if (committed !== digest)
      throw new Error(`The committed topic model (${committed}) differs from a fresh training run (${digest}).`);
    console.log(`Topic model reproduced exactly (${digest}).`);
    return;
  }
  writeFileSync(OUT, json);
  console.log(
    `Wrote ${path.relative(process.cwd(), OUT)}: ${model.vocab.length} stems, ${model.params.topics} topics (${model.topics.filter((t) => t.health).length} health), ${model.provenance.docs} documents, ${(json.length / 1024).toFixed(0)} KiB, sha256 ${digest}, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  model.topics.forEach((t, k) =>
    console.log(
      `${String(k).padStart(2)} ${t.health ? 'health ' : 'general'} ${t.healthShare.toFixed(2)}  ${t.words.join(' ')}`,
    ),
  );
}

main();
