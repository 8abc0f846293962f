import { describe, expect, it } from 'vitest';

import { SourceIds } from '../../lib/core/node-ids';
import type { ClaimLensDB } from '../../lib/db/database';
import type { TribunalBundle } from '../../lib/evidence/bundle';
import { findVerbatim } from '../../lib/kg/memory/near-verbatim';
import { type ModelServices, type NliProbs, NO_MODELS } from '../../lib/ml/types';
import type { StageContext } from '../../lib/pipeline/stage';
import { memoryStage } from '../../lib/pipeline/stages/memory/memory';
import { persistStage } from '../../lib/pipeline/stages/persist';
import { tribunalStage, type TribunalStageTrace } from '../../lib/pipeline/stages/tribunal';
import { defaultEngineConfig } from '../../lib/settings/run-config';
import { GARLIC_BUNDLE, GARLIC_CLAIM, MASK_BUNDLE, MASK_CLAIM } from '../fixtures/bundles';
import { FABRICATED_QUOTE, FOREIGN_URL } from '../support/llm-script';
import { freshDatabases } from './support/kg-db';
import { models, ScriptedNli } from './support/kg-fixtures';
import { type Answer, type Attack, scriptedTribunal, stageContext, useScriptedLlm } from './support/scripted-tribunal';

/**
 * Verdict integrity (issue 11, items 2–3): the scripted LLM plays the attacker — fabricated
 * quotes, a URL outside the bundle, a primary source it made up, a corrected claim no passage
 * says — and no such verdict or correction reaches the reader as settled, or memory at all.
 */

const llm = scriptedTribunal();
const freshDb = freshDatabases('verdict-integrity');

const [CDC_MASKS, WHO_MASKS] = MASK_BUNDLE.passages as [TribunalBundle['passages'][0], TribunalBundle['passages'][0]];
const [WHO, , CDC] = GARLIC_BUNDLE.passages as [
  TribunalBundle['passages'][0],
  TribunalBundle['passages'][0],
  TribunalBundle['passages'][0],
];
const judgeSays =
  (verdict: 'True' | 'False', primarySource: string, correctedClaim: string | null = null) =>
  () => ({ verdict, confidence: 0.95, primarySource, correctedClaim, explanation: 'The evidence is overwhelming.' });
const findings = (f: (finding: Answer) => Answer) => (honest: Answer) => ({
  ...honest,
  findings: (honest.findings as Answer[]).map(f),
});

function context(db: ClaimLensDB, services: ModelServices = NO_MODELS): StageContext {
  const config = defaultEngineConfig();
  useScriptedLlm(config, llm.baseUrl);
  return stageContext(db, services, config, 'check:integrity');
}

async function check(claim: string, bundle: TribunalBundle, services?: ModelServices) {
  const db = freshDb();
  const ctx = context(db, services);
  const t = await tribunalStage(claim, bundle, ctx);
  const persist =
    t.decision && t.recorder ? await persistStage(claim, t.decision, t.correction, t.recorder, ctx) : null;
  return { ...t, persist, db, ctx, trace: t.outcome.traces.tribunal as TribunalStageTrace };
}

