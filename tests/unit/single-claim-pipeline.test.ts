import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ClaimLensDB } from '../../lib/db/database';
import type { CorrectionResult } from '../../lib/decompose/correct';
import type { DecompositionTrace } from '../../lib/decompose/trace';
import { CheckRunner } from '../../lib/jobs/runner';
import { toSummary } from '../../lib/jobs/summary';
import { knowledgeOf } from '../../lib/kg/graph/knowledge';
import { GraphWriter } from '../../lib/kg/graph/store';
import { createLlmServices } from '../../lib/llm/provider';
import { createPipeline } from '../../lib/pipeline/run';
import { singleGraphLabel } from '../../lib/pipeline/single-claim';
import { ConsentBroker } from '../../lib/privacy/consent';
import type { EngineConfig } from '../../lib/settings/run-config';
import { defaultSettings } from '../../lib/settings/schema';
import { DEFAULT_SOURCES } from '../../lib/sources/defaults';
import { lexicalEmbedder } from '../support/lexical-embedder';
import { tribunalScript } from '../support/llm-script';
import { startLlmServer } from '../support/llm-server';
import { useOnlineBoundaries } from '../support/online-node';

/**
 * A single claim through the real pipeline with the scripted LLM and the fixture web:
 * GraphCheck for one multi-hop sentence (direct check first), Atomic fact-checking's correction
 * loop for a single False claim, and context facts verified against the selection itself.
 */

// Long enough that no fixture passage states it as a whole (the direct check ends Unverified), while the
// statement its graph leads to ("Garlic prevents COVID-19 infection") is refuted word for word.
const MULTI_HOP =
  'A healthy food with antimicrobial properties from Mediterranean cooking prevents COVID-19 infection.';
const LATENT = 'a healthy food with antimicrobial properties from mediterranean cooking';
const GARLIC = 'Eating raw garlic every day prevents COVID-19 infection.';

const on = useOnlineBoundaries();
let db: ClaimLensDB;
let n = 0;
beforeEach(async () => {
  db = new ClaimLensDB(`single-claim-pipeline-${++n}`);
  await db.open();
  on.llm.requests.length = 0;
});
afterEach(() => db.delete());

const noLocal = () => {
  throw new Error('no local model here');
};

function config(o: { llm?: boolean; loops?: number; llmUrl?: string } = {}): EngineConfig {
  const s = defaultSettings();
  s.web.enabled = true;
  s.web.duckduckgoUrl = on.fx.httpUrl('/html/');
  // The lexical stand-in embedder scores a short statement against a 100-word passage lower than a sentence model does.
  s.web.minBestScore = 0.3;
  if (o.llm !== false)
    s.llm = { ...s.llm, provider: 'openai-compatible', baseUrl: o.llmUrl ?? on.llm.baseUrl, model: 'scripted' };
  if (o.loops !== undefined) s.decompose.correctionLoops = o.loops;
  s.privacy.askBeforeSending = false;
  return { settings: s, secrets: {}, sources: [...DEFAULT_SOURCES], hostAccess: null };
}

async function check(text: string, cfg: EngineConfig) {
  const run = createPipeline({
    db,
    models: { embedder: async () => lexicalEmbedder(), nli: async () => null },
    llm: createLlmServices(noLocal),
    consent: new ConsentBroker(db),
    fetch: on.fetch,
  });
  const runner = new CheckRunner({ db, run, emit: () => undefined });
  const { record } = await runner.start({ text, page: { url: 'https://example.com/post', title: 'Post' } }, cfg);
  await runner.idle();
  return (await db.checks.get(record.id))!;
}

const kinds = () => on.llm.requests.map((r) => r.kind);

