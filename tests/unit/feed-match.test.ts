import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ClaimLensDB } from '../../lib/db/database';
import { feedOpHandlers } from '../../lib/engine/ops/feeds';
import { knowledgeOf } from '../../lib/kg/graph/knowledge';
import { GraphWriter } from '../../lib/kg/graph/store';
import type { Embedder, ModelServices, NliProbs } from '../../lib/ml/types';
import { aboveFloor, feedSentences } from '../../lib/pipeline/feed-match';
import { defaultEngineConfig, type EngineConfig } from '../../lib/settings/run-config';
import { parseSettings } from '../../lib/settings/schema';
import { freshDatabases } from './support/kg-db';
import { atSimilarity, FixedEmbedder, models, ScriptedNli } from './support/kg-fixtures';

/**
 * Known claims flagged as you scroll, in the engine: posts are matched against memory only, with
 * the memory stage's decision layer and guards, plus the feeds floor for answers from the models.
 */

const freshDb = freshDatabases('feed-match');
const P = (entailment: number, contradiction: number, neutral: number): NliProbs => ({
  entailment,
  contradiction,
  neutral,
});

const MYTH = 'Drinking hot water kills the coronavirus in your throat.';
const FACT = 'Washing hands with soap and water removes viruses from the skin.';
const CLAIM = 'Hot drinks destroy the coronavirus living in the throat.';

async function graph(db: ClaimLensDB, embedder: Embedder | null): Promise<void> {
  const w = new GraphWriter('pack:test');
  const myth = w.addClaim({ text: MYTH, status: 'FALSE' });
  w.link(
    'FROM_SOURCE',
    myth,
    w.addSource({ url: 'https://www.who.int/myth-busters', title: 'WHO myth busters', type: 'public-health' }),
  );
  w.addClaim({ text: FACT, status: 'TRUE' });
  await knowledgeOf(db).write(w, embedder ? { embedder } : {});
}

const match = (db: ClaimLensDB, m: ModelServices, texts: string[], config: EngineConfig = defaultEngineConfig()) =>
  feedOpHandlers({ db, models: m, knowledgeWork: () => null })['feeds.match'](
    { posts: texts.map((text, i) => ({ key: `0000000${i}`, text })) },
    config,
  );

afterEach(() => vi.unstubAllGlobals());

describe('feeds.match without models: word-for-word matches only', () => {
  it('flags a false and a true post with the stored claim and its source, and nothing on an unknown post', async () => {
    const db = freshDb();
    await graph(db, null);
    const { flags, incomplete } = await match(db, models(null, null), [
      `My aunt swears by this. ${MYTH.toUpperCase().slice(0, 1)}${MYTH.slice(1).replace('coronavirus', 'Coronavirus')} Share before they delete it!`,
      'Coffee, sleep and running shoes: a thread about my week.',
      `${FACT} Every time, every day.`,
    ]);
    expect(incomplete).toBe(false);
    expect(flags).toEqual([
      {
        key: '00000000',
        quote: MYTH.replace('coronavirus', 'Coronavirus'),
        verdict: 'False',
        confidence: null,
        how: 'word-for-word',
        stored: { text: MYTH, nodeId: expect.stringMatching(/^claim:/), status: 'FALSE' },
        source: { title: 'WHO myth busters', url: 'https://www.who.int/myth-busters', domain: 'who.int' },
      },
      expect.objectContaining({ key: '00000002', quote: FACT, verdict: 'True', how: 'word-for-word', source: null }),
    ]);
  });

  it.each([
    ['a negation', 'Drinking hot water does not kill the coronavirus in your throat.'],
    ['another number', 'Washing hands with soap and water removes 99 viruses from the skin.'],
    ['too few words', 'Hot water kills.'],
  ])('does not flag %s', async (_why, text) => {
    const db = freshDb();
    await graph(db, null);
    expect((await match(db, models(null, null), [text])).flags).toEqual([]);
  });
});

