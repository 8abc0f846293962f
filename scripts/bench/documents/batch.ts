import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { memoryJournal } from '../../../lib/documents/batch/memory-journal';
import { BatchRun } from '../../../lib/documents/batch/runner';
import type { ClaimOutcome } from '../../../lib/documents/batch/types';
import { parseCheckArgs } from '../../../lib/eval/check/args';
import { runCheckList } from '../../../lib/eval/check/run';
import { textPdf } from '../../../tests/support/documents/pdfs';
import { startLlmServer } from '../../../tests/support/llm-server';
import { type BenchRow, percentile } from '../harness';
import { generateBenchModels } from '../ml/generate';

/**
 * Issue 30's batch figures: 200 claims checked against a generated label with `npm run check`'s
 * own code (job store, pipeline, batch runner), without an LLM (the NLI path) and with a scripted
 * LLM answering after 2 s. The ideal is the concurrency times the rate of one claim at a time,
 * measured in the same run: the ratio says what the batch loses to its own overhead (target ≥ 0.9×).
 */

const CLAIMS = 200;
const SOLO = 5;
const LLM_DELAY_MS = 2000;

/** A label-like document: dose, age, interval and storage facts per product, on known pages. */
const PRODUCTS = Array.from({ length: 20 }, (_, i) => `Product ${String.fromCharCode(65 + (i % 26))}${i}`);
const labelPages = () =>
  PRODUCTS.map((p, i) => [
    [`${p} is indicated for adults aged ${18 + i} years and older.`],
    [`Each dose of ${p} contains ${10 + i} micrograms of the active ingredient.`],
    [`${p} is given as ${1 + (i % 3)} doses, ${2 + (i % 4)} weeks apart.`],
    [`Store ${p} refrigerated between 2 and 8 degrees Celsius.`],
  ]);

/** Distinct claims (the job store joins identical ones in flight), half of them contradicting the label. */
const claimsList = (n: number) =>
  Array.from({ length: n }, (_, k) => {
    const p = PRODUCTS[k % PRODUCTS.length]!;
    const i = k % PRODUCTS.length;
    const off = Math.floor(k / PRODUCTS.length);
    return k % 2
      ? `Each dose of ${p} contains ${10 + i + off} micrograms of the active ingredient.`
      : `${p} is indicated for adults aged ${18 + i + off} years and older.`;
  });

interface PathSpec {
  label: string;
  concurrency: number;
  llm?: string;
}

/** The runner alone: 200 claims whose check only waits, so the ideal is exact. */
export async function runnerRow(): Promise<BenchRow> {
  const waitMs = 200;
  const concurrency = 8;
  const claims = claimsList(CLAIMS).map((claim, index) => ({ index, line: index + 1, claim }));
  const check = () =>
    new Promise<ClaimOutcome>((r) => setTimeout(() => r({ verdict: 'True', confidence: 1, evidence: [] }), waitMs));
  const run = await BatchRun.open({ claims, check, journal: memoryJournal(), concurrency });
  const started = performance.now();
  run.resume();
  await run.finished;
  const perMinute = (CLAIMS * 60_000) / (performance.now() - started);
  const ideal = (concurrency * 60_000) / waitMs;
  return {
    name: `batch runner alone, ${CLAIMS} checks of ${waitMs} ms, ${concurrency} at a time`,
    value: perMinute,
    unit: 'claims/min',
    baseline: ideal,
    ratio: perMinute / ideal,
    note: 'the runner and its journal; no pipeline',
  };
}

