import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { build } from 'esbuild';

import { looksLikeHealthClaim } from '../../lib/core/health';
import { expectedDirectFirst, planCost } from '../../lib/decompose/cost';
import { parseClaimGraph } from '../../lib/decompose/graph/parse';
import { retrievalSize } from '../../lib/decompose/graph/paths';
import { rankSentences } from '../../lib/decompose/keysentences';
import { decompose, type DecompositionPlan } from '../../lib/decompose/plan';
import { seededRandom } from '../../lib/decompose/random';
import { LexicalEmbedder } from '../../lib/decompose/rank/lexical-embedder';
import {
  adjustWeights,
  similarityGraph,
  topicRelevance,
  topicSpecificTextRank,
  transitionMatrix,
  TST_DEFAULTS,
} from '../../lib/decompose/rank/textrank';
import { splitSentences } from '../../lib/decompose/sentences';
import { healthSignal, healthTopicModel } from '../../lib/decompose/topics/health';
import { installFolders, nodeModels } from '../../lib/ml/node';
import { defaultSettings } from '../../lib/settings/schema';
import { MINILM_L6, writeEmbedder } from '../models/generate';
import { type Bench, type BenchRow, percentile } from './harness';

/**
 * Long selections: the time to split and rank a 2,000-word article — with a random-weight model
 * of all-MiniLM-L6-v2's exact shape on the engine's WASM backend (Node), against the lexical
 * embedder used when no model is installed — what the pill's health test costs beside the
 * lexicon, and the checks a selection costs with and without DP-GraphCheck's direct first stage.
 */

const ROOT = path.join(import.meta.dirname, '../..');
const RUNS = 7;

async function time(fn: () => unknown | Promise<unknown>, runs = RUNS): Promise<number> {
  await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  return percentile(samples, 50);
}

async function bundleBytes(entry: string): Promise<{ raw: number; gzip: number }> {
  const out = await build({
    entryPoints: [path.join(ROOT, entry)],
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    logLevel: 'silent',
  });
  const code = out.outputFiles[0]!.contents;
  return { raw: code.length, gzip: gzipSync(code).length };
}

