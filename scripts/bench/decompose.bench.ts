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
import { type Bench, type BenchContext, type BenchRow, percentile } from './harness';

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

type Topics = ReturnType<typeof healthTopicModel>;
type DecomposeSettings = ReturnType<typeof defaultSettings>['decompose'];
interface Article {
  text: string;
  words: number;
}
interface Setup {
  article: Article;
  topics: Topics;
  settings: DecomposeSettings;
  sentences: ReturnType<typeof splitSentences>;
}

const readFixture = <T>(file: string) =>
  JSON.parse(readFileSync(path.join(ROOT, 'tests/fixtures/decompose', file), 'utf8')) as T;
const lexicalDeps = (s: Setup) => ({
  topics: s.topics,
  embedder: new LexicalEmbedder(),
  llm: null,
  settings: s.settings,
  maxChars: 20_000,
});

/** Splitting, topics and the whole decomposition with the lexical embedder; the plan it made. */
async function measureLexical(s: Setup): Promise<{ rows: BenchRow[]; whole: number; plan: DecompositionPlan }> {
  const rows: BenchRow[] = [];
  rows.push({ name: 'split into sentences', value: await time(() => splitSentences(s.article.text)), unit: 'ms' });
  rows.push({
    name: 'topic distributions, all sentences',
    value: await time(() => s.sentences.map((x) => s.topics.infer(x.text))),
    unit: 'ms',
  });
  let plan: DecompositionPlan | null = null;
  const whole = await time(async () => {
    const out = await decompose(s.article.text, lexicalDeps(s));
    if (!out.ok) throw new Error(out.problem.message);
    plan = out.plan;
  });
  rows.push({
    name: 'decompose + rank (lexical embedder, rules)',
    value: whole,
    unit: 'ms',
    note: `${plan!.ranking!.iterations} TextRank iterations; selection limit raised to 20,000 chars`,
  });
  return { rows, whole, plan: plan! };
}

/** The same with the embedding model users install: MiniLM-L6's shape, random weights, WASM. */
async function measureWithModel(
  ctx: BenchContext,
  s: Setup,
  plan: DecompositionPlan,
  whole: number,
): Promise<BenchRow[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'claimlens-bench-decompose-'));
  try {
    const t0 = performance.now();
    // MiniLM's 30,522 pieces cover ordinary English words whole; so does this vocabulary for the article's words.
    const articleWords = [...new Set(s.article.text.toLowerCase().match(/[a-z]+/g) ?? [])];
    const model = writeEmbedder(dir, 'bench-minilm-l6', MINILM_L6, 101, articleWords);
    const models = await nodeModels({ storeDir: path.join(dir, 'store'), backend: 'onnxruntime-web' });
    await installFolders(models, [model.dir]);
    const minilm = (await models.embedder())!;
    ctx.log(`MiniLM-L6 shape generated and loaded on WASM in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const texts = plan.sentences.filter((x) => x.kind === 'claim').map((x) => x.text);
    await minilm.embed(texts);
    // Alternating rounds, so that a busy moment of this shared machine weighs on both figures alike.
    const whole2: number[] = [];
    const embeds: number[] = [];
    let ranked: DecompositionPlan | null = null;
    for (let round = 0; round < 3; round++) {
      let t = performance.now();
      const out = await decompose(s.article.text, { ...lexicalDeps(s), embedder: minilm });
      whole2.push(performance.now() - t);
      if (!out.ok) throw new Error(out.problem.message);
      ranked = out.plan;
      t = performance.now();
      await minilm.embed(texts);
      embeds.push(performance.now() - t);
    }
    await models.manager.unload(model.entry.id);
    return modelRows(percentile(whole2, 50), percentile(embeds, 50), whole, texts.length, ranked!);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function modelRows(
  withModel: number,
  embedOnly: number,
  whole: number,
  candidates: number,
  ranked: DecompositionPlan,
): BenchRow[] {
  return [
    {
      name: 'decompose + rank a 2,000-word article, MiniLM-L6 shape on WASM',
      value: withModel,
      unit: 'ms',
      baseline: whole,
      ratio: withModel / whole,
      note: `baseline: lexical embedder; ${candidates} sentences embedded (words whole in the vocabulary), ${ranked.ranking!.iterations} iterations; engine's Node backend (onnxruntime-web WASM), fp32`,
    },
    {
      name: '  of which: embedding the sentences (MiniLM-L6 shape, WASM)',
      value: embedOnly,
      unit: 'ms',
      baseline: withModel,
      ratio: embedOnly / withModel,
      note: 'baseline: the whole decomposition',
    },
  ];
}

