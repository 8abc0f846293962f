import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { parseEvalArgs } from '../../lib/eval/args';
import { type HarnessResult, runEvaluation } from '../../lib/eval/harness';
import type { SystemReport } from '../../lib/eval/metrics';
import type { EvalRecord, SystemName } from '../../lib/eval/types';
import { evalScript } from '../support/eval-fixtures/script';
import { type EvalWeb, startEvalWeb } from '../support/eval-fixtures/server';
import { type LlmServer, startLlmServer } from '../support/llm-server';
import { fixtureFetch } from '../support/web-fixtures/node-fetch';

/**
 * The whole harness on the 20-claim fixture (tests/fixtures/eval/claims.jsonl) with the tiny
 * models, the fixture web (tests/support/eval-fixtures) and the scripted LLM: every claim's
 * path and verdict follows from the fixture's design, so every number of the report is worked
 * out by hand below.
 *
 * How each claim goes (full system):
 * - p01, p02 are in the pack word for word (p02 up to a plural -s): not run, not scored.
 * - Memory never answers a new claim: the tiny NLI gives every pair P(E) ≈ 0.43, under the
 *   weak-entailment guard's 0.60, so the claim goes to the web.
 * - c01–c03 (True), c04–c07 and c18 (False): one trusted page states the claim or its negation;
 *   the scripted analysts find it, the judge follows, the verdict is right and is stored.
 * - c08 (gold True) and c09 (gold False): the page says the opposite of the label; wrong.
 * - c10 (gold True), c11 (NEI): one page for, one against: the judge says Neutral → Unverified.
 * - c12 (False): the only result is off the trusted list; c13 (NEI): no result → Unverified.
 * - c14 (NEI): a page supports it → True: an NEI claim resolved.
 * - c15, c16, c17 restate c01, c04, c08 word for word (case, punctuation, "the" aside): memory
 *   answers with what was stored — right, right, and c08's mistake again.
 * So (gold True/False = 15 claims): resolved 13; correct 10 (c01–c07, c15, c16, c18);
 * True predicted c01 c02 c03 c09 c15 (4 right), gold True resolved c01 c02 c03 c08 c15 c17;
 * False predicted c04–c08 c16 c17 c18 (6 right), gold False resolved c04–c07 c09 c16 c18.
 *
 * The other systems: no-memory and single-pass send c15–c17 to the web (same verdicts);
 * no-tribunal matches full; no-guards (the settings file lowers memory's confidence bar to 0.5)
 * lets memory answer every claim from the pack, all stored TRUE, so all 18 are True; llm-only
 * asks the credulous script model (True unless "causes" → False, "improves" → Neutral).
 *
 * LLM calls per claim: query writer 1, analysts 2, judge 1, triple extraction 1 (only when a
 * verdict is stored); the single pass is 1 call in place of 3; memory answers need none.
 * After a web check that leaves the claim Unverified, 1 more for its claim graph (every fixture
 * claim has one relation, so no graph route); a False one gets no graph (a refuted claim is
 * settled) but 1 rewrite (the correction
 * loop), whose own check is answered by memory where the stored correction is there (0 calls)
 * and goes to the web where memory is off (4 calls, 2 with the single pass); the first rewrite
 * is confirmed True every time, so there is one round.
 */

const F = 'tests/fixtures/eval';
const SYSTEMS: SystemName[] = ['full', 'no-memory', 'no-tribunal', 'no-guards', 'single-pass', 'llm-only'];

let web: EvalWeb;
let fetch: ReturnType<typeof fixtureFetch>;
let llm: LlmServer;
const modelCache = mkdtempSync(path.join(os.tmpdir(), 'claimlens-eval-models-'));

beforeAll(async () => {
  web = await startEvalWeb();
  fetch = fixtureFetch(web);
  llm = await startLlmServer({ script: evalScript });
});
afterAll(async () => {
  await llm.close();
  await fetch.close();
  await web.close();
});

function argv(dir: string, extra: string[] = []) {
  return [
    '--data',
    `${F}/claims.jsonl`,
    '--models',
    'tests/fixtures/models',
    '--kb',
    `${F}/pack.json`,
    '--settings',
    `${F}/settings.json`,
    '--llm',
    llm.baseUrl,
    '--llm-model',
    'scripted',
    '--search',
    `searxng=${web.searxngUrl}`,
    '--json',
    path.join(dir, 'report.json'),
    ...extra,
  ];
}

