import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ClaimLensDB } from '../../lib/db/database';
import type { CheckRecord } from '../../lib/db/records';
import type { DecompositionTrace } from '../../lib/decompose/trace';
import { Engine } from '../../lib/engine/engine';
import { CheckRunner } from '../../lib/jobs/runner';
import { toSummary } from '../../lib/jobs/summary';
import { knowledgeOf } from '../../lib/kg/graph/knowledge';
import { GraphWriter } from '../../lib/kg/graph/store';
import { createLlmServices, type LlmServices } from '../../lib/llm/provider';
import { createPipeline } from '../../lib/pipeline/run';
import { ConsentBroker } from '../../lib/privacy/consent';
import type { EngineConfig } from '../../lib/settings/run-config';
import { defaultSettings } from '../../lib/settings/schema';
import { DEFAULT_SOURCES } from '../../lib/sources/defaults';
import { lexicalEmbedder } from '../support/lexical-embedder';
import { remoteLlm, useOnlineBoundaries } from '../support/online-node';
import { scriptedTranslator } from '../support/translator';

/**
 * A long selection through the real pipeline, as the engine runs it: decomposition, each claim
 * through memory → web → tribunal → persistence inside the one job, GraphCheck's aggregation,
 * the parts the page draws badges for. The web is the fixture web, the LLM the scripted server.
 */

const PARAGRAPH = [
  'Eating raw garlic every day prevents COVID-19 infection.',
  'Vaccination remains the most effective protection against severe disease from COVID-19.',
  'Good ventilation and hand hygiene reduce the spread of respiratory viruses in households.',
].join(' ');

const on = useOnlineBoundaries();
let db: ClaimLensDB;
let n = 0;
beforeEach(async () => {
  db = new ClaimLensDB(`decompose-pipeline-${++n}`);
  await db.open();
  on.llm.requests.length = 0;
});
afterEach(() => db.delete());

const noLocal = () => {
  throw new Error('no local model here');
};

function config(o: { online?: boolean; llm?: boolean; ask?: boolean } = {}): EngineConfig {
  const s = defaultSettings();
  s.web.enabled = !!o.online;
  s.web.duckduckgoUrl = on.fx.httpUrl('/html/');
  if (o.llm) s.llm = { ...s.llm, provider: 'openai-compatible', baseUrl: on.llm.baseUrl, model: 'scripted' };
  s.privacy.askBeforeSending = !!o.ask;
  return { settings: s, secrets: {}, sources: [...DEFAULT_SOURCES], hostAccess: null };
}

function pipelineRunner(services: LlmServices = createLlmServices(noLocal), broker = new ConsentBroker(db)) {
  const run = createPipeline({
    db,
    models: { embedder: async () => lexicalEmbedder(), nli: async () => null },
    llm: services,
    consent: broker,
    fetch: on.fetch,
  });
  return { runner: new CheckRunner({ db, run, emit: () => undefined }), broker };
}

async function check(text: string, cfg: EngineConfig, services?: LlmServices) {
  const { runner } = pipelineRunner(services);
  const { record } = await runner.start({ text, page: { url: 'https://example.com/post', title: 'Post' } }, cfg);
  await runner.idle();
  return (await db.checks.get(record.id))!;
}

const traceOf = (r: CheckRecord) => r.traces.decompose as DecompositionTrace;

