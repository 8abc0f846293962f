import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import type { ClaimLensDB } from '../../lib/db/database';
import type { CheckRecord } from '../../lib/db/records';
import { CALIBRATION_DEFAULTS } from '../../lib/eval/args';
import { measureClaims } from '../../lib/eval/calibrate/measure';
import { runCalibration } from '../../lib/eval/calibrate/run';
import { redecide, type SweepSetting } from '../../lib/eval/calibrate/sweep';
import type { EvalItem, GoldLabel } from '../../lib/eval/types';
import { knowledgeOf } from '../../lib/kg/graph/knowledge';
import { GraphWriter } from '../../lib/kg/graph/store';
import { createLlmServices } from '../../lib/llm/provider';
import type { NliProbs } from '../../lib/ml/types';
import { createPipeline } from '../../lib/pipeline/run';
import { ConsentBroker } from '../../lib/privacy/consent';
import { reviewImport } from '../../lib/settings/review';
import { defaultEngineConfig } from '../../lib/settings/run-config';
import { defaultSettings, parseSettings, type Settings } from '../../lib/settings/schema';
import { importSettingsOnto } from '../../lib/settings/transfer';
import { freshDatabases } from './support/kg-db';
import { DIMS, FixedEmbedder, models, ScriptedNli } from './support/kg-fixtures';

/**
 * The sweep decides each claim as the memory stage would: claims measured once on a fixture graph
 * (each claim and its stored statement on axes of their own, so S is exact and no other statement
 * competes) are re-decided under several settings and compared with the pipeline's memory stage
 * run under the same settings. Then a whole calibration on that graph: the held-out fold never
 * reaches the sweep, and the file it writes is what Settings → Import applies.
 */

const freshDb = freshDatabases('eval-calibrate');
const WORDS = [
  'alder',
  'birch',
  'cedar',
  'daisy',
  'elder',
  'fennel',
  'ginger',
  'hazel',
  'iris',
  'juniper',
  'kale',
  'lilac',
  'mallow',
  'nettle',
  'oak',
  'poppy',
  'quince',
  'rowan',
  'sage',
  'thyme',
];
const P = (entailment: number, contradiction: number, neutral: number): NliProbs => ({
  entailment,
  contradiction,
  neutral,
});
const NLI = [P(0.3, 0.1, 0.6), P(0.9, 0.05, 0.05), P(0.65, 0.1, 0.25), P(0.05, 0.9, 0.05)];

interface Case {
  item: EvalItem;
  stored: string;
  index: 'macro' | 'micro';
  S: number;
}

const axis = (i: number, S: number) => {
  const v = new Float32Array(DIMS);
  v[2 * i] = S;
  v[2 * i + 1] = Math.sqrt(1 - S * S);
  return v;
};

const CASES: Case[] = WORDS.map((w, i) => {
  const index = i % 2 === 0 ? 'macro' : 'micro';
  const claim = index === 'macro' ? `The ${w} tonic eases winter colds very quickly` : `${w} tonic eases colds`;
  const gold: GoldLabel = i % 4 === 3 ? 'False' : i % 7 === 6 ? 'NEI' : 'True';
  return {
    item: { id: `k-${w}`, claim, gold, rawLabel: gold, line: i + 1 },
    stored: `What is known about the ${w} tonic and colds.`,
    index,
    S: 0.6 + 0.02 * i,
  };
});

/** `unrelated`: claims whose NLI sees no link to their stored statement (neutral) instead. */
async function fixtureGraph(
  unrelated: ReadonlySet<string> = new Set(),
): Promise<{ db: ClaimLensDB; services: ReturnType<typeof models> }> {
  const db = freshDb();
  const fixed = new Map<string, Float32Array>();
  const w = new GraphWriter('pack:calibration');
  CASES.forEach((c, i) => {
    fixed.set(c.item.claim, axis(i, 1));
    fixed.set(c.stored, axis(i, c.S));
    if (c.index === 'macro') w.addClaim({ text: c.stored, status: i % 5 === 0 ? 'FALSE' : 'TRUE' });
    else
      w.addFact({
        subject: `${WORDS[i]} tonic`,
        predicate: 'eases',
        object: 'colds',
        text: c.stored,
        status: 'Verified',
      });
  });
  const embedder = new FixedEmbedder(fixed);
  await knowledgeOf(db).write(w, { embedder });
  const byClaim = new Map(
    CASES.map((c, i) => [c.item.claim, unrelated.has(c.item.id) ? P(0.02, 0.02, 0.96) : NLI[i % NLI.length]!]),
  );
  return {
    db,
    services: models(embedder, new ScriptedNli((_, hypothesis) => byClaim.get(hypothesis) ?? P(0.1, 0.1, 0.8))),
  };
}

const withMemory = (memory: Partial<Settings['memory']>): Settings =>
  parseSettings({ memory: { ...defaultSettings().memory, ...memory } });

const SETTINGS: [string, Settings][] = [
  ['the defaults', defaultSettings()],
  [
    'low bars',
    withMemory({
      similarity: { 'test-embed': { macro: 0.6, micro: 0.62 } },
      minConfidence: 0.6,
      minEntailmentProb: 0.3,
      neutralMinSimilarity: 0.6,
      neutralMinGraphSupport: 0,
      neutralMinConfidence: 0.6,
    }),
  ],
  [
    'MACRO strict, MICRO loose',
    withMemory({
      similarity: { 'test-embed': { macro: 0.9, micro: 0.65 } },
      minConfidence: 0.62,
      minContradictionProb: 0.95,
    }),
  ],
];