const bench: Bench = {
  name: 'decompose',
  description: 'key sentences of a 2,000-word article, the pill health test, checks per selection',
  async run(ctx) {
    const rows: BenchRow[] = [];
    const article = JSON.parse(readFileSync(path.join(ROOT, 'tests/fixtures/decompose/article-2000.json'), 'utf8')) as {
      text: string;
      words: number;
    };
    const topics = healthTopicModel();
    const settings = defaultSettings().decompose;
    const sentences = splitSentences(article.text);
    ctx.log(`article: ${article.words} words, ${article.text.length} characters, ${sentences.length} sentences`);

    rows.push({ name: 'split into sentences', value: await time(() => splitSentences(article.text)), unit: 'ms' });
    rows.push({
      name: 'topic distributions, all sentences',
      value: await time(() => sentences.map((s) => topics.infer(s.text))),
      unit: 'ms',
    });

    const deps = { topics, embedder: new LexicalEmbedder(), llm: null, settings, maxChars: 20_000 };
    let plan: DecompositionPlan | null = null;
    const whole = await time(async () => {
      const out = await decompose(article.text, deps);
      if (!out.ok) throw new Error(out.problem.message);
      plan = out.plan;
    });
    rows.push({
      name: 'decompose + rank (lexical embedder, rules)',
      value: whole,
      unit: 'ms',
      note: `${plan!.ranking!.iterations} TextRank iterations; selection limit raised to 20,000 chars`,
    });

    // The same with the embedding model users install: MiniLM-L6's shape, random weights, WASM.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'claimlens-bench-decompose-'));
    try {
      const t0 = performance.now();
      // MiniLM's 30,522 pieces cover ordinary English words whole; so does this vocabulary for the article's words.
      const articleWords = [...new Set(article.text.toLowerCase().match(/[a-z]+/g) ?? [])];
      const model = writeEmbedder(dir, 'bench-minilm-l6', MINILM_L6, 101, articleWords);
      const models = await nodeModels({ storeDir: path.join(dir, 'store'), backend: 'onnxruntime-web' });
      await installFolders(models, [model.dir]);
      const minilm = (await models.embedder())!;
      ctx.log(`MiniLM-L6 shape generated and loaded on WASM in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      const candidates = plan!.sentences.filter((s) => s.kind === 'claim').length;
      let ranked: DecompositionPlan | null = null;
      const texts = plan!.sentences.filter((s) => s.kind === 'claim').map((s) => s.text);
      await minilm.embed(texts);
      // Alternating rounds, so that a busy moment of this shared machine weighs on both figures alike.
      const whole2: number[] = [];
      const embeds: number[] = [];
      for (let round = 0; round < 3; round++) {
        let t = performance.now();
        const out = await decompose(article.text, { ...deps, embedder: minilm });
        whole2.push(performance.now() - t);
        if (!out.ok) throw new Error(out.problem.message);
        ranked = out.plan;
        t = performance.now();
        await minilm.embed(texts);
        embeds.push(performance.now() - t);
      }
      const withModel = percentile(whole2, 50);
      const embedOnly = percentile(embeds, 50);
      rows.push({
        name: 'decompose + rank a 2,000-word article, MiniLM-L6 shape on WASM',
        value: withModel,
        unit: 'ms',
        baseline: whole,
        ratio: withModel / whole,
        note: `baseline: lexical embedder; ${candidates} sentences embedded (words whole in the vocabulary), ${ranked!.ranking!.iterations} iterations; engine's Node backend (onnxruntime-web WASM), fp32`,
      });
      rows.push({
        name: '  of which: embedding the sentences (MiniLM-L6 shape, WASM)',
        value: embedOnly,
        unit: 'ms',
        baseline: withModel,
        ratio: embedOnly / withModel,
        note: 'baseline: the whole decomposition',
      });
      await models.manager.unload(model.entry.id);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    // Ranking maths alone on MiniLM-shaped vectors, against plain TextRank (uniform teleport, raw weights).
    const random = seededRandom(1);
    const n = sentences.length;
    const vectors = Array.from({ length: n }, () =>
      Float64Array.from({ length: 384 + topics.topics }, () => random() - 0.3),
    );
    const thetas = sentences.map((s) => topics.infer(s.text).theta);
    const tst = await time(() => {
      const u = topicRelevance(thetas, topics.healthTopics, settings.healthTopicWeight);
      return topicSpecificTextRank(transitionMatrix(adjustWeights(similarityGraph(vectors), u), u), u, TST_DEFAULTS);
    });
    const plain = await time(() => {
      const u = new Float64Array(n).fill(1 / n);
      return topicSpecificTextRank(transitionMatrix(similarityGraph(vectors), u), u, TST_DEFAULTS);
    });
    rows.push({
      name: `topic-specific TextRank, ${n} × 408-d vectors`,
      value: tst,
      unit: 'ms',
      baseline: plain,
      ratio: tst / plain,
      note: 'baseline: plain TextRank; embedder time excluded',
    });
    const lexicalRank = await time(() =>
      rankSentences(
        sentences.map((s) => s.text),
        new LexicalEmbedder(),
        topics,
        { ...TST_DEFAULTS, eta: settings.eta, alpha: settings.healthTopicWeight },
      ),
    );
    rows.push({ name: 'rank with lexical embedder (embed + topics + TST)', value: lexicalRank, unit: 'ms' });

    // The pill's health test.
    const claims = sentences.map((s) => s.text);
    const perModel = (await time(() => claims.forEach((c) => healthSignal(c, topics)), 3)) / claims.length;
    const perLexicon = (await time(() => claims.forEach((c) => looksLikeHealthClaim(c)), 3)) / claims.length;
    rows.push({
      name: 'pill health test per selection',
      value: perModel * 1000,
      unit: 'µs',
      baseline: perLexicon * 1000,
      ratio: perModel / perLexicon,
      note: 'baseline: lexicon alone',
    });
    const detector = await bundleBytes('lib/decompose/topics/health.ts');
    const lexicon = await bundleBytes('lib/core/health.ts');
    rows.push({
      name: 'pill health test, bundled (minified)',
      value: detector.raw / 1024,
      unit: 'KiB',
      baseline: lexicon.raw / 1024,
      ratio: detector.raw / lexicon.raw,
      note: `gzip ${(detector.gzip / 1024).toFixed(0)} KiB vs ${(lexicon.gzip / 1024).toFixed(1)} KiB`,
    });

    // Checks a selection costs.
    rows.push({
      name: 'checks, 2,000-word article, rules',
      value: plan!.claims.length,
      unit: 'checks',
      note: `${plan!.sentences.filter((s) => s.picked).length} key sentences, cap ${settings.maxClaims} claims`,
    });
    const fixture = JSON.parse(
      readFileSync(path.join(ROOT, 'tests/fixtures/decompose/paragraph-graphs.json'), 'utf8'),
    ) as { claims: { sentence: number; text: string; graph: string }[] };
    const llmPlan: DecompositionPlan = {
      version: 1,
      method: 'llm',
      label: '',
      sentences: [],
      ranking: null,
      notes: [],
      claims: fixture.claims.map((c, i) => {
        const graph = parseClaimGraph(c.graph);
        return {
          id: `c${i + 1}`,
          sentence: c.sentence,
          text: c.text,
          method: 'llm' as const,
          graph,
          retrievalK: retrievalSize(graph.latent.length),
        };
      }),
    };
    const cost = planCost(llmPlan, settings.pathLimit);
    const hover = 1985 / 4000;
    rows.push({
      name: 'checks, 3-sentence paragraph (4 claims), GraphCheck only',
      value: cost.graphOnly.worst,
      unit: 'checks',
      note: `best ${cost.graphOnly.best}; worst case, P̄ = ${settings.pathLimit}; ${cost.infillsWorst} infill calls`,
    });
    rows.push({
      name: 'checks, same paragraph, DP-GraphCheck',
      value: expectedDirectFirst(llmPlan, settings.pathLimit, hover),
      unit: 'checks',
      baseline: cost.graphOnly.worst,
      ratio: expectedDirectFirst(llmPlan, settings.pathLimit, hover) / cost.graphOnly.worst,
      note: `expected at HOVER's 49.6% direct support; best ${cost.directFirst.best}, worst ${cost.directFirst.worst}`,
    });
    return rows;
  },
};

export default bench;