describe('a verdict needs verified evidence on its side', () => {
  it.each([
    {
      name: 'a True whose every citation was fabricated',
      claim: MASK_CLAIM,
      bundle: MASK_BUNDLE,
      attack: {
        support_analysis: findings((f) => ({ ...f, quote: FABRICATED_QUOTE })),
        judge_verdict: judgeSays('True', CDC_MASKS.url),
      },
      reason: "The judge's verdict (True) had no verified support: no supporting citation survived the quote check.",
    },
    {
      name: 'a False whose refuting citations were dropped while the support survived',
      claim: MASK_CLAIM,
      bundle: MASK_BUNDLE,
      attack: {
        // (A quote that only drops a "not" is item 5's quote check; this one is invented outright.)
        contradiction_analysis: () => ({
          findings: [
            {
              url: WHO_MASKS.url,
              quote: 'Trials found that masks make no difference to how respiratory viruses spread.',
              kind: 'contradiction',
              point: 'Invented.',
            },
          ],
          summary: 'x',
        }),
        judge_verdict: judgeSays('False', WHO_MASKS.url, 'Face masks do not reduce the spread of respiratory viruses.'),
      },
      reason:
        "The judge's verdict (False) had no verified support: no contradicting citation survived the quote check.",
    },
    {
      name: 'an analyst citing a URL outside the bundle (with a real quote)',
      claim: MASK_CLAIM,
      bundle: MASK_BUNDLE,
      attack: {
        support_analysis: findings((f) => ({ ...f, url: FOREIGN_URL })),
        judge_verdict: judgeSays('True', CDC_MASKS.url),
      },
      reason: "The judge's verdict (True) had no verified support: no supporting citation survived the quote check.",
    },
    {
      name: 'a primary source outside the bundle (dropped after two corrections)',
      claim: MASK_CLAIM,
      bundle: MASK_BUNDLE,
      attack: { judge_verdict: judgeSays('True', FOREIGN_URL) },
      reason: "The judge's verdict (True) had no verified support: it named no primary source from the evidence.",
    },
    {
      name: 'a primary source in the bundle that says nothing for the verdict',
      claim: GARLIC_CLAIM,
      bundle: GARLIC_BUNDLE,
      attack: { judge_verdict: judgeSays('False', CDC.url, 'Garlic does not cure COVID-19.') },
      reason: `The judge's verdict (False) had no verified support: its primary source ${CDC.url} is not a page with a verified quote on the side of its verdict.`,
    },
  ] satisfies { name: string; claim: string; bundle: TribunalBundle; attack: Attack; reason: string }[])(
    '$name → Unverified, saying why, and nothing stored',
    async ({ claim, bundle, attack: a, reason }) => {
      llm.attack = a;
      const { outcome, persist, db, trace } = await check(claim, bundle);
      expect(outcome).toMatchObject({
        verdict: 'Unverified',
        confidence: null,
        path: 'web',
        reason: `${reason} The evidence found is shown below.`,
      });
      expect(outcome.correctedClaim).toBeUndefined();
      expect(trace.standing).toEqual({ stands: false, reason });
      expect(trace.notes).toContain(reason);
      expect(persist).toBeNull();
      expect(await db.claims.count()).toBe(0);
      expect(await db.facts.count()).toBe(0);
      expect(await db.sources.count()).toBe(0);
    },
  );

  it('the single pass: a True whose citations were all fabricated is Unverified', async () => {
    llm.attack = {
      single_pass_verdict: (honest) => ({
        ...honest,
        verdict: 'True',
        primarySource: CDC_MASKS.url,
        citations: [{ url: CDC_MASKS.url, quote: FABRICATED_QUOTE }],
      }),
    };
    const db = freshDb();
    const ctx = context(db);
    const t = await tribunalStage(MASK_CLAIM, MASK_BUNDLE, ctx, {}, 'single-pass');
    expect(t.outcome).toMatchObject({
      verdict: 'Unverified',
      reason:
        "The single pass's verdict (True) had no verified support: none of its citations survived the quote check. The evidence found is shown below.",
    });
    expect(await persistStage(MASK_CLAIM, t.decision!, t.correction, t.recorder!, ctx)).toBeNull();
  });

  it('memory keeps only the passages whose citations survived, never the rest of the bundle', async () => {
    // One of the two refuting findings is fabricated: only the WHO passage is verified.
    llm.attack = {
      contradiction_analysis: findings((f) => (f.url === WHO.url ? f : { ...f, quote: FABRICATED_QUOTE })),
    };
    const { outcome, persist, db } = await check(GARLIC_CLAIM, GARLIC_BUNDLE);
    expect(outcome.verdict).toBe('False');
    expect(persist).toMatchObject({ stored: true, report: { sources: [WHO.url] } });
    expect((await db.sources.toArray()).map((s) => s.url)).toEqual([WHO.url]);
    const extraction = llm.requests
      .filter((r) => r.kind === 'knowledge_triples')
      .at(-1)!
      .body.messages.at(-1)!.content;
    expect(extraction).toContain(WHO.text);
    expect(extraction).not.toContain(CDC.text);
  });
});