describe('GraphCheck for a single multi-hop sentence', () => {
  it(
    'checks it as written first, then through its claim graph with the latent entity infilled; the plan holds the graph',
    { timeout: 60_000 },
    async () => {
      const w = new GraphWriter('pack:test');
      const fact = 'Garlic is a healthy food with antimicrobial properties from Mediterranean cooking.';
      w.addFact({
        subject: 'garlic',
        predicate: 'is',
        object: LATENT,
        text: fact,
        status: 'Verified',
      });
      await knowledgeOf(db).write(w, { embedder: lexicalEmbedder() });

      const record = await check(MULTI_HOP, config());
      expect(record.status).toBe('done');
      const trace = record.traces.decompose as DecompositionTrace;
      expect(trace.plan).toMatchObject({
        method: 'single',
        label: singleGraphLabel(),
        sentences: [{ text: MULTI_HOP, picked: true }],
      });
      const claim = trace.plan.claims[0]!;
      expect(claim.graph?.latent).toEqual([{ id: '(ENT1)', reference: LATENT }]);
      expect(claim.graph?.triples.map((t) => t.relation)).toEqual(['is', 'prevents']);
      expect(claim.retrievalK).toBe(10);

      // DP-GraphCheck: the direct check came first (its tribunal trace is kept), and could not settle the claim.
      const first = kinds().indexOf('claim_graph');
      expect(kinds().indexOf('judge_verdict')).toBeLessThan(first);
      expect(record.traces.tribunal).toBeDefined();
      const outcome = trace.outcomes[0]!;
      expect(outcome.dp).toMatchObject({ stage: 'graph', direct: 'Unverified' });
      expect(outcome.dp?.graph?.paths).toEqual([
        expect.objectContaining({
          entities: { '(ENT1)': 'Garlic' },
          statements: [
            { text: `Garlic is ${LATENT}`, verdict: 'True' },
            { text: 'Garlic prevents COVID-19 infection', verdict: 'False' },
          ],
          verdict: 'False',
        }),
      ]);
      expect(record.verdict).toBe('False');
      expect(kinds().filter((k) => k === 'infill')).toHaveLength(1);
      // One sentence: the selection's badge is its badge, no part badges.
      expect(toSummary(record).parts).toBeUndefined();
    },
  );

  it(
    'a sentence with one relation stays checked as written; a supported claim never asks for a graph',
    { timeout: 60_000 },
    async () => {
      const record = await check(
        'Good ventilation and hand hygiene reduce the spread of respiratory viruses in households.',
        config(),
      );
      expect(record.verdict).toBe('True');
      expect(kinds()).not.toContain('claim_graph');
      expect(record.traces.decompose).toBeUndefined();
    },
  );

  it('without an LLM nothing changes: checked as written', { timeout: 60_000 }, async () => {
    const record = await check(MULTI_HOP, config({ llm: false }));
    expect(record.traces.decompose).toBeUndefined();
    expect(on.llm.requests).toHaveLength(0);
  });
});

describe('the correction loop for a single False claim', () => {
  it(
    'rewrites it from the evidence and checks the rewrite with evidence of its own; the panel trace records the rounds',
    { timeout: 60_000 },
    async () => {
      const record = await check(GARLIC, config());
      expect(record.verdict).toBe('False');
      // Its graph has one relation: GraphCheck adds nothing, so it is not the graph route.
      expect(record.traces.decompose).toBeUndefined();
      const correction = record.traces.correction as CorrectionResult;
      expect(correction).toEqual({
        corrected: 'Eating raw garlic every day does not prevent COVID-19 infection.',
        attempts: [{ text: 'Eating raw garlic every day does not prevent COVID-19 infection.', outcome: 'True' }],
      });
      expect(kinds().filter((k) => k === 'correction')).toHaveLength(1);

      // Checked again, memory answers (False, with the correction it stored): offline, no LLM call at all.
      const before = on.llm.requests.length;
      const again = await check(GARLIC, config());
      expect(again).toMatchObject({ verdict: 'False', path: 'memory' });
      expect(again.traces.correction).toBeUndefined();
      expect(on.llm.requests).toHaveLength(before);
    },
  );

  it(
    'an unusable rewrite answer leaves the False verdict as it is, without a correction',
    { timeout: 60_000 },
    async () => {
      on.llm.fault({ mode: 'malformed-json', kind: 'correction', times: Infinity });
      try {
        const record = await check(GARLIC, config());
        expect(record.status).toBe('done');
        expect(record.verdict).toBe('False');
        expect(record.traces.correction).toBeUndefined();
        expect(kinds()).toContain('correction');
      } finally {
        on.llm.clearFaults();
      }
    },
  );

  it('runs no loop when Settings → Long selections sets corrections to 0', { timeout: 60_000 }, async () => {
    const record = await check(GARLIC, config({ loops: 0 }));
    expect(record.verdict).toBe('False');
    expect(record.traces.correction).toBeUndefined();
    expect(kinds()).not.toContain('correction');
  });
});

