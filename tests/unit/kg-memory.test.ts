import { describe, expect, it } from 'vitest';

import type { CheckOutcome, StageName } from '../../lib/core/types';
import type { ClaimLensDB } from '../../lib/db/database';
import type { CheckRecord } from '../../lib/db/records';
import { knowledgeOf } from '../../lib/kg/graph/knowledge';
import { GraphWriter } from '../../lib/kg/graph/store';
import type { MemoryTrace } from '../../lib/kg/memory/trace';
import { createLlmServices } from '../../lib/llm/provider';
import type { Embedder, ModelServices, NliProbs } from '../../lib/ml/types';
import { createPipeline } from '../../lib/pipeline/run';
import { noModelsReason, noNliReason } from '../../lib/pipeline/stages/memory/memory';
import { ConsentBroker } from '../../lib/privacy/consent';
import { defaultEngineConfig, type EngineConfig } from '../../lib/settings/run-config';
import { parseSettings } from '../../lib/settings/schema';
import { freshDatabases } from './support/kg-db';
import { atSimilarity, FixedEmbedder, models, QUERY_AXIS, ScriptedNli } from './support/kg-fixtures';

/**
 * The memory stage end to end on a fixture graph: the four running scenarios of Memory-first
 * fact-checking (§IV, Table II), and memory without models. Vectors are fixed so that S is
 * exact; NLI probabilities are scripted at the model boundary.
 */

const freshDb = freshDatabases('kg-memory');

const P = (entailment: number, contradiction: number, neutral: number): NliProbs => ({
  entailment,
  contradiction,
  neutral,
});

async function check(
  db: ClaimLensDB,
  services: ModelServices,
  text: string,
  config: EngineConfig = defaultEngineConfig(),
): Promise<{ outcome: CheckOutcome; stages: StageName[]; trace: MemoryTrace }> {
  const stages: StageName[] = [];
  const outcome = await createPipeline({
    db,
    models: services,
    llm: createLlmServices(() => {
      throw new Error('no LLM in these tests');
    }),
    consent: new ConsentBroker(db),
  })({ text } as CheckRecord, { signal: new AbortController().signal, config, onStage: (s) => stages.push(s) });
  return { outcome, stages, trace: outcome.traces.memory as MemoryTrace };
}

function embedderFor(claim: string, stored: Record<string, number>): FixedEmbedder {
  const fixed = new Map<string, Float32Array>([[claim, QUERY_AXIS.map((_, i) => (i === 0 ? 1 : 0))]]);
  Object.entries(stored).forEach(([text, S], i) => fixed.set(text, atSimilarity(S, 2 + i)));
  return new FixedEmbedder(fixed);
}

describe('seed scenario 1: direct KG hit', () => {
  const claim = 'Asymptomatic COVID-19 patients can be infectious';
  const stored = 'People with COVID-19 who never develop symptoms can still transmit the virus.';

  it('MACRO retrieval (S 0.95) + NLI entailment against a TRUE node → True from memory, with why', async () => {
    const db = freshDb();
    const embedder = embedderFor(claim, { [stored]: 0.95 });
    const w = new GraphWriter('pack:test');
    const c = w.addClaim({ text: stored, status: 'TRUE' });
    w.link(
      'FROM_SOURCE',
      c,
      w.addSource({
        url: 'https://www.cdc.gov/covid/asymptomatic',
        title: 'CDC: asymptomatic spread',
        type: 'public-health',
      }),
    );
    w.mention(c, 'COVID-19');
    await knowledgeOf(db).write(w, { embedder });
    const nli = new ScriptedNli(() => P(0.97, 0.01, 0.02));

    const { outcome, stages, trace } = await check(db, models(embedder, nli), claim);
    expect(outcome).toMatchObject({
      verdict: 'True',
      path: 'memory',
      modelIds: { embed: 'test-embed', nli: 'test-nli' },
    });
    expect(outcome.confidence).toBeCloseTo(0.6 * 0.95 + 0.3 * 0.97 + 0.1 * trace.graph!.G, 5);
    expect(stages).toEqual(['input', 'memory', 'decide']);
    expect(nli.seen).toEqual([{ premise: stored, hypothesis: claim }]);
    expect(trace).toMatchObject({
      mode: 'embedding',
      selected: 'macro',
      relation: 'entailment',
      rule: 'TRUE + Entailment → True',
      guard: null,
      outcome: 'answered',
      thresholds: { macro: 0.75, micro: 0.75 },
    });
    expect(trace.candidates.macro).toMatchObject({ nodeId: c, status: 'TRUE' });
    expect(trace.candidates.macro!.S).toBeCloseTo(0.95, 5);
    expect(trace.nli).toEqual(P(0.97, 0.01, 0.02));
    expect(outcome.evidence[0]).toMatchObject({
      kind: 'memory',
      text: stored,
      nodeId: c,
      stance: 'supports',
      url: 'https://www.cdc.gov/covid/asymptomatic',
      title: 'CDC: asymptomatic spread',
      domain: 'cdc.gov',
    });
  });
});