describe('a correction is a claim like any other', () => {
  const MADE_UP = 'Garlic prevents COVID-19 in most adults.';
  const neutral: NliProbs = { entailment: 0.1, contradiction: 0.1, neutral: 0.8 };

  it.each([
    { name: 'without NLI', services: NO_MODELS },
    { name: 'with NLI', services: models(null, new ScriptedNli(() => neutral)) },
  ])('a corrected claim no passage supports ($name): shown as unverified, kept out of memory', async ({ services }) => {
    llm.attack = { judge_verdict: (honest) => ({ ...honest, correctedClaim: MADE_UP }) };
    const { outcome, persist, db, ctx, trace } = await check(GARLIC_CLAIM, GARLIC_BUNDLE, services);
    expect(outcome).toMatchObject({ verdict: 'False', suggestedCorrection: MADE_UP });
    expect(outcome.correctedClaim).toBeUndefined();
    expect(trace.correction).toMatchObject({ text: MADE_UP, verified: false });
    expect(persist).toMatchObject({
      stored: true,
      correctionNote: expect.stringMatching(/^The corrected claim was not stored: No verified passage/),
    });
    expect((await db.claims.toArray()).map((c) => [c.text, c.status])).toEqual([[GARLIC_CLAIM, 'FALSE']]);
    // The exact corrected text is not answered from memory.
    expect(await findVerbatim(db, MADE_UP)).toBeNull();
    expect((await memoryStage(MADE_UP, ctx)).outcome).toBeNull();
    // The claim itself is remembered as false, with no correction to show.
    const remembered = (await memoryStage(GARLIC_CLAIM, ctx)).outcome!;
    expect(remembered).toMatchObject({ verdict: 'False', path: 'memory' });
    expect(remembered.correctedClaim).toBeUndefined();
  });

  it('a correction a passage entails (NLI) is stored TRUE with that passage as its source, and memory answers it', async () => {
    const PARAPHRASE = 'Eating garlic does not cure COVID-19.';
    const nli = new ScriptedNli((premise, hypothesis) =>
      premise === WHO.text && hypothesis === PARAPHRASE
        ? { entailment: 0.9, contradiction: 0.05, neutral: 0.05 }
        : neutral,
    );
    llm.attack = { judge_verdict: (honest) => ({ ...honest, correctedClaim: PARAPHRASE }) };
    const { outcome, persist, db, ctx } = await check(GARLIC_CLAIM, GARLIC_BUNDLE, models(null, nli));
    expect(outcome).toMatchObject({ verdict: 'False', correctedClaim: PARAPHRASE, modelIds: { nli: 'test-nli' } });
    expect(outcome.suggestedCorrection).toBeUndefined();
    expect(persist!.report!.correctedClaimId).toBeDefined();
    const corrected = (await db.claims.get(persist!.report!.correctedClaimId!))!;
    expect(corrected).toMatchObject({ text: PARAPHRASE, status: 'TRUE' });
    const from = await db.edges.where('[from+type]').equals([corrected.id, 'FROM_SOURCE']).toArray();
    expect((await db.sources.bulkGet(from.map((e) => e.to).filter(SourceIds.is))).map((s) => s!.url)).toEqual([
      WHO.url,
    ]);
    expect((await memoryStage(PARAPHRASE, ctx)).outcome).toMatchObject({ verdict: 'True', path: 'memory' });
  });

  it('without NLI, a correction a passage says word for word is stored', async () => {
    const { outcome, persist } = await check(GARLIC_CLAIM, GARLIC_BUNDLE);
    expect(outcome).toMatchObject({ verdict: 'False', correctedClaim: 'Garlic does not cure COVID-19.' });
    expect(persist!.report!.correctedClaimId).toBeDefined();
    expect(persist!.correctionNote).toBeUndefined();
  });
});