/** Ranking maths alone on MiniLM-shaped vectors, against plain TextRank (uniform teleport, raw weights). */
async function measureRanking(s: Setup): Promise<BenchRow[]> {
  const random = seededRandom(1);
  const n = s.sentences.length;
  const vectors = Array.from({ length: n }, () =>
    Float64Array.from({ length: 384 + s.topics.topics }, () => random() - 0.3),
  );
  const thetas = s.sentences.map((x) => s.topics.infer(x.text).theta);
  const tst = await time(() => {
    const u = topicRelevance(thetas, s.topics.healthTopics, s.settings.healthTopicWeight);
    return topicSpecificTextRank(transitionMatrix(adjustWeights(similarityGraph(vectors), u), u), u, TST_DEFAULTS);
  });
  const plain = await time(() => {
    const u = new Float64Array(n).fill(1 / n);
    return topicSpecificTextRank(transitionMatrix(similarityGraph(vectors), u), u, TST_DEFAULTS);
  });
  const lexicalRank = await time(() =>
    rankSentences(
      s.sentences.map((x) => x.text),
      new LexicalEmbedder(),
      s.topics,
      { ...TST_DEFAULTS, eta: s.settings.eta, alpha: s.settings.healthTopicWeight },
    ),
  );
  return [
    {
      name: `topic-specific TextRank, ${n} × 408-d vectors`,
      value: tst,
      unit: 'ms',
      baseline: plain,
      ratio: tst / plain,
      note: 'baseline: plain TextRank; embedder time excluded',
    },
    { name: 'rank with lexical embedder (embed + topics + TST)', value: lexicalRank, unit: 'ms' },
  ];
}

/** The pill's health test: time per selection and bundle size, against the lexicon alone. */
async function measureHealthTest(s: Setup): Promise<BenchRow[]> {
  const claims = s.sentences.map((x) => x.text);
  const perModel = (await time(() => claims.forEach((c) => healthSignal(c, s.topics)), 3)) / claims.length;
  const perLexicon = (await time(() => claims.forEach((c) => looksLikeHealthClaim(c)), 3)) / claims.length;
  const detector = await bundleBytes('lib/decompose/topics/health.ts');
  const lexicon = await bundleBytes('lib/core/health.ts');
  return [
    {
      name: 'pill health test per selection',
      value: perModel * 1000,
      unit: 'µs',
      baseline: perLexicon * 1000,
      ratio: perModel / perLexicon,
      note: 'baseline: lexicon alone',
    },
    {
      name: 'pill health test, bundled (minified)',
      value: detector.raw / 1024,
      unit: 'KiB',
      baseline: lexicon.raw / 1024,
      ratio: detector.raw / lexicon.raw,
      note: `gzip ${(detector.gzip / 1024).toFixed(0)} KiB vs ${(lexicon.gzip / 1024).toFixed(1)} KiB`,
    },
  ];
}

/** The recorded LLM decomposition of a 3-sentence paragraph, as a plan. */
function paragraphPlan(): DecompositionPlan {
  const fixture = readFixture<{ claims: { sentence: number; text: string; graph: string }[] }>('paragraph-graphs.json');
  return {
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
}

/** Checks a selection costs: the article by rules, the paragraph with and without the direct first stage. */
function countChecks(s: Setup, plan: DecompositionPlan): BenchRow[] {
  const llmPlan = paragraphPlan();
  const limit = s.settings.pathLimit;
  const cost = planCost(llmPlan, limit);
  const hover = 1985 / 4000;
  const expected = expectedDirectFirst(llmPlan, limit, hover);
  return [
    {
      name: 'checks, 2,000-word article, rules',
      value: plan.claims.length,
      unit: 'checks',
      note: `${plan.sentences.filter((x) => x.picked).length} key sentences, cap ${s.settings.maxClaims} claims`,
    },
    {
      name: 'checks, 3-sentence paragraph (4 claims), GraphCheck only',
      value: cost.graphOnly.worst,
      unit: 'checks',
      note: `best ${cost.graphOnly.best}; worst case, P̄ = ${limit}; ${cost.infillsWorst} infill calls`,
    },
    {
      name: 'checks, same paragraph, DP-GraphCheck',
      value: expected,
      unit: 'checks',
      baseline: cost.graphOnly.worst,
      ratio: expected / cost.graphOnly.worst,
      note: `expected at HOVER's 49.6% direct support; best ${cost.directFirst.best}, worst ${cost.directFirst.worst}`,
    },
  ];
}

const bench: Bench = {
  name: 'decompose',
  description: 'key sentences of a 2,000-word article, the pill health test, checks per selection',
  async run(ctx) {
    const article = readFixture<Article>('article-2000.json');
    const sentences = splitSentences(article.text);
    const s: Setup = { article, topics: healthTopicModel(), settings: defaultSettings().decompose, sentences };
    ctx.log(`article: ${article.words} words, ${article.text.length} characters, ${sentences.length} sentences`);
    const lexical = await measureLexical(s);
    return [
      ...lexical.rows,
      ...(await measureWithModel(ctx, s, lexical.plan, lexical.whole)),
      ...(await measureRanking(s)),
      ...(await measureHealthTest(s)),
      ...countChecks(s, lexical.plan),
    ];
  },
};

export default bench;