async function run(dir: string, extra: string[] = [], onRecord?: (r: EvalRecord, done: number) => void) {
  const logs: string[] = [];
  const printed: string[] = [];
  const result = await runEvaluation(parseEvalArgs(argv(dir, extra)), {
    log: (l) => logs.push(l),
    out: (t) => printed.push(t),
    env: { CLAIMLENS_MODEL_CACHE: modelCache },
    fetch,
    ...(onRecord ? { onRecord: (r: EvalRecord, done: number) => onRecord(r, done) } : {}),
  });
  return { result, logs: logs.join('\n'), printed: printed.join('\n') };
}

const outcomes = (records: readonly EvalRecord[]) =>
  Object.fromEntries(records.map((r) => [r.id, `${r.verdict} ${r.path}`]));

const FULL_OUTCOMES = {
  c01: 'True web',
  c02: 'True web',
  c03: 'True web',
  c04: 'False web',
  c05: 'False web',
  c06: 'False web',
  c07: 'False web',
  c08: 'False web',
  c09: 'True web',
  c10: 'Unverified web',
  c11: 'Unverified web',
  c12: 'Unverified web',
  c13: 'Unverified web',
  c14: 'True web',
  c15: 'True memory',
  c16: 'False memory',
  c17: 'False memory',
  c18: 'False web',
};

/** full, no-memory, no-tribunal and single-pass give the same verdicts (paths differ). */
function expectPipelineScores(s: SystemReport) {
  expect(s).toMatchObject({ labelled: 15, resolved: 13, errors: 0 });
  expect(s.coverage).toBeCloseTo(13 / 15, 12);
  expect(s.accuracy).toBeCloseTo(10 / 13, 12);
  expect(s.perClass.True.precision).toBeCloseTo(4 / 5, 12);
  expect(s.perClass.True.recall).toBeCloseTo(4 / 6, 12);
  expect(s.perClass.True.f1).toBeCloseTo(8 / 11, 12);
  expect(s.perClass.False.precision).toBeCloseTo(6 / 8, 12);
  expect(s.perClass.False.recall).toBeCloseTo(6 / 7, 12);
  expect(s.perClass.False.f1).toBeCloseTo(4 / 5, 12);
  expect(s.macroF1).toBeCloseTo((8 / 11 + 4 / 5) / 2, 12);
  expect(s.confusion).toEqual({
    True: { True: 4, False: 2, Unverified: 1 },
    False: { True: 1, False: 6, Unverified: 1 },
    NEI: { True: 1, False: 0, Unverified: 2 },
  });
  expect(s.abstention).toEqual({ nei: 3, abstained: 2, rate: 2 / 3, wronglyResolved: 1 });
}

