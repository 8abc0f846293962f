import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { StageName } from '../../lib/core/types';
import { ClaimLensDB } from '../../lib/db/database';
import type { CheckRecord } from '../../lib/db/records';
import type { TribunalBundle } from '../../lib/evidence/bundle';
import { createOpenAiClient } from '../../lib/llm/openai';
import { createLlmServices, type LlmServices } from '../../lib/llm/provider';
import { LlmSession } from '../../lib/llm/session';
import { NO_MODELS } from '../../lib/ml/types';
import type { StageContext } from '../../lib/pipeline/stage';
import { persistStage } from '../../lib/pipeline/stages/persist';
import { tribunalStage, type TribunalStageTrace } from '../../lib/pipeline/stages/tribunal';
import { ConsentBroker, createConsentGate } from '../../lib/privacy/consent';
import { defaultEngineConfig, type EngineConfig } from '../../lib/settings/run-config';
import {
  GARLIC_BUNDLE,
  GARLIC_CLAIM,
  MASK_BUNDLE,
  MASK_CLAIM,
  VITAMIN_BUNDLE,
  VITAMIN_CLAIM,
} from '../fixtures/bundles';
import { webBundle } from '../fixtures/web-bundle';
import { type LlmServer, startLlmServer } from '../support/llm-server';

let server: LlmServer;
let db: ClaimLensDB;
let n = 0;
beforeAll(async () => {
  server = await startLlmServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  db = new ClaimLensDB(`stage-test-${++n}`);
  await db.open();
});
afterEach(async () => {
  server.clearFaults();
  server.requests.length = 0;
  db.close();
});

const CHECK_ID = 'check:t1' as CheckRecord['id'];

function config(patch: (c: EngineConfig) => void = () => undefined): EngineConfig {
  const c = defaultEngineConfig();
  c.settings.llm = {
    ...c.settings.llm,
    provider: 'openai-compatible',
    baseUrl: server.baseUrl,
    model: 'scripted',
    timeoutSeconds: 5,
    maxRetries: 1,
  };
  patch(c);
  return c;
}

const REMOTE = {
  provider: 'openai-compatible',
  endpoint: 'https://api.example.com/v1/chat/completions',
  model: 'scripted',
  leavesDevice: true,
} as const;
/** The real client to the scripted server, presented as a remote endpoint so that consent applies. */
const remote = (): LlmServices => ({
  recipient: () => REMOTE,
  open: async (c) => ({
    client: createOpenAiClient({ baseUrl: c.settings.llm.baseUrl, model: 'scripted' }),
    recipient: REMOTE,
  }),
});

async function context(
  o: { config?: EngineConfig; llm?: LlmServices; broker?: ConsentBroker; signal?: AbortSignal } = {},
) {
  await db.checks.put({
    id: CHECK_ID,
    text: 'x',
    key: 'x',
    page: { url: '', title: '', site: '' },
    pageKey: '',
    site: '',
    status: 'running',
    evidence: [],
    timings: [],
    traces: {},
    modelIds: {},
    isHealthClaim: true,
    subscribers: [],
    runs: 1,
    createdAt: 0,
    updatedAt: 0,
  });
  const stages: StageName[] = [];
  const cfg = o.config ?? config();
  const signal = o.signal ?? new AbortController().signal;
  const broker = o.broker ?? new ConsentBroker(db);
  const ctx: StageContext = {
    db,
    models: NO_MODELS,
    config: cfg,
    llm: new LlmSession(
      o.llm ??
        createLlmServices(() => {
          throw new Error('no local model in this test');
        }),
      cfg,
    ),
    consent: createConsentGate({
      broker,
      checkId: CHECK_ID,
      privacy: cfg.settings.privacy,
      signal,
      onStage: (s) => stages.push(s),
    }),
    signal,
    onStage: (s) => stages.push(s),
  };
  return { ctx, stages, broker };
}

async function check(claim: string, bundle: TribunalBundle, ctx: StageContext) {
  const t = await tribunalStage(claim, bundle, ctx);
  const persist =
    t.decision && t.recorder ? await persistStage(claim, t.decision, t.correction, t.recorder, ctx) : null;
  return { ...t, persist };
}