describe('feeds.match with models: the decision layer and guards of a check, and a stricter floor', () => {
  const embedder = (S: number) =>
    new FixedEmbedder(
      new Map([
        [CLAIM, atSimilarity(1, 1)],
        [MYTH, atSimilarity(S, 2)],
        [FACT, atSimilarity(0.1, 3)],
      ]),
    );

  it.each([
    // [S, NLI, flag?, why]
    [0.95, P(0.97, 0.01, 0.02), 'False', 'entailment of a FALSE statement, above the floor'],
    [
      0.8,
      P(0.97, 0.01, 0.02),
      null,
      'a check would answer from memory (S ≥ 0.75, C ≥ 0.75), but S is under the feeds floor',
    ],
    [0.95, P(0.03, 0.01, 0.96), null, 'high-neutral guard: similar words, no logical link'],
    [0.95, P(0.1, 0.5, 0.4), null, 'weak contradiction: the guard keeps memory from answering'],
  ] as const)('S %s, NLI %j → %s (%s)', async (S, probs, verdict, _why) => {
    const db = freshDb();
    const e = embedder(S);
    await graph(db, e);
    const { flags } = await match(db, models(e, new ScriptedNli(() => probs)), [CLAIM]);
    expect(flags.map((f) => f.verdict)).toEqual(verdict ? [verdict] : []);
    if (verdict)
      expect(flags[0]).toMatchObject({
        how: 'models',
        quote: CLAIM,
        stored: { text: MYTH, status: 'FALSE' },
        confidence: expect.any(Number),
      });
    if (verdict) expect(flags[0]!.confidence!).toBeGreaterThanOrEqual(0.85);
  });

  it('embeds a whole batch in one call, and flags the same posts as one by one', async () => {
    const db = freshDb();
    const e = embedder(0.95);
    await graph(db, e);
    const nli = new ScriptedNli(() => P(0.97, 0.01, 0.02));
    const posts = [
      'Coffee, sleep and running shoes: a thread about my week.',
      `Heard this today. ${CLAIM}`,
      `${FACT} Every time, every day.`,
    ];
    e.calls = 0;
    const batch = await match(db, models(e, nli), posts);
    expect(e.calls).toBe(1);
    const single = await Promise.all(posts.map((p) => match(db, models(e, nli), [p])));
    expect(batch.flags.map((f) => [f.quote, f.verdict])).toEqual([
      [CLAIM, 'False'],
      [FACT, 'True'],
    ]);
    expect(single.flatMap((r) => r.flags.map((f) => [f.quote, f.verdict]))).toEqual(
      batch.flags.map((f) => [f.quote, f.verdict]),
    );
  });

  it('applies a check’s language gate: a German post is not matched by English-only models (issue 33)', async () => {
    const GERMAN = 'Heißes Wasser tötet das Coronavirus in deinem Hals, sagen viele Leute.';
    const db = freshDb();
    const e = new FixedEmbedder(
      new Map([
        [MYTH, atSimilarity(1, 2)],
        [FACT, atSimilarity(0.1, 3)],
        [GERMAN, atSimilarity(0.95, 2)],
      ]),
    );
    await graph(db, e);
    const nli = new ScriptedNli(() => P(0.97, 0.01, 0.02));
    expect((await match(db, models(e, nli), [GERMAN])).flags).toEqual([]);
    const multilingual = {
      ...defaultEngineConfig(),
      settings: parseSettings({
        models: { embedModelId: 'paraphrase-multilingual-MiniLM-L12-v2', nliModelId: 'mdeberta-v3-base-xnli' },
      }),
    };
    expect((await match(db, models(e, nli), [GERMAN], multilingual)).flags.map((f) => f.verdict)).toEqual(['False']);
  });

  it('a raised floor in the settings withholds a flag the default floor gives', async () => {
    const db = freshDb();
    const e = embedder(0.95);
    await graph(db, e);
    const config = { ...defaultEngineConfig(), settings: parseSettings({ feeds: { minConfidence: 0.99 } }) };
    expect((await match(db, models(e, new ScriptedNli(() => P(0.97, 0.01, 0.02))), [CLAIM], config)).flags).toEqual([]);
  });
});

describe('feeds.match never leaves the device and writes nothing', () => {
  it('with online checking, fact-checks and a remote LLM configured: no request, no LLM, no check row', async () => {
    const db = freshDb();
    const e = new FixedEmbedder(
      new Map([
        [CLAIM, atSimilarity(1, 1)],
        [MYTH, atSimilarity(0.8, 2)],
      ]),
    );
    await graph(db, e);
    const fetch = vi.fn(() => Promise.reject(new Error('no network in this test')));
    vi.stubGlobal('fetch', fetch);
    const settings = parseSettings({
      web: { enabled: true, factCheck: true },
      llm: { provider: 'openai-compatible', baseUrl: 'https://llm.example/v1', model: 'm' },
      privacy: { askBeforeSending: false },
    });
    const config: EngineConfig = { settings, secrets: { llmApiKey: 'k' } as EngineConfig['secrets'], sources: [] };
    const posts = [
      CLAIM,
      'Garlic protects against every virus, say people online.',
      `${MYTH} Really.`,
      'Post number 4: sleep, coffee, running shoes and a long week.',
    ];
    const { flags } = await match(db, models(e, new ScriptedNli(() => P(0.5, 0.1, 0.4))), posts, config);
    expect(flags.map((f) => f.key)).toEqual(['00000002']);
    expect(fetch).not.toHaveBeenCalled();
    expect(await db.checks.count()).toBe(0);
  });
});

describe('the sentences of a post that are looked up, and the floor', () => {
  it('takes sentences of at least four words, six at most', () => {
    expect(
      feedSentences(
        'Wow. Masks reduce the spread of viruses indoors. Lol ok. Vaccines do not cause autism in children.',
      ),
    ).toEqual(['Masks reduce the spread of viruses indoors.', 'Vaccines do not cause autism in children.']);
    expect(feedSentences(Array.from({ length: 10 }, (_, i) => `This is sentence number ${i}.`).join(' '))).toHaveLength(
      6,
    );
  });

  it.each([
    [0.9, 0.9, true],
    [0.84, 0.95, false],
    [0.95, 0.84, false],
    [null, 1, false],
  ])('C %s, S %s → %s', (C, S, ok) => {
    expect(aboveFloor(C, S, { minConfidence: 0.85, minSimilarity: 0.85 })).toBe(ok);
  });
});