describe('the evaluation harness on the 20-claim fixture', () => {
  let dir: string;
  let out: { result: HarnessResult; logs: string; printed: string };
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'claimlens-eval-'));
    llm.requests.length = 0;
    out = await run(dir);
  }, 240_000);

  it('reads the file: malformed rows and unknown labels skipped with their lines, claims in the graph set apart', () => {
    const { report } = out.result;
    expect(out.result.exitCode).toBe(0);
    expect(report!.dataset).toMatchObject({ format: 'jsonl', items: 20, scored: 18 });
    expect(report!.dataset.skipped).toEqual([
      { line: 6, message: 'not valid JSON' },
      { line: 13, message: 'no claim text' },
      { line: 18, message: 'unknown label "maybe"' },
    ]);
    expect(report!.dataset.leaked.map((l) => [l.id, l.line])).toEqual([
      ['p01', 9],
      ['p02', 22],
    ]);
    expect(report!.complete).toBe(true);
    expect(Object.keys(report!.systems)).toEqual(SYSTEMS);
  });

  it('full system: each claim takes the path and gets the verdict the fixture was built for', () => {
    expect(outcomes(out.result.report!.records!.full!)).toEqual(FULL_OUTCOMES);
  });

  it('full system: coverage, accuracy, macro-F1, per class, confusion and NEI abstention as worked out by hand', () => {
    const s = out.result.report!.systems.full!;
    expectPipelineScores(s);
    expect(s.paths).toEqual([
      { path: 'memory', claims: 3, share: 3 / 15, accuracy: 2 / 3 },
      { path: 'web', claims: 10, share: 10 / 15, accuracy: 8 / 10 },
      { path: 'neutral', claims: 2, share: 2 / 15, accuracy: null },
    ]);
    // Stored: the 11 web verdicts (c01–c09, c14, c18); never a Neutral, never a memory answer.
    expect(s.learning.verdictsStored).toBe(11);
    // + the graph of the 4 web claims left Unverified (c10–c13), + 1 rewrite of each of the 6 False ones (c04–c08, c18).
    expect(s.llm.callsPerClaim).toBeCloseTo((11 * 5 + 2 * 4 + 2 * 1 + 3 * 0 + 4 * 1 + 6 * 1) / 18, 12);
  });

  it('the ablations and baselines, from the same run', () => {
    const { systems, records } = out.result.report!;
    const noMemory = systems['no-memory']!;
    expectPipelineScores(noMemory);
    expect(noMemory.paths.map((p) => p.claims)).toEqual([0, 13, 2]);
    expect(noMemory.learning.verdictsStored).toBe(0);
    // + the graph of the 4 Unverified, + for each of the 8 False a rewrite checked on the web (1 + 4).
    expect(noMemory.llm.callsPerClaim).toBeCloseTo((14 * 4 + 2 * 4 + 2 * 1 + 4 * 1 + 8 * 5) / 18, 12);

    const noTribunal = systems['no-tribunal']!;
    expectPipelineScores(noTribunal);
    expect(outcomes(records!['no-tribunal']!)).toEqual(FULL_OUTCOMES);
    expect(noTribunal.llm.callsPerClaim).toBeCloseTo((11 * 3 + 2 * 2 + 2 * 1 + 4 * 1 + 6 * 1) / 18, 12);

    const singlePass = systems['single-pass']!;
    expectPipelineScores(singlePass);
    expect(singlePass.llm.callsPerClaim).toBeCloseTo((14 * 2 + 2 * 2 + 2 * 1 + 4 * 1 + 8 * 3) / 18, 12);

    // Without guards every claim is answered from the pack's TRUE statements.
    const noGuards = systems['no-guards']!;
    expect(new Set(records!['no-guards']!.map((r) => `${r.verdict} ${r.path}`))).toEqual(new Set(['True memory']));
    expect(noGuards).toMatchObject({
      labelled: 15,
      resolved: 15,
      coverage: 1,
      abstention: { nei: 3, abstained: 0, rate: 0, wronglyResolved: 3 },
    });
    expect(noGuards.accuracy).toBeCloseTo(7 / 15, 12);
    expect(noGuards.perClass.True.f1).toBeCloseTo(7 / 11, 12);
    expect(noGuards.perClass.False).toEqual({ precision: 0, recall: 0, f1: 0, support: 8 });
    expect(noGuards.macroF1).toBeCloseTo(7 / 22, 12);
    expect(noGuards.llm.callsPerClaim).toBe(0);

    // The credulous model: True except c05, c18 ("causes") False and c10, c11 ("improves") Neutral.
    const llmOnly = systems['llm-only']!;
    expect(llmOnly).toMatchObject({
      labelled: 15,
      resolved: 14,
      abstention: { nei: 3, abstained: 1, wronglyResolved: 2 },
    });
    expect(llmOnly.accuracy).toBeCloseTo(8 / 14, 12);
    expect(llmOnly.perClass.True.f1).toBeCloseTo(2 / 3, 12);
    expect(llmOnly.perClass.False.f1).toBeCloseTo(2 / 5, 12);
    expect(llmOnly.macroF1).toBeCloseTo((2 / 3 + 2 / 5) / 2, 12);
    expect(llmOnly.paths).toEqual([
      { path: 'memory', claims: 0, share: 0, accuracy: null },
      { path: 'web', claims: 0, share: 0, accuracy: null },
      { path: 'llm', claims: 14, share: 14 / 15, accuracy: 8 / 14 },
      { path: 'neutral', claims: 1, share: 1 / 15, accuracy: null },
    ]);
    expect(llmOnly.llm.callsPerClaim).toBe(1);
  });

  it('counts the tokens the endpoint reported, claim by claim', () => {
    const { systems } = out.result.report!;
    // The scripted server reports prompt_tokens = len(JSON(messages)) >> 2 for each request it answered.
    const served = llm.requests.reduce((a, r) => a + (JSON.stringify(r.body.messages).length >> 2), 0);
    const counted = SYSTEMS.reduce((a, s) => a + systems[s]!.llm.promptTokensPerClaim * 18, 0);
    expect(Math.round(counted)).toBe(served);
    expect(llm.requests.length).toBe(SYSTEMS.reduce((a, s) => a + Math.round(systems[s]!.llm.callsPerClaim * 18), 0));
  });

  it('times each stage the claim went through', () => {
    const full = out.result.report!.systems.full!;
    expect(full.latency.memory!.n).toBe(18);
    expect(full.latency.web!.n).toBe(15);
    expect(full.latency.tribunal!.n).toBe(13);
    expect(full.latency.persist!.n).toBe(11);
    expect(full.latency.total!.p95).toBeGreaterThanOrEqual(full.latency.total!.p50);
    expect(out.result.report!.systems['llm-only']!.latency.total!.n).toBe(18);
    // Without memory, no claim passes through the memory stage.
    expect(out.result.report!.systems['no-memory']!.latency.memory).toBeUndefined();
    expect(out.result.report!.systems['no-guards']!.latency.web).toBeUndefined();
  });

  it('prints the tables, writes the JSON and one SVG chart per system', () => {
    expect(out.printed).toMatch(/\| full\s+\| 13\/15\s+\| 86\.7%\s+\| 76\.9%\s+\| 76\.4%\s+\| 2\/3/);
    expect(out.printed).toMatch(/\| no-guards\s+\| 15\/15\s+\| 100\.0%\s+\| 46\.7%\s+\| 31\.8%\s+\| 0\/3/);
    expect(out.printed).toMatch(/\| Knowledge graph\s+\| 3\s+\| 20\.0%\s+\| 66\.7%/);
    expect(out.printed).toMatch(/skipped line 18: unknown label "maybe"/);
    const json = JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8'));
    expect(json.systems.full.resolved).toBe(13);
    expect(json.records.full).toHaveLength(18);
    for (const s of SYSTEMS) expect(existsSync(path.join(dir, `report.${s}.svg`))).toBe(true);
    const svg = readFileSync(path.join(dir, 'report.full.svg'), 'utf8');
    expect(svg).toContain('coverage 86.7% · accuracy 76.9% · macro-F1 76.4%');
    expect(svg).toMatch(/<svg[^>]+role="img"/);
    const compared = readFileSync(path.join(dir, 'report.systems.svg'), 'utf8');
    expect(compared).toContain('full: coverage 86.7%, accuracy 76.9%, macro-F1 76.4%; no-memory: coverage 86.7%');
    expect(compared).toContain('llm-only: coverage 93.3%, accuracy 57.1%, macro-F1 53.3%');
  });

  it('a second run with the same journal has nothing left to do and reports the same numbers', async () => {
    const before = llm.requests.length;
    const again = await run(dir);
    expect(again.result.exitCode).toBe(0);
    expect(llm.requests.length).toBe(before);
    expect(again.result.report!.systems).toEqual(out.result.report!.systems);
  });
});

