import { describe, expect, it } from 'vitest';

import type { CheckOutcome, StageName } from '../../lib/core/types';
import type { CheckRecord } from '../../lib/db/records';
import { knowledgeOf } from '../../lib/kg/graph/knowledge';
import { GraphWriter } from '../../lib/kg/graph/store';
import type { MemoryTrace } from '../../lib/kg/memory/trace';
import { createLlmServices } from '../../lib/llm/provider';
import type { ModelServices, NliProbs } from '../../lib/ml/types';
import { createPipeline, type PipelineOptions } from '../../lib/pipeline/run';
import { ConsentBroker } from '../../lib/privacy/consent';
import { defaultEngineConfig } from '../../lib/settings/run-config';
import { freshDatabases } from './support/kg-db';
import { atSimilarity, FixedEmbedder, models, QUERY_AXIS, ScriptedNli } from './support/kg-fixtures';

/**
 * The pipeline options the evaluation's ablations are built from (docs/evaluation.md):
 * everything on is the extension's pipeline; `memory: false` and `guards: false` change what
 * memory may do. (`tribunal: 'single-pass'` and `persist: false` are covered by the tribunal
 * tests and the evaluation integration test.)
 */

const freshDb = freshDatabases('pipeline-options');
const CLAIM = 'Vitamin D supplements prevent respiratory infections in adults';
const STORED = 'Vitamin D supplementation protects adults against acute respiratory infections.';
const P = (entailment: number, contradiction: number, neutral: number): NliProbs => ({
  entailment,
  contradiction,
  neutral,
});

async function setup() {
  const db = freshDb();
  const embedder = new FixedEmbedder(
    new Map([
      [CLAIM, QUERY_AXIS.map((_, i) => (i === 0 ? 1 : 0))],
      [STORED, atSimilarity(0.95, 2)],
    ]),
  );
  const w = new GraphWriter('pack:test');
  w.addClaim({ text: STORED, status: 'TRUE' });
  await knowledgeOf(db).write(w, { embedder });
  return { db, embedder };
}

async function check(
  db: ReturnType<typeof freshDb>,
  services: ModelServices,
  text: string,
  options?: PipelineOptions,
  record: Partial<CheckRecord> = {},
): Promise<{ outcome: CheckOutcome; stages: StageName[] }> {
  const stages: StageName[] = [];
  const run = createPipeline(
    {
      db,
      models: services,
      llm: createLlmServices(() => {
        throw new Error('no local LLM in this test');
      }),
      consent: new ConsentBroker(db),
    },
    options,
  );
  const outcome = await run({ id: 'check:t' as CheckRecord['id'], text, ...record } as CheckRecord, {
    signal: new AbortController().signal,
    config: defaultEngineConfig(),
    onStage: (s) => stages.push(s),
  });
  return { outcome, stages };
}

describe('pipeline options', () => {
  it('memory: false never looks the claim up, even one stored word for word', async () => {
    const { db, embedder } = await setup();
    const nli = new ScriptedNli(() => P(0.97, 0.01, 0.02));
    const on = await check(db, models(embedder, nli), STORED);
    expect(on.outcome).toMatchObject({ verdict: 'True', path: 'memory' });
    const off = await check(db, models(embedder, nli), STORED, { memory: false });
    expect(off.stages).toEqual(['input']);
    expect(off.outcome).toMatchObject({ verdict: 'Unverified', path: 'none' });
    expect(off.outcome.reason).toMatch(/^Online checking is off/);
  });

  it('a run the reader sent online ("Check online instead") skips memory; the next plain re-check uses it again', async () => {
    const { db, embedder } = await setup();
    const nli = new ScriptedNli(() => P(0.97, 0.01, 0.02));
    const online = await check(db, models(embedder, nli), STORED, {}, { skipMemory: true });
    expect(online.stages).toEqual(['input']);
    expect(online.outcome).toMatchObject({ verdict: 'Unverified', path: 'none' });
    expect(online.outcome.reason).toMatch(/^Online checking is off/);
    const again = await check(db, models(embedder, nli), STORED, {}, { skipMemory: false });
    expect(again.outcome).toMatchObject({ verdict: 'True', path: 'memory' });
  });

  it('guards: false lets a weak contradiction reverse stored knowledge; with the guards it goes on to the web', async () => {
    const { db, embedder } = await setup();
    // P(C) 0.70 < 0.80: the weak-contradiction guard's case. C = 0.6·0.95 + 0.3·0.70 + 0.1·G ≥ 0.78.
    const nli = () => new ScriptedNli(() => P(0.2, 0.7, 0.1));
    const guarded = await check(db, models(embedder, nli()), CLAIM);
    expect(guarded.outcome).toMatchObject({ verdict: 'Unverified', path: 'none' });
    expect((guarded.outcome.traces.memory as MemoryTrace).guard?.name).toBe('weak-contradiction');

    const unguarded = await check(db, models(embedder, nli()), CLAIM, { guards: false });
    expect(unguarded.outcome).toMatchObject({ verdict: 'False', path: 'memory' });
    const trace = unguarded.outcome.traces.memory as MemoryTrace;
    expect(trace).toMatchObject({ guard: null, rule: 'TRUE + Contradiction → False', outcome: 'answered' });
    expect(unguarded.outcome.confidence).toBeCloseTo(0.6 * 0.95 + 0.3 * 0.7 + 0.1 * trace.graph!.G, 5);
  });

  it('guards: false keeps Table I and the confidence bar: a FALSE node contradicted without a correction still goes on', async () => {
    const db = freshDb();
    const embedder = new FixedEmbedder(
      new Map([
        [CLAIM, QUERY_AXIS.map((_, i) => (i === 0 ? 1 : 0))],
        [STORED, atSimilarity(0.95, 2)],
      ]),
    );
    const w = new GraphWriter('pack:test');
    w.addClaim({ text: STORED, status: 'FALSE' });
    await knowledgeOf(db).write(w, { embedder });
    const { outcome } = await check(db, models(embedder, new ScriptedNli(() => P(0.05, 0.9, 0.05))), CLAIM, {
      guards: false,
    });
    expect(outcome.verdict).toBe('Unverified');
    expect((outcome.traces.memory as MemoryTrace).guard?.name).toBe('no-correction');
  });
});