describe('context facts in a selection', () => {
  it(
    '“My aunt says that …” is True from the text itself; what she says is checked; the selection is not dragged to Unverified',
    { timeout: 60_000 },
    async () => {
      const text =
        'My aunt says that good ventilation and hand hygiene reduce the spread of respiratory viruses in households. Vaccination remains the most effective protection against severe disease from COVID-19.';
      const record = await check(text, config());
      const trace = record.traces.decompose as DecompositionTrace;
      expect(trace.plan.claims.map((c) => [c.text, c.context ?? false])).toEqual([
        [
          "The writer's aunt says that good ventilation and hand hygiene reduce the spread of respiratory viruses in households.",
          true,
        ],
        ['Good ventilation and hand hygiene reduce the spread of respiratory viruses in households.', false],
        ['Vaccination remains the most effective protection against severe disease from COVID-19.', false],
      ]);
      expect(trace.outcomes[0]).toMatchObject({
        verdict: 'True',
        evidence: [],
        fromText: { quote: text.split('. ')[0] + '.' },
      });
      // The report itself was never searched for: only the two world claims were.
      const queries = on.llm.requests
        .filter((r) => r.kind === 'search_query')
        .map((r) => r.body.messages.at(-1)!.content);
      expect(queries.some((q) => /aunt/i.test(q))).toBe(false);
      expect(record.verdict).toBe('True');
      expect(record.explanation).toMatch(
        /^2 claims checked: 2 true, 0 false, 0 unverified\. 1 fact is from the text itself/,
      );
    },
  );
});

describe('a settled False is not reopened by a claim graph (attack: an LLM that answers with true triples)', () => {
  it(
    'a claim the fact-checkers rate False keeps its verdict when the graph the LLM returns holds only true statements',
    { timeout: 60_000 },
    async () => {
      // The graph of GARLIC, as a lying (or injected) model would write it: two relations that are each true,
      // and that say nothing of COVID-19. Checked through that graph, the claim would come out True.
      const forged = [
        '# Latent Entities:',
        '# Triples:',
        'Garlic [SEP] is [SEP] a healthy food',
        'Garlic [SEP] is [SEP] a food with antimicrobial properties',
      ].join('\n');
      const liar = await startLlmServer({
        script: {
          ...tribunalScript,
          respond: (kind, body) => (kind === 'claim_graph' ? forged : tribunalScript.respond(kind, body)),
        },
      });
      try {
        const record = await check(GARLIC, config({ llmUrl: liar.baseUrl }));
        expect(record.verdict).toBe('False');
        expect(record.traces.decompose).toBeUndefined();
        // DP-GraphCheck's second stage is for claims the direct check could not settle: no graph was asked for.
        expect(liar.requests.map((r) => r.kind)).not.toContain('claim_graph');
        expect(record.traces.correction).toMatchObject({ corrected: expect.stringMatching(/does not prevent/) });
      } finally {
        await liar.close();
      }
    },
  );
});