describe('an LLM that dies mid-run', () => {
  it('stops after three failures in a row, and the same command resumes and finishes with the same numbers', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'claimlens-eval-'));
    const port = Number(new URL(llm.baseUrl).port);
    let killed: Promise<void> | null = null;
    const first = await run(dir, ['--systems', 'full'], (_, done) => {
      if (done === 5) killed = llm.close();
    });
    await killed;
    expect(first.result.exitCode).toBe(2);
    expect(first.logs).toMatch(/Stopped: 3 claims in a row failed \(The LLM failed: .*Could not reach 127\.0\.0\.1/);
    expect(first.logs).toMatch(/13 runs are not done; fix the cause and run the same command again to resume/);
    expect(first.result.report!.complete).toBe(false);
    expect(first.result.report!.records!.full!.filter((r) => r.error).map((r) => r.id)).toEqual(['c06', 'c07', 'c08']);

    llm = await startLlmServer({ script: evalScript, port });
    const second = await run(dir, ['--systems', 'full']);
    expect(second.result.exitCode).toBe(0);
    // c01–c05's stored verdicts came back from the memory log: c15 and c16 are answered from memory.
    expect(second.logs).toMatch(/full: memory restored from .* \(\d+ writes of the claims already done\)/);
    expect(second.logs).toMatch(/Resuming from .*: 5 runs done, failed ones run again/);
    expect(outcomes(second.result.report!.records!.full!)).toEqual(FULL_OUTCOMES);
    expectPipelineScores(second.result.report!.systems.full!);
    expect(second.result.report!.complete).toBe(true);
  }, 240_000);
});