describe('seed scenario 2: high-neutral guard → web', () => {
  const claim = 'The level of symptomatic cases is greater than asymptomatic cases';
  const stored = 'Asymptomatic infections make up a substantial share of SARS-CoV-2 cases.';

  it('high similarity (S 0.913) but NLI neutral (p 0.958): the guard sends the claim on, and says why', async () => {
    const db = freshDb();
    const embedder = embedderFor(claim, { [stored]: 0.913 });
    const w = new GraphWriter('pack:test');
    w.addClaim({ text: stored, status: 'TRUE' });
    await knowledgeOf(db).write(w, { embedder });

    const { outcome, trace } = await check(db, models(embedder, new ScriptedNli(() => P(0.03, 0.012, 0.958))), claim);
    expect(outcome.verdict).toBe('Unverified');
    expect(outcome.path).toBe('none');
    expect(outcome.reason).toContain(
      'Memory could not settle it: Similar wording (S 0.91) but the NLI sees no logical link (P(neutral) 0.96 ≥ 0.90).',
    );
    expect(outcome.reason).toContain('Online checking is off');
    expect(trace).toMatchObject({ outcome: 'passed', relation: 'neutral', guard: { name: 'high-neutral' } });
  });
});

describe('seed scenario 3: confidence-scored acceptance', () => {
  const claim = 'Dexamethasone reduces mortality in hospitalized COVID-19 patients';
  const macroText = 'Corticosteroids are used to treat hospitalised patients with severe COVID-19.';
  const microText =
    'Dexamethasone lowered 28-day mortality among hospitalised COVID-19 patients receiving respiratory support.';

  async function graph(withSupport: boolean) {
    const db = freshDb();
    const embedder = embedderFor(claim, { [macroText]: 0.78, [microText]: 0.84 });
    const w = new GraphWriter('pack:test');
    const macro = w.addClaim({ text: macroText, status: 'TRUE' });
    const fact = w.addFact({
      subject: 'dexamethasone',
      predicate: 'lowered 28-day mortality among',
      object: 'hospitalised COVID-19 patients on respiratory support',
      text: microText,
      status: 'Verified',
    });
    if (withSupport) {
      const trial = w.addClaim({
        text: 'In the RECOVERY trial, dexamethasone reduced deaths among patients with COVID-19 on ventilation.',
        status: 'TRUE',
      });
      w.link('SUPPORTS', fact, trial);
      w.link(
        'FROM_SOURCE',
        fact,
        w.addSource({
          url: 'https://www.nejm.org/doi/full/10.1056/NEJMoa2021436',
          title: 'Dexamethasone in Hospitalized Patients with Covid-19',
          type: 'journal',
        }),
      );
      for (const node of [fact, trial]) for (const e of ['dexamethasone', 'mortality', 'COVID-19']) w.mention(node, e);
    }
    w.mention(macro, 'COVID-19');
    await knowledgeOf(db).write(w, { embedder });
    return { db, embedder, fact };
  }
  const nli = () => new ScriptedNli(() => P(0.78, 0.04, 0.18));

  it('MICRO overrides for a long claim (0.84 > 0.78 + 0.05); S + N + G clear the bar → True from memory', async () => {
    const { db, embedder, fact } = await graph(true);
    const { outcome, trace } = await check(db, models(embedder, nli()), claim);
    expect(trace.selected).toBe('micro');
    expect(trace.arbitration).toBe('Longer claim: MICRO overrides, S_micro 0.840 > S_macro 0.780 + 0.050.');
    expect(trace.graph!.G).toBeGreaterThan(0.5);
    expect(trace.graph!.entityCoverage).toBe(1);
    expect(trace.C).toBeCloseTo(0.6 * 0.84 + 0.3 * 0.78 + 0.1 * trace.graph!.G, 5);
    expect(trace.C).toBeGreaterThanOrEqual(0.75);
    expect(outcome).toMatchObject({ verdict: 'True', path: 'memory' });
    expect(outcome.evidence[0]).toMatchObject({
      nodeId: fact,
      url: 'https://www.nejm.org/doi/full/10.1056/NEJMoa2021436',
    });
    expect(outcome.evidence).toHaveLength(2);
  });

  it('the same match without graph support falls short (C 0.738 < 0.75) and goes to the web', async () => {
    const { db, embedder } = await graph(false);
    const { outcome, trace } = await check(db, models(embedder, nli()), claim);
    expect(trace.graph!.G).toBe(0);
    expect(trace.C).toBeCloseTo(0.738, 5);
    expect(trace.guard?.name).toBe('low-confidence');
    expect(outcome.verdict).toBe('Unverified');
  });

  // Memory-first fact-checking applies path-specific checks: Settings → Memory gives each index its own bar.
  const withBars = (similarity: Record<string, unknown>): EngineConfig => {
    const config = defaultEngineConfig();
    return {
      ...config,
      settings: parseSettings({ ...config.settings, memory: { ...config.settings.memory, similarity } }),
    };
  };
  it.each([
    [
      'the MICRO bar above its 0.84: the MACRO candidate alone is eligible',
      { 'test-embed': { macro: 0.7, micro: 0.85 } },
      'macro',
      'Only the MACRO candidate is eligible (S 0.780 ≥ 0.700).',
    ],
    [
      'the MACRO bar above its 0.78: the MICRO candidate alone is eligible',
      { 'test-embed': { macro: 0.8, micro: 0.8 } },
      'micro',
      'Only the MICRO candidate is eligible (S 0.840 ≥ 0.800).',
    ],
    [
      'both above their bars: nothing to compare, no NLI run',
      { 'test-embed': { macro: 0.79, micro: 0.85 } },
      null,
      'No stored claim or fact is close enough (MACRO S 0.780 < 0.790, MICRO S 0.840 < 0.850).',
    ],
    [
      'bars for another model only: the registry threshold (0.75) for both',
      { 'other-model': { macro: 0.99, micro: 0.99 } },
      'micro',
      'Longer claim: MICRO overrides, S_micro 0.840 > S_macro 0.780 + 0.050.',
    ],
  ] as const)('%s', async (_, similarity, selected, why) => {
    const { db, embedder } = await graph(true);
    const scripted = nli();
    const { trace } = await check(db, models(embedder, scripted), claim, withBars(similarity));
    expect(trace.selected).toBe(selected);
    expect(trace.arbitration).toBe(why);
    expect(trace.thresholds).toEqual(
      'test-embed' in similarity ? similarity['test-embed'] : { macro: 0.75, micro: 0.75 },
    );
    expect(scripted.seen.length).toBe(selected ? 1 : 0);
  });
});