export async function batchRows(log: (m: string) => void): Promise<BenchRow[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'claimlens-bench-batch-'));
  const models = generateBenchModels({ q8: true });
  const server = await startLlmServer({ delayMs: LLM_DELAY_MS });
  try {
    const docs = path.join(dir, 'docs');
    mkdirSync(docs);
    writeFileSync(path.join(docs, 'label.pdf'), await textPdf(labelPages(), 'Bench label'));
    const rows: BenchRow[] = [await runnerRow()];
    const paths: PathSpec[] = [
      { label: 'NLI path (no LLM)', concurrency: 2 },
      { label: `scripted LLM, ${LLM_DELAY_MS / 1000} s a call`, concurrency: 8, llm: server.baseUrl },
    ];
    for (const spec of paths) rows.push(...(await measurePath(spec, dir, docs, models.root, log)));
    return rows;
  } finally {
    await server.close();
    models.cleanup();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function measurePath(
  spec: PathSpec,
  dir: string,
  docs: string,
  modelsDir: string,
  log: (m: string) => void,
): Promise<BenchRow[]> {
  const run = async (n: number, concurrency: number, tag: string) => {
    const claims = path.join(dir, `claims-${tag}.json`);
    writeFileSync(claims, JSON.stringify(claimsList(n).map((c, i) => `${c} (${tag} ${i})`)));
    const argv = ['--claims', claims, '--docs', docs, '--out', path.join(dir, `${tag}.json`), '--no-web'];
    argv.push('--models', modelsDir, '--concurrency', String(concurrency));
    if (spec.llm) argv.push('--llm', spec.llm, '--llm-model', 'scripted');
    const cpu = process.cpuUsage();
    const result = await runCheckList(parseCheckArgs(argv), { log: () => undefined, env: {} });
    const ms = result.batchMs;
    if (result.exitCode !== 0) throw new Error(`the ${tag} run ended with exit code ${result.exitCode}`);
    // The median: the first claim of a run also opens the models' sessions.
    const claimMs = percentile(
      result.entries.map((e) => e.ms),
      50,
    );
    const verdicts = result.entries.map((e) => e.verdict).join(' ');
    const cpuMs = cpuSince(cpu);
    log(
      `${spec.label}, ${n} claims at ${concurrency}: ${(ms / 1000).toFixed(1)} s, CPU ${(cpuMs / 1000).toFixed(1)} s (verdicts ${tally(verdicts)}; load ${os.loadavg()[0]!.toFixed(1)})`,
    );
    return { ms, claimMs, cpuMs };
  };
  const tag = spec.llm ? 'llm' : 'nli';
  // One claim at a time: each claim's own time, without the documents' ingest (measured apart).
  const solo = await run(SOLO, 1, `${tag}-solo`);
  const batch = await run(CLAIMS, spec.concurrency, tag);
  const ideal = (spec.concurrency * 60_000) / solo.claimMs;
  const perMinute = (CLAIMS * 60_000) / batch.ms;
  // The floor the cores set: every claim's CPU (models, index, store; the batch run's own total,
  // setup included) spread over all cores of the machine, as if no one else used them.
  const cores = os.availableParallelism();
  const cpuCeiling = (cores * 60_000 * CLAIMS) / batch.cpuMs;
  return [
    {
      name: `batch of ${CLAIMS}, ${spec.label}, ${spec.concurrency} at a time`,
      value: perMinute,
      unit: 'claims/min',
      baseline: ideal,
      ratio: perMinute / ideal,
      note: `ideal: ${spec.concurrency} × one claim at a time (median ${Math.round(solo.claimMs)} ms of ${SOLO}); target ≥ 0.9×`,
    },
    {
      name: `  the same batch against what ${cores} cores allow`,
      value: perMinute,
      unit: 'claims/min',
      baseline: Math.min(ideal, cpuCeiling),
      ratio: perMinute / Math.min(ideal, cpuCeiling),
      note: `baseline: the lower of the ideal and ${cores} cores ÷ ${Math.round(batch.cpuMs / CLAIMS)} ms CPU a claim (${Math.round(cpuCeiling)} claims/min)`,
    },
  ];
}

/** CPU time of this process (every thread) since `start`, in ms. */
const cpuSince = (start: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(start);
  return (d.user + d.system) / 1000;
};

const tally = (verdicts: string) =>
  ['True', 'False', 'Unverified'].map((v) => `${v} ${verdicts.split(v).length - 1}`).join(', ');
