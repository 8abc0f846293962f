import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { StageName } from '../../lib/core/types';
import { ClaimLensDB } from '../../lib/db/database';
import type { CheckRecord } from '../../lib/db/records';
import { createLlmServices, type LlmServices } from '../../lib/llm/provider';
import { LlmSession } from '../../lib/llm/session';
import type { StageContext } from '../../lib/pipeline/stage';
import { persistStage } from '../../lib/pipeline/stages/persist';
import { tribunalStage, type TribunalStageTrace } from '../../lib/pipeline/stages/tribunal';
import { webStage } from '../../lib/pipeline/stages/web/web';
import { ConsentBroker, createConsentGate } from '../../lib/privacy/consent';
import type { EngineConfig } from '../../lib/settings/run-config';
import { defaultSettings } from '../../lib/settings/schema';
import { DEFAULT_SOURCES } from '../../lib/sources/defaults';
import type { WebEvidenceBundle } from '../../lib/web/types';
import { lexicalEmbedder } from '../support/lexical-embedder';
import { remoteLlm, useOnlineBoundaries } from '../support/online-node';
import { CLAIM } from '../support/web-fixtures/sites';

/** The web path as run.ts composes it: web evidence → consent → tribunal → persistence. */

const on = useOnlineBoundaries();
let db: ClaimLensDB;
let n = 0;
beforeEach(async () => {
  db = new ClaimLensDB(`web-tribunal-${++n}`);
  await db.checks.put({
    id: CHECK_ID,
    text: CLAIM,
    key: 'k',
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
});
afterEach(() => {
  on.llm.requests.length = 0;
  db.close();
});

const CHECK_ID = 'check:web-path' as CheckRecord['id'];

function config(ask: boolean): EngineConfig {
  const s = defaultSettings();
  s.web.enabled = true;
  s.web.duckduckgoUrl = on.fx.httpUrl('/html/');
  s.llm = { ...s.llm, provider: 'openai-compatible', baseUrl: on.llm.baseUrl, model: 'scripted' };
  s.privacy.askBeforeSending = ask;
  return { settings: s, secrets: {}, sources: [...DEFAULT_SOURCES], hostAccess: null };
}

function context(cfg: EngineConfig, services: LlmServices, broker = new ConsentBroker(db)) {
  const stages: StageName[] = [];
  const signal = new AbortController().signal;
  const ctx: StageContext = {
    db,
    models: { embedder: async () => lexicalEmbedder(), nli: async () => null },
    config: cfg,
    llm: new LlmSession(services, cfg),
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

async function webPath(ctx: StageContext, claim = CLAIM) {
  const web = await webStage(claim, ctx, { fetch: on.fetch, llm: () => ctx.llm.clientFor('query') });
  if (!web.bundle) return { web, outcome: web.outcome };
  const t = await tribunalStage(claim, web.bundle, ctx, web.carry);
  const persist =
    t.decision && t.recorder ? await persistStage(claim, t.decision, t.correction, t.recorder, ctx) : null;
  return { web, outcome: t.outcome, persist };
}

describe('the web path with a tribunal', () => {
  it('search, pages, bundle, then the tribunal decides; the web trace, the query writer and the verdict are kept, and memory is written', async () => {
    const { ctx, stages } = context(
      config(false),
      createLlmServices(() => {
        throw new Error('no local model');
      }),
    );
    const { outcome, persist } = await webPath(ctx);
    expect(stages).toEqual(['web', 'tribunal', 'persist']);
    expect(outcome!.path).toBe('web');
    expect(outcome!.verdict).toBe('False');
    expect(outcome!.correctedClaim).toBeTruthy();
    expect((outcome!.traces.web as WebEvidenceBundle).query.method).toBe('llm');
    const trace = outcome!.traces.tribunal as TribunalStageTrace;
    expect(trace.calls.map((c) => c.role)).toEqual(['query', 'support', 'contradiction', 'judge', 'extract']);
    expect(outcome!.modelIds).toEqual({
      embedder: 'test/lexical-hash',
      llm: `openai-compatible:${on.llm.baseUrl}:scripted`,
    });
    // The passage the web stage flagged as instruction-like reached the model marked, inside <evidence>.
    const judgeInput = trace.calls.find((c) => c.role === 'judge')!.messages[1]!.content;
    expect(judgeInput).toMatch(/<evidence>[\s\S]*warning="contains text addressed to AI systems[\s\S]*<\/evidence>/);
    expect(outcome!.evidence.some((e) => e.kind === 'claimreview')).toBe(false);
    expect(outcome!.evidence.filter((e) => e.stance === 'refutes').length).toBeGreaterThan(0);
    // Provenance records each page's trusted-list category as its source type.
    expect(persist).toMatchObject({ stored: true });
    const types = new Set((await db.sources.toArray()).map((s) => s.type));
    expect(
      [...types].every((t) =>
        [
          'Public-health agency',
          'Fact-checker',
          'News agency',
          'Medical journal or database',
          'Clinical reference',
        ].includes(t),
      ),
    ).toBe(true);
    expect(await db.claims.where('status').equals('FALSE').count()).toBe(1);
  });

  it('asks once before anything goes online, naming every recipient; Don’t send: nothing is fetched, nothing reaches the LLM', async () => {
    const { ctx, broker } = context(config(true), remoteLlm);
    const before = on.fx.requests.length;
    const pending = webPath(ctx);
    await expect.poll(async () => (await db.checks.get(CHECK_ID))?.consent?.state).toBe('pending');
    const request = (await db.checks.get(CHECK_ID))!.consent!;
    expect(request.recipients.map((r) => r.label)).toEqual([
      'your trusted sources',
      'Europe PMC (www.ebi.ac.uk)',
      'api.example.com (model scripted)',
    ]);
    expect(request.recipients[1]!.what).toBe('a search query made from the claim, to find scientific abstracts');
    expect(request.recipients[2]!.what).toMatch(
      /^the claim, to write the search query; then the claim \(\d+ characters\) and up to 6 evidence passages/,
    );
    broker.answer(CHECK_ID, request.id, 'deny');
    const { web } = await pending;
    expect(web.outcome).toBeNull();
    expect(web.reason).toMatch(
      /^Not sent: you chose not to send this claim to your trusted sources, Europe PMC \(www\.ebi\.ac\.uk\), api\.example\.com \(model scripted\)\./,
    );
    expect(on.fx.requests.length).toBe(before);
    expect(on.llm.requests).toHaveLength(0);
  });

  it('Allow: one question for the whole check, then search, tribunal and memory', async () => {
    const { ctx, stages, broker } = context(config(true), remoteLlm);
    const pending = webPath(ctx);
    await expect.poll(async () => (await db.checks.get(CHECK_ID))?.consent?.state).toBe('pending');
    broker.answer(CHECK_ID, (await db.checks.get(CHECK_ID))!.consent!.id, 'allow');
    const { outcome } = await pending;
    expect(outcome!.verdict).toBe('False');
    expect(stages.filter((s) => s === 'consent')).toHaveLength(1);
    expect(stages).toEqual(['consent', 'web', 'tribunal', 'persist']);
  });

  it('no LLM: the web stage ends at its evidence, Unverified, asking for an LLM', async () => {
    const cfg = config(false);
    cfg.settings.llm.provider = 'none';
    const { ctx } = context(
      cfg,
      createLlmServices(() => {
        throw new Error('no local model');
      }),
    );
    const { web, outcome } = await webPath(ctx);
    expect(web.bundle).toBeUndefined();
    expect(outcome).toMatchObject({
      verdict: 'Unverified',
      path: 'web',
      reason: expect.stringMatching(/weighing them needs an LLM: set one up in Settings → LLM/),
    });
    expect(outcome!.evidence.length).toBeGreaterThan(0);
  });
});

describe('a trusted ClaimReview rating as evidence (fixture Fact Check Tools)', () => {
  const withFactCheck = () => {
    const cfg = config(false);
    cfg.settings.web.factCheck = true;
    cfg.settings.web.factCheckUrl = on.fx.httpUrl('/v1alpha1/claims:search');
    cfg.secrets = { factCheckApiKey: 'factcheck-test-key' };
    return cfg;
  };

  it('a rating of these exact words decides without the tribunal, shows its own words beside the verdict and leads the evidence', async () => {
    const { ctx, stages } = context(withFactCheck(), remoteLlm);
    const { web, outcome } = await webPath(ctx, 'garlic cures COVID-19 within three days');
    expect(web.bundle).toBeUndefined();
    expect(stages).toEqual(['web']);
    expect(on.llm.requests.filter((r) => r.kind !== 'search_query')).toHaveLength(0);
    expect(outcome).toMatchObject({
      verdict: 'False',
      path: 'web',
      confidence: null,
      rating: {
        publisher: 'Reuters Fact Check',
        rating: 'False',
        url: 'https://www.reuters.com/article/factcheck-garlic-covid',
      },
    });
    expect(outcome!.reason).toBeUndefined();
    expect(outcome!.explanation).toMatch(
      /^Reuters Fact Check, a fact-checker on your trusted list, rated these exact words “False” on 2020-04-02/,
    );
    expect(outcome!.evidence[0]).toMatchObject({
      kind: 'claimreview',
      url: 'https://www.reuters.com/article/factcheck-garlic-covid',
      text: expect.stringContaining("The publisher's rating of that claim: False."),
      published: '2020-04-02',
    });
    // Listed once, as the passage, not again as a bare rating.
    expect(
      outcome!.evidence.filter(
        (e) => e.url === 'https://www.reuters.com/article/factcheck-garlic-covid' && e.kind === 'claimreview',
      ),
    ).toHaveLength(1);
  });

  it('a reworded rating is a passage for both analysts and the judge, fenced and marked, and the tribunal decides', async () => {
    const { ctx, stages } = context(withFactCheck(), remoteLlm);
    const claim = 'Garlic cures COVID-19 in three days.';
    const { web, outcome } = await webPath(ctx, claim);
    expect(stages).toContain('tribunal');
    const passages = web.bundle!.passages;
    expect(passages[0]).toMatchObject({
      domain: 'reuters.com',
      claimReview: { match: 'wording', rating: 'False', verdict: 'False' },
    });
    const trace = outcome!.traces.tribunal as TribunalStageTrace;
    for (const role of ['support', 'contradiction', 'judge'] as const) {
      const input = trace.calls
        .find((c) => c.role === role)!
        .messages.map((m) => m.content)
        .join('\n');
      expect(input).toMatch(
        /<evidence>[\s\S]*A passage of type "fact-check rating"[\s\S]*<passage id="1" url="https:\/\/www\.reuters\.com\/article\/factcheck-garlic-covid" [^>]*type="fact-check rating"[^>]*>\nFact check published by Reuters Fact Check[\s\S]*<\/evidence>/,
      );
    }
    expect(outcome!.rating).toEqual({
      publisher: 'Reuters Fact Check',
      rating: 'False',
      url: 'https://www.reuters.com/article/factcheck-garlic-covid',
    });
    expect(outcome!.evidence.find((e) => e.kind === 'claimreview')).toBeTruthy();
  });
});