describe('seed scenario 4: no match → web, and the next time from memory', () => {
  const claim = 'Garlic cures COVID-19';

  it('nothing eligible: straight on to the web without NLI; once a web verdict is stored the claim resolves from memory', async () => {
    const db = freshDb();
    const embedder = embedderFor(claim, { 'Vitamin C does not prevent COVID-19.': 0.41 });
    const w = new GraphWriter('pack:test');
    w.addClaim({ text: 'Vitamin C does not prevent COVID-19.', status: 'TRUE' });
    await knowledgeOf(db).write(w, { embedder });
    const nli = new ScriptedNli(() => P(0.05, 0.9, 0.05));

    const first = await check(db, models(embedder, nli), claim);
    expect(first.outcome).toMatchObject({ verdict: 'Unverified', path: 'none' });
    expect(first.outcome.reason).toContain(
      'No stored claim or fact is close enough (best S 0.410 < 0.750). Memory cannot settle it.',
    );
    expect(first.trace).toMatchObject({ selected: null, outcome: 'passed' });
    expect(nli.seen).toEqual([]);

    // What persistence writes for a False web verdict (stage 5, Memory-first fact-checking §III-F):
    // the claim as FALSE, the correction as TRUE.
    const verdict = new GraphWriter('web');
    const bad = verdict.addClaim({ text: 'Garlic cures COVID-19.', status: 'FALSE' });
    const good = verdict.addClaim({ text: 'Garlic does not cure COVID-19.', status: 'TRUE' });
    verdict.link('CORRECTED_BY', bad, good);
    verdict.link(
      'FROM_SOURCE',
      good,
      verdict.addSource({
        url: 'https://www.who.int/emergencies/diseases/novel-coronavirus-2019/advice-for-public/myth-busters',
        title: 'WHO Mythbusters',
        type: 'public-health',
      }),
    );
    await knowledgeOf(db).write(verdict, { embedder });

    const second = await check(db, models(embedder, nli), 'garlic cures covid-19!');
    expect(second.outcome).toMatchObject({
      verdict: 'False',
      path: 'memory',
      correctedClaim: 'Garlic does not cure COVID-19.',
    });
    expect(second.outcome.evidence.map((e) => e.text)).toEqual([
      'Garlic cures COVID-19.',
      'Garlic does not cure COVID-19.',
    ]);
    expect(second.outcome.evidence[1]).toMatchObject({ stance: 'refutes', domain: 'who.int' });
  });
});

