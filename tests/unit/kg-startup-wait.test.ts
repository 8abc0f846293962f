import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import type { ClaimLensDB } from '../../lib/db/database';
import type { CheckRecord } from '../../lib/db/records';
import { Engine } from '../../lib/engine/engine';
import { startKnowledge } from '../../lib/engine/startup';
import { knowledgeOf } from '../../lib/kg/graph/knowledge';
import { GraphWriter } from '../../lib/kg/graph/store';
import {
  type KnowledgeReadiness,
  type KnowledgeWork,
  passReason,
  STILL_INSTALLING_REASON,
  waitForKnowledge,
} from '../../lib/kg/memory/readiness';
import type { MemoryTrace } from '../../lib/kg/memory/trace';
import { createLlmServices } from '../../lib/llm/provider';
import type { ModelServices } from '../../lib/ml/types';
import { createPipeline } from '../../lib/pipeline/run';
import { ConsentBroker } from '../../lib/privacy/consent';
import { defaultEngineConfig } from '../../lib/settings/run-config';
import { freshDatabases } from './support/kg-db';
import { models } from './support/kg-fixtures';

/**
 * First run: a check that arrives while the starter pack is being installed waits for it
 * (bounded) and is answered from memory; when the install outlasts the wait, the claim is
 * passed on as "still being installed", never as "no match".
 */

const freshDb = freshDatabases('kg-startup-wait');
const STARTER = path.resolve(import.meta.dirname, '../../public/packs/check-covid-starter.json');
const TRUE_CLAIM =
  'a stretch of DNA that increases the risk of severe illness from COVID-19 was passed down from Neanderthals 60,000 years ago';
const FALSE_CLAIM = 'one type of COVID-19 test identifies coronavirus proteins in a few seconds';
const NO_MATCH = 'No embedding model: only word-for-word matches can be found, and there was none.';

/** Start-up work as the engine runs it: `pending` until `work` ends. */
function readinessOf(work: Promise<unknown>, waitMs?: number, phase: KnowledgeWork = 'installing'): KnowledgeReadiness {
  let pending: KnowledgeWork | null = phase;
  const done = work.then(() => {
    pending = null;
  });
  return { pending: () => pending, settled: () => done, ...(waitMs !== undefined ? { waitMs } : {}) };
}

async function check(
  db: ClaimLensDB,
  text: string,
  knowledge?: KnowledgeReadiness,
  services: ModelServices = models(null, null),
) {
  const llm = createLlmServices(() => {
    throw new Error('no LLM in these tests');
  });
  const outcome = await createPipeline({
    db,
    models: services,
    llm,
    consent: new ConsentBroker(db),
    ...(knowledge ? { knowledge } : {}),
  })({ text } as CheckRecord, {
    signal: new AbortController().signal,
    config: defaultEngineConfig(),
    onStage: () => undefined,
  });
  return { outcome, trace: outcome.traces.memory as MemoryTrace };
}

const later = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Writes one claim after a delay: an install the check must not overtake. */
async function installLater(db: ClaimLensDB, text: string, status: 'TRUE' | 'FALSE', ms: number): Promise<void> {
  await later(ms);
  const w = new GraphWriter('pack:starter-like');
  w.addClaim({ text: `${text[0]!.toUpperCase()}${text.slice(1)}.`, status });
  await knowledgeOf(db).write(w, { embedder: null });
}

describe('passReason: what memory says when it passes a claim on', () => {
  it.each([
    { pending: 'installing' as const, stage: NO_MATCH, model: undefined, want: STILL_INSTALLING_REASON },
    {
      pending: 'indexing' as const,
      stage: NO_MATCH,
      model: 'all-MiniLM-L6-v2',
      want: 'Local knowledge is still being indexed for all-MiniLM-L6-v2: check again in a moment.',
    },
    {
      pending: 'indexing' as const,
      stage: undefined,
      model: undefined,
      want: 'Local knowledge is still being indexed: check again in a moment.',
    },
    { pending: null, stage: NO_MATCH, model: 'all-MiniLM-L6-v2', want: NO_MATCH },
    { pending: null, stage: undefined, model: undefined, want: undefined },
  ])('$pending, stage said "$stage" → "$want"', ({ pending, stage, model, want }) => {
    expect(passReason(pending, stage, model)).toBe(want);
  });
});