describe('tribunal stage', () => {
  it('"No LLM" ends at the evidence: Unverified, the bundle shown, the fix named', async () => {
    const { ctx } = await context({ config: config((c) => (c.settings.llm.provider = 'none')) });
    const { outcome, decision } = await tribunalStage(GARLIC_CLAIM, GARLIC_BUNDLE, ctx);
    expect(decision).toBeNull();
    expect(outcome).toMatchObject({
      verdict: 'Unverified',
      path: 'web',
      confidence: null,
      reason: 'No LLM is set up, so the evidence below was not weighed. Choose one in Settings → LLM to get a verdict.',
    });
    expect(outcome.evidence.map((e) => e.url)).toEqual(GARLIC_BUNDLE.passages.map((p) => p.url));
    expect(server.requests).toHaveLength(0);
  });

  it('False: verdict, corrected claim, stances, transcript with recipient, model id; persisted with CORRECTED_BY', async () => {
    const { ctx, stages } = await context();
    const { outcome, persist } = await check(GARLIC_CLAIM, GARLIC_BUNDLE, ctx);
    expect(outcome).toMatchObject({
      verdict: 'False',
      path: 'web',
      correctedClaim: 'Garlic does not cure COVID-19.',
      modelIds: { llm: `openai-compatible:${server.baseUrl}:scripted` },
    });
    expect(outcome.confidence).toBeCloseTo(0.8);
    expect(outcome.evidence.map((e) => [e.domain, e.stance])).toEqual([
      ['who.int', 'refutes'],
      ['reuters.com', 'refutes'],
      ['cdc.gov', 'neutral'],
    ]);
    const trace = outcome.traces.tribunal as TribunalStageTrace;
    expect(trace.to).toEqual({
      provider: 'openai-compatible',
      endpoint: `${server.baseUrl}/chat/completions`,
      model: 'scripted',
      leavesDevice: false,
    });
    expect(trace.calls.map((c) => c.role)).toEqual(['support', 'contradiction', 'judge', 'extract']);
    expect(stages).toEqual(['tribunal', 'persist']);

    expect(persist).toMatchObject({
      stored: true,
      dropped: [],
      vectorsNote: expect.stringContaining('no embedding model is installed yet'),
    });
    const claims = await db.claims.toArray();
    const wrong = claims.find((c) => c.status === 'FALSE')!;
    const right = claims.find((c) => c.status === 'TRUE')!;
    expect(wrong).toMatchObject({ text: GARLIC_CLAIM, normText: 'garlic cures covid 19', origins: ['web'] });
    expect(right.text).toBe('Garlic does not cure COVID-19.');
    const corrected = await db.edges.where('[from+type]').equals([wrong.id, 'CORRECTED_BY']).toArray();
    expect(corrected.map((e) => e.to)).toEqual([right.id]);
    const facts = await db.facts.toArray();
    expect(facts.map((f) => [f.text, f.status]).sort()).toEqual([
      ['Garlic cures COVID-19.', 'Claimed'],
      ['Garlic does not cure COVID-19.', 'Verified'],
      ['Garlic is a healthy food that may have some antimicrobial properties.', 'Verified'],
    ]);
    // Provenance: the sources the verdict rests on, with their type and time, linked FROM_SOURCE.
    const sources = await db.sources.toArray();
    expect(sources.map((s) => [s.domain, s.type]).sort()).toEqual([
      ['reuters.com', 'fact-checker'],
      ['who.int', 'public-health'],
    ]);
    expect(sources.every((s) => s.retrievedAt === wrong.verifiedAt)).toBe(true);
    expect(await db.edges.where('[from+type]').equals([wrong.id, 'FROM_SOURCE']).count()).toBe(1);
    const evidenceFact = facts.find((f) => f.text === 'Garlic does not cure COVID-19.')!;
    expect(
      (await db.edges.where('[from+type]').equals([evidenceFact.id, 'FROM_SOURCE']).toArray()).map((e) => e.to),
    ).toEqual([sources.find((s) => s.domain === 'who.int')!.id]);
    // Sentences that are not facts about named things are rejected before the write.
    expect(persist!.report!.rejected.map((r) => [r.reason, r.triple.subject])).toEqual([
      ['vague-entity', 'However, there'],
      ['discourse', 'Posts shared on social media say that a bowl of boiled garlic water'],
      ['discourse', 'Health authorities say garlic'],
    ]);
    expect(
      (await db.edges.where('[from+type]').equals([evidenceFact.id, 'SUPPORTS']).toArray()).map((e) => e.to),
    ).toEqual([right.id]);
    // Entities resolved once: "Garlic" and "COVID-19" shared by both facts.
    expect((await db.entities.toArray()).map((e) => e.name).sort()).toEqual([
      'COVID-19',
      'Garlic',
      'a healthy food that may have some antimicrobial properties',
    ]);
    expect(await db.vectors.count()).toBe(0);
  });

  it('True stores the claim TRUE with its supporting facts; a second check updates, never duplicates', async () => {
    const { ctx } = await context();
    const first = await check(MASK_CLAIM, MASK_BUNDLE, ctx);
    expect(first.outcome.verdict).toBe('True');
    expect(first.persist!.report).toMatchObject({ claimStatus: 'TRUE', claimExisted: false });
    const again = await check(`  ${MASK_CLAIM.toUpperCase()} `, MASK_BUNDLE, ctx);
    expect(again.persist!.report).toMatchObject({ claimId: first.persist!.report!.claimId, claimExisted: true });
    expect(await db.claims.count()).toBe(1);
    expect(await db.facts.where('status').equals('Verified').count()).toBeGreaterThan(0);
    expect(again.persist!.report!.entities.every((e) => e.match !== 'new')).toBe(true);
  });

  it('keeps what the web stage carries: its trace, model ids, extra evidence; a cited passage links to its verified quote, the others to themselves', async () => {
    const { ctx } = await context();
    const bundle = { passages: GARLIC_BUNDLE.passages.map((p) => ({ ...p, fragmentUrl: `${p.url}#:~:text=Garlic` })) };
    const review = {
      kind: 'claimreview' as const,
      text: 'Reuters rated “Garlic cures COVID”: False',
      url: 'https://www.reuters.com/fc',
    };
    const web = webBundle({ claim: GARLIC_CLAIM, query: { text: 'garlic covid', method: 'deterministic' } });
    const { outcome } = await tribunalStage(GARLIC_CLAIM, bundle, ctx, {
      traces: { web },
      modelIds: { embedder: 'tiny' },
      extraEvidence: [review],
    });
    expect(outcome.traces.web).toEqual(web);
    expect(outcome.modelIds).toEqual({ embedder: 'tiny', llm: `openai-compatible:${server.baseUrl}:scripted` });
    expect(outcome.evidence.map((e) => [e.url, e.stance])).toEqual([
      [`${GARLIC_BUNDLE.passages[0]!.url}#:~:text=Garlic%20does%20not%20cure%20COVID%2D19.`, 'refutes'],
      [
        `${GARLIC_BUNDLE.passages[1]!.url}#:~:text=Health%20authorities%20say%20garlic%20does,shown%20that%20it%20prevents%20infection.`,
        'refutes',
      ],
      [`${GARLIC_BUNDLE.passages[2]!.url}#:~:text=Garlic`, 'neutral'],
      [review.url, undefined],
    ]);
  });

  it('Neutral stores nothing and is Unverified with the judge’s explanation', async () => {
    const { ctx } = await context();
    const { outcome, persist } = await check(VITAMIN_CLAIM, VITAMIN_BUNDLE, ctx);
    expect(outcome).toMatchObject({
      verdict: 'Unverified',
      path: 'web',
      reason: expect.stringMatching(/insufficient or contradictory/),
      explanation: expect.any(String),
    });
    expect(persist).toBeNull();
    expect(await db.claims.count()).toBe(0);
  });

  it('an LLM that fails for good: Unverified with the error and the evidence; nothing stored', async () => {
    server.fault({ mode: 'http-500', times: Infinity });
    const { ctx } = await context();
    const { outcome } = await check(GARLIC_CLAIM, GARLIC_BUNDLE, ctx);
    expect(outcome).toMatchObject({
      verdict: 'Unverified',
      reason: expect.stringMatching(
        /^The LLM could not weigh the evidence: .*HTTP 500.*The evidence found is shown below\.$/,
      ),
    });
    expect(outcome.evidence).toHaveLength(3);
    expect((outcome.traces.tribunal as TribunalStageTrace).mode).toBe('failed');
    expect(await db.claims.count()).toBe(0);
  });

  it('a failed extraction still stores the claim and its correction, without facts', async () => {
    server.fault({ mode: 'http-500', kind: 'knowledge_triples', times: Infinity });
    const { ctx } = await context();
    const { persist } = await check(GARLIC_CLAIM, GARLIC_BUNDLE, ctx);
    expect(persist).toMatchObject({ stored: true, extractionError: expect.stringMatching(/^No facts were extracted/) });
    expect(await db.claims.count()).toBe(2);
    expect(await db.facts.count()).toBe(0);
  });
});

