import { readFileSync } from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ClaimLensDB } from '../../lib/db/database';
import { knowledgeOf } from '../../lib/kg/graph/knowledge';
import type { MemoryTrace } from '../../lib/kg/memory/trace';
import { importPack } from '../../lib/kg/packs/import';
import { parsePack } from '../../lib/kg/packs/parse';
import { tinyModelServices } from '../../lib/ml/node';
import type { LocalModels } from '../../lib/ml/services';
import { memoryStage } from '../../lib/pipeline/stages/memory/memory';
import { memoryStageContext } from '../../scripts/bench/kg-context';

/**
 * The memory stage on the engine's real model services (onnxruntime-web WASM under Node) with
 * the committed tiny models, over the starter pack. The tiny models' outputs are meaningless
 * (random weights): what is tested is the whole path — vectors computed for the pack, the
 * index, retrieval, NLI, the decision and its trace — and that an undecided NLI never turns
 * into a memory verdict.
 */

let models: LocalModels;
let db: ClaimLensDB;
const ctx = () => memoryStageContext(db, models);

beforeAll(async () => {
  models = await tinyModelServices();
  db = new ClaimLensDB('kg-tiny-models');
  const pack = parsePack(
    readFileSync(path.resolve(import.meta.dirname, '../../public/packs/check-covid-starter.json'), 'utf8'),
  );
  const r = await importPack(knowledgeOf(db), pack, { from: 'built-in', embedder: await models.embedder() });
  expect(r.embedded).toBe(pack.claims.length + pack.facts.length);
}, 120_000);
afterAll(async () => {
  await db.delete();
});

describe('memory with the tiny models and the starter pack', () => {
  it('computed a 32-dimension vector for every claim and fact', async () => {
    const index = await knowledgeOf(db).indexFor('tiny-embed', 32);
    expect(index.macro.size).toBe(await db.claims.count());
    expect(index.micro.size).toBe(await db.facts.count());
  });

  it('a sentence copied from the pack still resolves word for word, before any model runs', async () => {
    const r = await memoryStage(
      'A stretch of DNA that increases the risk of severe illness from COVID-19 was passed down from Neanderthals 60,000 years ago.',
      ctx(),
    );
    expect(r.outcome).toMatchObject({ verdict: 'True', path: 'memory' });
    expect((r.outcome!.traces.memory as MemoryTrace).mode).toBe('near-verbatim');
  });

  it('a reworded sentence goes through embeddings, the index and NLI; an undecided NLI sends it on', async () => {
    const r = await memoryStage(
      'Researchers found that a stretch of DNA raising the risk of severe COVID-19 came from Neanderthals.',
      ctx(),
    );
    const trace = r.traces?.memory as MemoryTrace;
    expect(r.outcome).toBeNull();
    expect(trace).toMatchObject({
      mode: 'embedding',
      embedModel: 'tiny-embed',
      nliModel: 'tiny-nli',
      thresholds: { macro: 0.75, micro: 0.75 },
      outcome: 'passed',
    });
    expect(trace.candidates.macro!.S).toBeGreaterThanOrEqual(0.75);
    expect(trace.candidates.micro!.S).toBeGreaterThanOrEqual(0.75);
    const p = trace.nli!;
    expect(p.entailment + p.contradiction + p.neutral).toBeCloseTo(1, 5);
    expect(trace.guard?.name).toBe('weak-entailment');
    expect(r.reason).toMatch(/^Memory could not settle it: A weak entailment \(P\(entailment\) 0\.\d\d < 0\.60\)/);
  });
});