describe('a stored myth and its correction: True only when the correction entails the claim', () => {
  const myth = 'Vaccines cause autism.';
  const correction = 'Vaccines do not cause autism.';
  const attack = 'Vaccines prevent autism.';
  const reworded = 'Autism is not caused by vaccines.';

  async function graph() {
    const db = freshDb();
    const query = QUERY_AXIS.map((_, i) => (i === 0 ? 1 : 0));
    // The myth is the closest stored statement (S 0.92); the correction is close too (S 0.85).
    const embedder = new FixedEmbedder(
      new Map([
        [attack, query],
        [reworded, query],
        [myth, atSimilarity(0.92, 2)],
        [correction, atSimilarity(0.85, 3)],
      ]),
    );
    const w = new GraphWriter('pack:test');
    const bad = w.addClaim({ text: myth, status: 'FALSE' });
    const good = w.addClaim({ text: correction, status: 'TRUE' });
    w.link('CORRECTED_BY', bad, good);
    w.link(
      'FROM_SOURCE',
      good,
      w.addSource({
        url: 'https://www.cdc.gov/vaccine-safety/autism',
        title: 'CDC: Autism and vaccines',
        type: 'public-health',
      }),
    );
    await knowledgeOf(db).write(w, { embedder });
    // Both claims contradict the myth; only the reworded one is what the correction says.
    const nli = new ScriptedNli((premise, hypothesis) =>
      premise === myth ? P(0.02, 0.95, 0.03) : hypothesis === reworded ? P(0.96, 0.02, 0.02) : P(0.08, 0.12, 0.8),
    );
    return { db, embedder, nli, bad, good };
  }

  it('attack: "X prevents Y" against the myth "X causes Y" goes on to the web, saying the correction does not entail it', async () => {
    const { db, embedder, nli } = await graph();
    const { outcome, trace } = await check(db, models(embedder, nli), attack);
    expect(outcome).toMatchObject({ verdict: 'Unverified', path: 'none' });
    expect(outcome.reason).toContain(
      `its stored correction does not say the claim: “${correction}” — the NLI reads it as neutral`,
    );
    expect(nli.seen).toEqual([
      { premise: myth, hypothesis: attack },
      { premise: correction, hypothesis: attack },
    ]);
    expect(trace).toMatchObject({
      outcome: 'passed',
      relation: 'contradiction',
      guard: { name: 'correction-not-entailed' },
      rule: 'FALSE + Contradiction → web (no stored correction entails the claim)',
    });
    expect(trace.corrections).toEqual([
      {
        nodeId: expect.any(String),
        text: correction,
        S: expect.closeTo(0.85, 5),
        nli: P(0.08, 0.12, 0.8),
        entails: false,
      },
    ]);
  });

  it('the correction reworded is True from memory, with the correction that entailed it as the support', async () => {
    const { db, embedder, nli, bad, good } = await graph();
    const { outcome, trace } = await check(db, models(embedder, nli), reworded);
    expect(outcome).toMatchObject({ verdict: 'True', path: 'memory' });
    expect(outcome.evidence.map((e) => [e.nodeId, e.stance ?? null])).toEqual([
      [bad, null],
      [good, 'supports'],
    ]);
    expect(outcome.evidence[1]).toMatchObject({ text: correction, domain: 'cdc.gov' });
    expect(trace).toMatchObject({
      outcome: 'answered',
      guard: null,
      rule: 'FALSE + Contradiction → True (a stored correction entails the claim)',
    });
    expect(trace.corrections?.[0]).toMatchObject({ nodeId: good, entails: true });
    const correctionC = 0.6 * trace.corrections![0]!.S + 0.3 * 0.96 + 0.1 * trace.graph!.G;
    expect(outcome.confidence).toBeCloseTo(Math.min(trace.C!, correctionC), 5);
    expect(outcome.explanation).toContain('the stored correction entails it');
  });

  it("without an NLI model the myth's correction confirms nothing, and the reason says so", async () => {
    const { db, embedder } = await graph();
    const { outcome } = await check(db, models(embedder, null), reworded);
    expect(outcome).toMatchObject({ verdict: 'Unverified', path: 'none' });
    expect(outcome.reason).toContain(
      `${noNliReason()} A claim that contradicts a statement stored as false is not taken as true without it.`,
    );
  });
});