describe('a three-claim paragraph through the pipeline', () => {
  it(
    'checks each claim inside one job and aggregates: a false claim makes the selection False; parts, transcript and correction are kept',
    { timeout: 60_000 },
    async () => {
      const record = await check(PARAGRAPH, config({ online: true, llm: true }));
      expect(record.status).toBe('done');
      expect(await db.checks.count()).toBe(1);
      const trace = traceOf(record);
      expect(trace.plan.method).toBe('llm');
      expect(trace.plan.claims.map((c) => c.text)).toEqual(PARAGRAPH.split(/(?<=\.) /));
      expect(trace.sentences.map((s) => s.verdict)).toEqual(['False', 'True', 'True']);
      expect(record.verdict).toBe('False');
      expect(record.confidence).toBe(trace.sentences[0]!.confidence);
      expect(record.path).toBe('web');
      expect(record.explanation).toMatch(
        /^3 claims checked: 2 true, 1 false, 0 unverified\. A selection with a false claim is False/,
      );

      // DP-GraphCheck: the direct check refuted the false claim, which settles it; its graph is never walked.
      const garlic = trace.outcomes[0]!;
      expect(garlic.dp).toEqual({ stage: 'direct', direct: 'False' });
      expect(trace.outcomes[2]!.dp).toMatchObject({ stage: 'direct', direct: 'True' });
      // The scripted model gives no triple for "remains": the claim is checked as a whole, and the plan says so.
      expect(trace.plan.notes.some((note) => /^No triples for "Vaccination remains/.test(note))).toBe(true);

      // A correction from the evidence, confirmed by a check of its own; it stays in the trace.
      expect(garlic.correction?.corrected).toBe('Eating raw garlic every day does not prevent COVID-19 infection.');
      expect(record.correctedClaim).toBeUndefined();
      // The whole text given back with the correction in place, smoothed by the LLM and checked (step 5).
      expect(trace.corrected).toEqual({
        text: PARAGRAPH.replace(
          'prevents COVID-19 infection. Vaccination',
          'does not prevent COVID-19 infection; vaccination',
        ),
        by: 'llm',
      });

      // Every LLM call of the job is in one transcript, decomposition included.
      const roles = trace.calls!.map((c) => c.role);
      expect(roles.filter((r) => r === 'decompose')).toHaveLength(8); // 3 atomic splits, 3 graphs, 1 rewrite, the corrected text
      // Three claims; the correction needs no judge: persisting the False verdict stored its correction as TRUE, so memory confirms it.
      expect(roles.filter((r) => r === 'judge')).toHaveLength(3);
      expect(
        await db.claims
          .filter(
            (c) => c.text === 'Eating raw garlic every day does not prevent COVID-19 infection.' && c.status === 'TRUE',
          )
          .count(),
      ).toBe(1);
      expect(new Set(on.llm.requests.map((r) => r.kind))).toEqual(
        new Set([
          'atomic_claims',
          'claim_graph',
          'correction',
          'corrected_text',
          'search_query',
          'support_analysis',
          'contradiction_analysis',
          'judge_verdict',
          'knowledge_triples',
        ]),
      );

      // The page gets one part per checked sentence, with offsets into the checked text.
      const parts = toSummary(record).parts!;
      expect(parts.map((p) => [p.sentence, record.text.slice(p.start, p.end), p.verdict])).toEqual([
        [0, 'Eating raw garlic every day prevents COVID-19 infection.', 'False'],
        [1, 'Vaccination remains the most effective protection against severe disease from COVID-19.', 'True'],
        [2, 'Good ventilation and hand hygiene reduce the spread of respiratory viruses in households.', 'True'],
      ]);
      // Verified claims were written to memory as they would be for single checks.
      expect(await db.claims.count()).toBeGreaterThanOrEqual(3);
    },
  );

  it('without an LLM: split by rules, every claim Unverified with the reason, and the closest knowledge listed', async () => {
    const vectors = lexicalEmbedder();
    const w = new GraphWriter('pack:test');
    const garlic = w.addClaim({ text: 'Raw garlic every day does not prevent COVID-19 infection.', status: 'TRUE' });
    await knowledgeOf(db).write(w, { embedder: vectors });
    const record = await check(PARAGRAPH, config());
    const trace = traceOf(record);
    expect(trace.plan.method).toBe('rules');
    expect(trace.plan.label).toMatch(/^Split by rules \(no LLM\)/);
    expect(record.verdict).toBe('Unverified');
    expect(record.reason).toMatch(
      /^3 claims checked: 0 true, 0 false, 3 unverified\. .* Why: No local models installed yet|Why: .*Online checking is off/,
    );
    expect(trace.outcomes[0]!.related).toEqual([
      expect.objectContaining({ id: garlic, status: 'TRUE', label: 'related, not the same claim' }),
    ]);
    expect(on.llm.requests).toHaveLength(0);

    // A single claim that ends Unverified gets the same help.
    const single = await check('Eating raw garlic every day prevents COVID-19 infection.', config());
    expect(single.traces.decompose).toBeUndefined();
    expect(single.verdict).toBe('Unverified');
    expect(single.traces.related).toEqual([
      expect.objectContaining({
        id: garlic,
        text: 'Raw garlic every day does not prevent COVID-19 infection.',
        label: 'related, not the same claim',
      }),
    ]);
  });
});

describe('GraphCheck’s latent entities', () => {
  it(
    'are infilled from retrieved documents — the graph’s nearest statements and trusted web passages — and the path is verified triple by triple',
    { timeout: 60_000 },
    async () => {
      const vectors = lexicalEmbedder();
      const fact = 'Garlic is a healthy food that may have some antimicrobial properties.';
      const w = new GraphWriter('pack:test');
      w.addFact({
        subject: 'garlic',
        predicate: 'is',
        object: 'a healthy food that may have some antimicrobial properties',
        text: fact,
        status: 'Verified',
      });
      await knowledgeOf(db).write(w, { embedder: vectors });
      const text = `A healthy food that may have some antimicrobial properties prevents COVID-19 infection. ${PARAGRAPH.split('. ')[2]}`;
      const cfg = config({ online: true, llm: true });
      // The lexical stand-in embedder scores a short statement against a 100-word passage lower than a sentence model does.
      cfg.settings.web.minBestScore = 0.3;
      // GraphCheck alone: the graph route for every claim (with the direct stage first, this claim's direct check settles it).
      cfg.settings.decompose.directFirst = false;
      const record = await check(text, cfg);
      const trace = traceOf(record);
      const claim = trace.plan.claims[0]!;
      expect(claim.graph?.latent).toEqual([
        { id: '(ENT1)', reference: 'a healthy food that may have some antimicrobial properties' },
      ]);
      expect(claim.retrievalK).toBe(10);
      // One infill request, with documents from memory (the stored fact) and from the web.
      const infill = on.llm.requests.filter((r) => r.kind === 'infill');
      expect(infill).toHaveLength(1);
      const documents = [
        ...infill[0]!.body.messages.at(-1)!.content.matchAll(/<document n="\d+">([\s\S]*?)<\/document>/g),
      ].map((m) => m[1]!);
      expect(documents).toContain(fact);
      expect(documents.some((d) => /antimicrobial|myth|garlic/i.test(d) && d !== fact)).toBe(true);
      expect(documents.length).toBeLessThanOrEqual(10);
      const outcome = trace.outcomes[0]!;
      expect(outcome.dp?.stage).toBe('graph');
      expect(outcome.dp?.graph?.paths).toEqual([
        expect.objectContaining({
          entities: { '(ENT1)': 'Garlic' },
          statements: [
            { text: 'Garlic is a healthy food that may have some antimicrobial properties', verdict: 'True' },
            { text: 'Garlic prevents COVID-19 infection', verdict: 'False' },
          ],
          verdict: 'False',
        }),
      ]);
      expect(outcome.verdict).toBe('False');
      expect(outcome.explanation).toBe(
        'Checked triple by triple: “Garlic is a healthy food that may have some antimicrobial properties” True; “Garlic prevents COVID-19 infection” False.',
      );
      expect(record.verdict).toBe('False');
    },
  );
});

describe('the reader’s OK before the selection reaches an LLM off this device', () => {
  it('asks once, naming the selection and everything the claims will send; Don’t send: split by rules, nothing sent, not asked again per claim', async () => {
    const { runner, broker } = pipelineRunner(remoteLlm);
    const { record } = await runner.start(
      { text: PARAGRAPH, page: { url: 'https://example.com/post', title: 'Post' } },
      config({ online: true, llm: true, ask: true }),
    );
    await expect.poll(async () => (await db.checks.get(record.id))?.consent?.state).toBe('pending');
    const asked = (await db.checks.get(record.id))!.consent!;
    // The search endpoint is on this computer (127.0.0.1), so it is not listed.
    expect(asked.recipients.map((r) => r.label)).toEqual([
      'your trusted sources',
      'Europe PMC (www.ebi.ac.uk)',
      'api.example.com (model scripted)',
    ]);
    const llmAsk = asked.recipients.find((r) => r.origin === 'https://api.example.com')!;
    expect(llmAsk.what).toMatch(
      /^the selection \(\d+ characters\), sentence by sentence, to split it into claims and check their parts; then, for each claim, /,
    );
    const before = on.fx.requests.length;
    expect(broker.answer(record.id, asked.id, 'deny')).toBe(true);
    await runner.idle();
    const done = (await db.checks.get(record.id))!;
    expect(done.status).toBe('done');
    // Each claim's web stage needed the same recipients: the refusal held, nobody was asked again.
    expect(done.consent).toMatchObject({ id: asked.id, state: 'denied' });
    expect(traceOf(done).plan.method).toBe('rules');
    expect(traceOf(done).plan.notes[0]).toMatch(
      /^Split by rules\. Not sent: you chose not to send this claim to .*api\.example\.com/,
    );
    expect(done.verdict).toBe('Unverified');
    expect(done.reason).toMatch(/Not sent: you chose not to send/);
    expect(on.llm.requests).toHaveLength(0);
    expect(on.fx.requests.length).toBe(before);
  });
});

describe('bad input: a clear result or message each, never a hang', () => {
  const cfg = () => config();

  it('a 100-sentence selection: ranked, the key sentences checked, the rest listed', async () => {
    const topics = [
      'Vitamin D lowers flu risk',
      'The football team won',
      'Masks reduce viral spread',
      'The phone has a big screen',
    ];
    const text = Array.from({ length: 100 }, (_, i) => `${topics[i % 4]} in week ${i + 1}.`).join(' ');
    expect(text.length).toBeLessThanOrEqual(5000);
    const record = await check(text, cfg());
    const trace = traceOf(record);
    expect(trace.plan.sentences).toHaveLength(100);
    expect(trace.plan.sentences.filter((s) => s.picked)).toHaveLength(5);
    // Health sentences rank above the others (α = 1.5 on health topics).
    expect(trace.plan.sentences.filter((s) => s.picked).every((s) => /Vitamin|Masks/.test(s.text))).toBe(true);
    expect(record.verdict).toBe('Unverified');
    expect(toSummary(record).parts).toHaveLength(5);
  });

  it('sentences with no verb: nothing to check, and why', async () => {
    const record = await check('Vaccines. Garlic and ginger. The facts about masks.', cfg());
    expect(record.status).toBe('done');
    expect(record.verdict).toBe('Unverified');
    expect(record.reason).toBe(
      'No claim to check in this selection: 3 headings or fragments without a claim. Select a sentence that states something as a fact.',
    );
    expect(toSummary(record).parts).toBeUndefined();
  });

  it('lists and bullet points: each item is a sentence of its own, its offsets on the item', async () => {
    const text =
      'Three myths:\n• Garlic cures COVID-19\n• Masks cause oxygen deficiency\n- Vitamin C prevents all colds';
    const record = await check(text, cfg());
    expect(record.text).toBe(text);
    const trace = traceOf(record);
    expect(trace.plan.sentences.map((s) => [s.kind, s.text])).toEqual([
      ['fragment', 'Three myths:'],
      ['claim', 'Garlic cures COVID-19'],
      ['claim', 'Masks cause oxygen deficiency'],
      ['claim', 'Vitamin C prevents all colds'],
    ]);
    expect(toSummary(record).parts!.map((p) => text.slice(p.start, p.end))).toEqual([
      'Garlic cures COVID-19',
      'Masks cause oxygen deficiency',
      'Vitamin C prevents all colds',
    ]);
  });

  it('quotes inside quotes stay in their sentence', async () => {
    const text =
      'The nurse said: "My doctor told me \'garlic cures COVID-19. It works.\' yesterday." Masks reduce the spread of viruses.';
    const trace = traceOf(await check(text, cfg()));
    expect(trace.plan.sentences.map((s) => s.text)).toEqual([
      'The nurse said: "My doctor told me \'garlic cures COVID-19. It works.\' yesterday."',
      'Masks reduce the spread of viruses.',
    ]);
  });

  it('mixed languages: each sentence is checked, and one the models cannot read says so by name (issue 33)', async () => {
    const record = await check(
      'Garlic cures COVID-19 in three days. La vacuna es segura y eficaz. 新冠病毒通过空气传播。',
      cfg(),
    );
    const trace = traceOf(record);
    expect(trace.plan.sentences.map((s) => s.kind)).toEqual(['claim', 'claim', 'claim']);
    expect(trace.plan.claims.map((c) => c.text)).toEqual([
      'Garlic cures COVID-19 in three days.',
      'La vacuna es segura y eficaz.',
      '新冠病毒通过空气传播。',
    ]);
    const [english, spanish, chinese] = trace.outcomes.map((o) => o.reason ?? '');
    expect(english).not.toMatch(/looks/);
    expect(spanish).toMatch(/^ClaimLens's models read English; Spanish needs the multilingual models/);
    expect(chinese).toMatch(/^ClaimLens's models read English; Chinese needs the multilingual models/);
    expect(toSummary(record).parts).toHaveLength(3);
  });

  it('more sentences than can be ranked, and more characters than the limit: refused with what to do', async () => {
    const many = Array.from({ length: 250 }, (_, i) => `Fact ${i} holds.`).join(' ');
    const big = {
      ...cfg(),
      settings: { ...cfg().settings, general: { ...cfg().settings.general, maxSelectionChars: 20_000 } },
    };
    const record = await check(many, big);
    expect(record.reason).toBe(
      'This selection has 250 sentences; ClaimLens ranks up to 200. Select fewer sentences (a few paragraphs).',
    );
    const { runner } = pipelineRunner();
    await expect(
      runner.start({ text: 'a'.repeat(5001), page: { url: 'https://example.com', title: '' } }, cfg()),
    ).rejects.toThrow(/^This selection is 5,001 characters; ClaimLens splits up to 5,000 characters into claims/);
  });
});

describe('the reader changes the pick', () => {
  it('check.repick runs the same history row again with the sentences picked; a bad pick is refused with why', async () => {
    const emitted: string[] = [];
    const run = createPipeline({
      db,
      models: { embedder: async () => lexicalEmbedder(), nli: async () => null },
      llm: createLlmServices(noLocal),
      consent: new ConsentBroker(db),
      fetch: on.fetch,
    });
    const engine = new Engine({ db, emit: (e) => emitted.push(e.summary.status), run });
    const text = 'Vaccines. Masks reduce the spread of viruses. The football team won the cup. Garlic cures COVID-19.';
    const settings = config();
    settings.settings.decompose.maxKeySentences = 1;
    const { summary } = (await engine.handle(
      'check.start',
      { text, page: { url: 'https://example.com/p', title: 'P' } },
      settings,
    )) as { summary: { id: CheckRecord['id'] } };
    await engine.services.runner.idle();
    const first = traceOf((await db.checks.get(summary.id))!);
    expect(first.plan.sentences.filter((s) => s.picked).map((s) => s.index)).toHaveLength(1);

    await expect(engine.handle('check.repick', { checkId: summary.id, picked: [0] }, settings)).rejects.toThrow(
      'Sentence 1 cannot be checked: No claim here: it has no verb, so there is nothing it says is true or false.',
    );
    await expect(engine.handle('check.repick', { checkId: summary.id, picked: [] }, settings)).rejects.toThrow(
      'Pick at least one sentence to check.',
    );
    const again = (await engine.handle('check.repick', { checkId: summary.id, picked: [2, 1] }, settings)) as {
      status: string;
    };
    expect(again.status).toBe('queued');
    await engine.services.runner.idle();
    const record = (await db.checks.get(summary.id))!;
    expect(await db.checks.count()).toBe(1);
    expect(record.runs).toBe(2);
    expect(record.pick).toEqual([1, 2]);
    const trace = traceOf(record);
    expect(trace.plan.sentences.filter((s) => s.picked).map((s) => s.index)).toEqual([1, 2]);
    expect(trace.plan.notes).toContain('You picked the sentences to check; the ranking is shown for reference.');
    expect(toSummary(record).parts!.map((p) => p.sentence)).toEqual([1, 2]);
  });
});

describe('a German selection with English-only models, where Chrome has the pair to download', () => {
  const g = globalThis as { Translator?: unknown };
  afterEach(() => delete g.Translator);

  it('is checked untranslated sentence by sentence, and the selection offers the pair', async () => {
    g.Translator = scriptedTranslator({ pairs: { de: 'downloadable' } });
    const record = await check(
      'Knoblauch schützt zuverlässig vor einer Erkältung im Winter. Vitamin C heilt die Grippe innerhalb von zwei Tagen.',
      config(),
    );
    expect(record.status).toBe('done');
    expect(traceOf(record).plan.claims).toHaveLength(2);
    expect(record.translationOffer).toBe('de');
  });
});