describe('waitForKnowledge', () => {
  const signal = () => new AbortController().signal;

  it('does not wait without start-up work, or when it has ended', async () => {
    expect(await waitForKnowledge(undefined, signal())).toEqual({ pending: null, waitedMs: 0 });
    expect(
      await waitForKnowledge({ pending: () => null, settled: () => new Promise(() => undefined) }, signal()),
    ).toEqual({ pending: null, waitedMs: 0 });
  });

  it('waits until the work ends, within the bound', async () => {
    const wait = await waitForKnowledge(readinessOf(later(80), 5_000), signal());
    expect(wait.pending).toBeNull();
    expect(wait.waitedMs).toBeGreaterThanOrEqual(70);
    expect(wait.waitedMs).toBeLessThan(2_000);
  });

  it('stops at the bound and reports the work still running', async () => {
    const wait = await waitForKnowledge(readinessOf(new Promise(() => undefined), 60, 'indexing'), signal());
    expect(wait.pending).toBe('indexing');
    expect(wait.waitedMs).toBeGreaterThanOrEqual(50);
    expect(wait.waitedMs).toBeLessThan(2_000);
  });

  it('stops when the check is cancelled', async () => {
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 30);
    const wait = await waitForKnowledge(readinessOf(new Promise(() => undefined), 60_000), ac.signal);
    expect(wait.pending).toBe('installing');
    expect(wait.waitedMs).toBeLessThan(2_000);
  });
});

describe('the memory stage and start-up work', () => {
  it.each([
    { claim: TRUE_CLAIM, status: 'TRUE' as const, verdict: 'True' },
    { claim: FALSE_CLAIM, status: 'FALSE' as const, verdict: 'False' },
  ])(
    'a check started during the install of its claim ($status) is answered from memory: $verdict',
    async ({ claim, status, verdict }) => {
      const db = freshDb();
      // The install writes the claim 100 ms after the memory stage starts waiting for it, however
      // long the pipeline took to get there.
      let waiting!: () => void;
      const install = new Promise<void>((resolve) => (waiting = resolve)).then(() =>
        installLater(db, claim, status, 100),
      );
      const readiness = readinessOf(install);
      const { outcome, trace } = await check(db, claim, {
        ...readiness,
        settled: () => (waiting(), readiness.settled()),
      });
      expect(outcome).toMatchObject({ verdict, path: 'memory' });
      expect(trace).toMatchObject({ mode: 'near-verbatim', outcome: 'answered' });
      expect(trace.startupWaitMs).toBeGreaterThanOrEqual(90);
      expect(trace.startupPending).toBeUndefined();
    },
  );

  it('without the wait (the old order) the same check misses the claim being installed', async () => {
    const db = freshDb();
    const install = installLater(db, TRUE_CLAIM, 'TRUE', 150);
    const { outcome, trace } = await check(db, TRUE_CLAIM);
    expect(outcome.verdict).toBe('Unverified');
    expect(trace.summary).toBe(NO_MATCH);
    await install;
  });

  it('an install that outlasts the wait: "still being installed", never "no match"', async () => {
    const db = freshDb();
    const install = installLater(db, TRUE_CLAIM, 'TRUE', 400);
    const { outcome, trace } = await check(db, TRUE_CLAIM, readinessOf(install, 50));
    expect(outcome.verdict).toBe('Unverified');
    expect(outcome.reason).toContain(STILL_INSTALLING_REASON);
    expect(outcome.reason).not.toContain('there was none');
    expect(trace).toMatchObject({ outcome: 'passed', summary: STILL_INSTALLING_REASON, startupPending: 'installing' });
    await install;
  });

  it('what is already installed still answers while the rest is being installed', async () => {
    const db = freshDb();
    await installLater(db, FALSE_CLAIM, 'FALSE', 0);
    const { outcome, trace } = await check(db, FALSE_CLAIM, readinessOf(new Promise(() => undefined), 30));
    expect(outcome).toMatchObject({ verdict: 'False', path: 'memory' });
    expect(trace.startupPending).toBe('installing');
  });
});

describe('the engine start-up with the real starter pack', () => {
  it('reports its phases, and a check started with it is answered from the starter pack', async () => {
    const db = freshDb();
    const services = new Engine({ db, emit: () => undefined, models: models(null, null) }).services;
    const phases: KnowledgeWork[] = [];
    let pending: KnowledgeWork | null = 'installing';
    const work = startKnowledge(
      services,
      async () => readFileSync(STARTER, 'utf8'),
      true,
      (w) => {
        phases.push(w);
        pending = w;
      },
    ).then((state) => {
      pending = null;
      return state;
    });
    const { outcome } = await check(db, TRUE_CLAIM, { pending: () => pending, settled: async () => void (await work) });
    expect(outcome).toMatchObject({ verdict: 'True', path: 'memory' });
    expect(await work).toEqual({ state: 'done' });
    expect(phases).toEqual(['installing', 'indexing']);
  }, 60_000);
});