describe('consent before sending', () => {
  it('asks, shows what goes where, and proceeds on Allow', async () => {
    const broker = new ConsentBroker(db);
    const { ctx, stages } = await context({ llm: remote(), broker });
    const pending = tribunalStage(GARLIC_CLAIM, GARLIC_BUNDLE, ctx);
    await expect.poll(async () => (await db.checks.get(CHECK_ID))?.consent?.state).toBe('pending');
    const request = (await db.checks.get(CHECK_ID))!.consent!;
    expect(request.recipients).toEqual([
      {
        origin: 'https://api.example.com',
        label: 'api.example.com (model scripted)',
        what: expect.stringMatching(/^the claim and 3 evidence passages with their URLs \([\d,]+ characters\)/),
      },
    ]);
    expect(server.requests).toHaveLength(0);
    expect(broker.answer(CHECK_ID, 'wrong-id', 'allow')).toBe(false);
    expect(broker.answer(CHECK_ID, request.id, 'allow')).toBe(true);
    expect((await pending).outcome.verdict).toBe('False');
    expect((await db.checks.get(CHECK_ID))!.consent).toMatchObject({ state: 'allowed', decidedAt: expect.any(Number) });
    expect(stages.slice(0, 2)).toEqual(['consent', 'tribunal']);
  });

  it('Don’t send: nothing is sent, Unverified with the evidence and the way forward', async () => {
    const broker = new ConsentBroker(db);
    const { ctx } = await context({ llm: remote(), broker });
    const pending = tribunalStage(GARLIC_CLAIM, GARLIC_BUNDLE, ctx);
    await expect.poll(async () => (await db.checks.get(CHECK_ID))?.consent?.state).toBe('pending');
    broker.answer(CHECK_ID, (await db.checks.get(CHECK_ID))!.consent!.id, 'deny');
    const { outcome } = await pending;
    expect(outcome).toMatchObject({
      verdict: 'Unverified',
      reason:
        'Not sent: you chose not to send this claim to api.example.com (model scripted). Re-check to be asked again, or pick a local model in Settings → LLM.',
    });
    expect(outcome.evidence).toHaveLength(3);
    expect(server.requests).toHaveLength(0);
  });

  it('no answer: the wait ends by itself, never spinning forever', async () => {
    const { ctx } = await context({ llm: remote(), broker: new ConsentBroker(db, 100) });
    const { outcome } = await tribunalStage(GARLIC_CLAIM, GARLIC_BUNDLE, ctx);
    expect(outcome.reason).toMatch(/^Not sent: nobody answered the request/);
    expect((await db.checks.get(CHECK_ID))!.consent!.state).toBe('expired');
  });

  it('cancel while waiting stops the check', async () => {
    const ac = new AbortController();
    const { ctx } = await context({ llm: remote(), signal: ac.signal });
    const pending = tribunalStage(GARLIC_CLAIM, GARLIC_BUNDLE, ctx);
    await expect.poll(async () => (await db.checks.get(CHECK_ID))?.consent?.state).toBe('pending');
    ac.abort(new DOMException('Cancelled', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect((await db.checks.get(CHECK_ID))!.consent!.state).toBe('cancelled');
  });

  it('is not asked when asking is off, for an always-allowed destination, or for a server on this computer', async () => {
    for (const patch of [
      (c: EngineConfig) => (c.settings.privacy.askBeforeSending = false),
      (c: EngineConfig) => (c.settings.privacy.allowedRecipients = ['https://api.example.com']),
    ]) {
      const { ctx, stages } = await context({ llm: remote(), config: config(patch) });
      expect((await tribunalStage(GARLIC_CLAIM, GARLIC_BUNDLE, ctx)).outcome.verdict).toBe('False');
      expect(stages).not.toContain('consent');
    }
    const { ctx, stages } = await context();
    await tribunalStage(GARLIC_CLAIM, GARLIC_BUNDLE, ctx);
    expect(stages).not.toContain('consent');
  });
});