describe('memory without models', () => {
  async function starter(db: ClaimLensDB) {
    const w = new GraphWriter('pack:starter');
    const supported = w.addClaim({
      text: 'A stretch of DNA that increases the risk of severe illness from COVID-19 was passed down from Neanderthals 60,000 years ago.',
      status: 'TRUE',
    });
    const refuted = w.addClaim({
      text: 'One type of COVID-19 test identifies coronavirus proteins in a few seconds.',
      status: 'FALSE',
    });
    const evidence = w.addFact({
      subject: 'Field-deployable, rapid diagnostic testing of saliva samples for SARS-CoV-2',
      predicate: 'reports',
      object: 'assay',
      text: 'We developed an assay that detects single copies of SARS-CoV-2 virus directly from saliva and swab samples in 30 min.',
      status: 'Verified',
    });
    const paper = w.addSource({
      url: 'https://pubmed.ncbi.nlm.nih.gov/?term=The%20major%20genetic%20risk%20factor',
      title: 'The major genetic risk factor for severe COVID-19 is inherited from Neandertals',
      type: 'journal',
    });
    w.link('FROM_SOURCE', supported, paper);
    w.link('CORRECTED_BY', refuted, evidence);
    await knowledgeOf(db).write(w);
    return { supported, refuted, evidence };
  }

  it('a claim stored word for word resolves from memory, labelled as such', async () => {
    const db = freshDb();
    const { supported } = await starter(db);
    const { outcome, trace } = await check(
      db,
      models(null, null),
      'a stretch of DNA that increases the risk of severe illness from COVID 19 was passed down from Neanderthals sixty thousand years ago',
    );
    expect(outcome).toMatchObject({ verdict: 'True', path: 'memory', confidence: null });
    expect(outcome.explanation).toBe('This claim is stored in local knowledge, word for word, as true.');
    expect(outcome.evidence[0]).toMatchObject({
      kind: 'memory',
      nodeId: supported,
      title: 'The major genetic risk factor for severe COVID-19 is inherited from Neandertals',
      domain: 'pubmed.ncbi.nlm.nih.gov',
    });
    expect(trace).toMatchObject({
      mode: 'near-verbatim',
      selected: 'macro',
      outcome: 'answered',
      summary: 'Word-for-word match of a claim stored as TRUE: no model needed.',
    });
  });

  it('a stored false claim resolves as False with what the evidence says instead', async () => {
    const db = freshDb();
    const { refuted, evidence } = await starter(db);
    const { outcome } = await check(
      db,
      models(null, null),
      'One type of COVID-19 test identifies coronavirus proteins in a few seconds',
    );
    expect(outcome).toMatchObject({
      verdict: 'False',
      path: 'memory',
      correctedClaim:
        'We developed an assay that detects single copies of SARS-CoV-2 virus directly from saliva and swab samples in 30 min.',
    });
    expect(outcome.evidence.map((e) => e.nodeId)).toEqual([refuted, evidence]);
  });

  it('a negation or a different number is not the same claim: Unverified, with the fix named', async () => {
    const db = freshDb();
    await starter(db);
    for (const text of [
      'A stretch of DNA that increases the risk of severe illness from COVID-19 was not passed down from Neanderthals 60,000 years ago.',
      'A stretch of DNA that increases the risk of severe illness from COVID-19 was passed down from Neanderthals 50,000 years ago.',
    ]) {
      const { outcome, trace } = await check(db, models(null, null), text);
      expect(outcome).toMatchObject({ verdict: 'Unverified', path: 'none', modelsMissing: ['embed', 'nli'] });
      expect(outcome.reason!.startsWith(`${noModelsReason()} Online checking is off`)).toBe(true);
      expect(trace).toMatchObject({ mode: 'none', outcome: 'passed' });
    }
  });

  it('with an embedder but no NLI model, says which model is missing', async () => {
    const db = freshDb();
    const claim = 'Neanderthal DNA raises the risk of severe COVID-19';
    const embedder = embedderFor(claim, {
      'A stretch of DNA that increases the risk of severe illness from COVID-19 was passed down from Neanderthals 60,000 years ago.': 0.88,
    });
    await starter(db);
    await knowledgeOf(db).ensureVectors(embedder);
    const { outcome, trace } = await check(db, models(embedder, null), claim);
    expect(outcome.modelsMissing).toEqual(['nli']);
    expect(outcome.reason!.startsWith(`${noNliReason()} Online checking is off`)).toBe(true);
    expect(trace.selected).toBe('macro');
  });

  it('an empty graph says so', async () => {
    const db = freshDb();
    const { outcome } = await check(db, models(new FixedEmbedder(), new ScriptedNli(() => P(1, 0, 0))), 'Masks work.');
    expect(outcome.reason).toContain('Local knowledge is empty: import a knowledge pack in the Knowledge tab');
  });

  it('statements without vectors for the installed model are indexed in the background', async () => {
    const db = freshDb();
    await starter(db);
    const embedder: Embedder = new FixedEmbedder();
    const { outcome, trace } = await check(db, models(embedder, new ScriptedNli(() => P(1, 0, 0))), 'Masks work.');
    expect(trace.unindexed).toBe(3);
    expect(outcome.reason).toContain('Local knowledge is still being indexed for test-embed (3 statements)');
    await knowledgeOf(db).ensureVectors(embedder);
    expect(await db.vectors.count()).toBe(3);
  });
});