describe('the sweep re-decides a measured claim exactly as the memory stage decides it', () => {
  it.each(SETTINGS)('under %s', async (_, settings) => {
    const { db, services } = await fixtureGraph();
    const [embedder, nli] = await Promise.all([services.embedder(), services.nli()]);
    const measured = await measureClaims(
      CASES.map((c) => c.item),
      db,
      { embedder: embedder!, nli: nli! },
      { signal: new AbortController().signal, log: () => {} },
    );
    const setting: SweepSetting = {
      similarity: settings.memory.similarity['test-embed'] ?? { macro: 0.75, micro: 0.75 },
      memory: settings.memory,
    };
    const pipeline = createPipeline({
      db,
      models: services,
      llm: createLlmServices(() => {
        throw new Error('no LLM here');
      }),
      consent: new ConsentBroker(db),
    });
    const config = { ...defaultEngineConfig(), settings };
    const fromStage: string[] = [];
    const fromSweep: string[] = [];
    for (const [i, c] of CASES.entries()) {
      const outcome = await pipeline({ text: c.item.claim } as CheckRecord, {
        signal: new AbortController().signal,
        config,
        onStage: () => {},
      });
      fromStage.push(`${c.item.id} ${outcome.path === 'memory' ? outcome.verdict : 'web'}`);
      fromSweep.push(`${c.item.id} ${redecide(measured[i]!, setting)?.verdict ?? 'web'}`);
    }
    expect(fromSweep).toEqual(fromStage);
    // Not a vacuous agreement: memory answers some claims and passes others on.
    expect(fromStage.some((x) => x.endsWith('web'))).toBe(true);
    if (settings !== SETTINGS[0]![1]) expect(fromStage.some((x) => !x.endsWith('web'))).toBe(true);
  });
});

describe('a calibration run on the fixture graph', () => {
  async function calibrate(items: EvalItem[], unrelated?: ReadonlySet<string>, targetPrecision = 0.9) {
    const { db, services } = await fixtureGraph(unrelated);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'claimlens-calibrate-'));
    const printed: string[] = [];
    const options = { ...CALIBRATION_DEFAULTS, out: path.join(dir, 'memory.json'), targetPrecision };
    const r = await runCalibration(
      {
        items,
        db,
        models: services,
        settings: defaultSettings(),
        options,
        data: { file: 'claims.jsonl', sha256: 'x' },
        packs: [],
      },
      { log: () => {}, out: (t) => printed.push(t) },
    );
    return {
      ...r,
      text: readFileSync(options.out, 'utf8'),
      svg: readFileSync(path.join(dir, 'memory.svg'), 'utf8'),
      printed: printed.join('\n'),
    };
  }

  it('tunes on one fold only: making every held-out match unrelated changes the held-out score, not the setting', async () => {
    const items = CASES.map((c) => c.item);
    const first = await calibrate(items, undefined, 0.7);
    expect(first.folds.tune.length + first.folds.heldOut.length).toBe(items.length);
    // 13 True, 5 False, 2 NEI: 4 + 2 + 1 held out.
    expect(first.folds.heldOut.length).toBe(7);
    const second = await calibrate(items, new Set(first.folds.heldOut), 0.7);
    expect(second.folds).toEqual(first.folds);
    expect(second.setting).toEqual(first.setting);
    const scores = (t: string) =>
      (JSON.parse(t) as { calibration: Record<'tune' | 'heldOut', { correct: number; answered: number }> }).calibration;
    expect(scores(second.text).tune).toEqual(scores(first.text).tune);
    expect(scores(first.text).heldOut.answered).toBe(2);
    expect(scores(second.text).heldOut.answered).toBe(0);
  });

  it('writes a settings file that Settings → Import applies to the memory section alone, a table and a curve', async () => {
    const run = await calibrate(CASES.map((c) => c.item));
    const current = defaultSettings();
    current.llm.provider = 'openai-compatible';
    current.llm.model = 'gpt-4o-mini';
    current.web.enabled = true;
    current.memory.weightGraph = 0.1;
    const incoming = importSettingsOnto(run.text, current);
    expect(incoming.llm).toEqual(current.llm);
    expect(incoming.web).toEqual(current.web);
    expect(incoming.memory.similarity['test-embed']).toEqual(run.setting.similarity);
    expect(incoming.memory).toEqual(run.setting.memory);
    const review = reviewImport(current, incoming);
    expect(review.consents).toEqual([]);
    expect(review.changes.length).toBeGreaterThan(0);
    for (const c of review.changes)
      expect(c).toMatchObject({ group: 'other', path: expect.stringMatching(/^memory\./) });
    expect(review.changes.find((c) => c.path === 'memory.similarity')).toMatchObject({
      label: 'Memory similarity thresholds (per embedding model)',
      from: '(registry thresholds)',
    });
    expect(run.printed).toContain('| Fold');
    expect(run.printed).toContain('held-out');
    expect(run.printed).toContain('Risk–coverage on the held-out fold');
    expect(run.svg).toMatch(/^<svg [^>]*role="img"/);
    expect(run.svg).toContain('target risk 10.0%');
  });
});
