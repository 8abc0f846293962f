import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { INT8_MIN_ROWS } from '../../../lib/kg/vectors/model-index';
import type { ModelEntry } from '../../../lib/ml/registry';
import type { BenchRow } from '../harness';
import type { Footprint } from './footprint-probe';

/**
 * Where the engine's memory goes under Node (footprint-node.ts in fresh processes, collected
 * between stages): each stage's growth, then the loaded pair split into WebAssembly memory, JS
 * buffers, JS heap and the rest (compiled code, the allocator's free pages), each against the
 * bytes of the two graphs it holds; and the session options chosen (lib/ml/session-options.ts)
 * against the graphs opened with their constant parts left to onnxruntime (the step before
 * constant-fold.ts) and against a process whose glibc malloc thresholds are fixed (what the
 * allocator keeps), alternating, REPEATS processes each.
 */
const REPEATS = 2;

export function footprintRows(storeDir: string, entriesFile: string, log: (m: string) => void): BenchRow[] {
  const runs: Record<Setting, Footprint[][]> = { chosen: [], unfolded: [], 'fixed malloc thresholds': [] };
  let indexRows = 0;
  for (let i = 0; i < REPEATS; i++)
    for (const setting of SETTINGS) {
      const { stages, rows } = footprintRun(storeDir, entriesFile, setting);
      runs[setting].push(stages);
      indexRows = rows;
      log(`${setting}, run ${i + 1}:\n${footprintTable(stages)}`);
    }
  const at = (setting: Setting, stage: string) => runs[setting].map((r) => r.find((s) => s.stage === stage)!);
  const weights = graphMiB(JSON.parse(readFileSync(entriesFile, 'utf8')) as ModelEntry[]);
  const checked = mean(at('chosen', 'first check'));
  const before = mean(at('unfolded', 'first check'));
  const indexed = mean(at('chosen', `index ${INDEX_STAGE}`));
  const range = (setting: Setting, key: keyof Omit<Footprint, 'stage'>) =>
    at(setting, 'first check')
      .map((s) => s[key].toFixed(0))
      .join(', ');
  const part = (name: string, value: number, note: string): BenchRow => ({
    name: `Node engine, both q8 models + a first check: ${name} (baseline the graphs' bytes)`,
    value,
    unit: 'MiB',
    baseline: weights,
    ratio: value / weights,
    note,
  });
  const indexBytes = (indexRows * 384 * 4) / 2 ** 20;
  return [
    {
      name: 'Node engine, both q8 models + a first check: process RSS growth, constant parts computed ahead (baseline left to onnxruntime)',
      value: checked.rssMiB,
      unit: 'MiB',
      baseline: before.rssMiB,
      ratio: checked.rssMiB / before.rssMiB,
      note: `target ≤ 400 MiB; runs ${range('chosen', 'rssMiB')} vs ${range('unfolded', 'rssMiB')}`,
    },
    {
      name: "Node engine, both q8 models + a first check: process RSS growth, glibc's malloc thresholds fixed at 1 MiB (baseline as chosen, glibc's defaults)",
      value: mean(at('fixed malloc thresholds', 'first check')).rssMiB,
      unit: 'MiB',
      baseline: checked.rssMiB,
      ratio: mean(at('fixed malloc thresholds', 'first check')).rssMiB / checked.rssMiB,
      note: `the allocator's share of "the rest" below; environment only (MALLOC_MMAP_THRESHOLD_, MALLOC_TRIM_THRESHOLD_); runs ${range('fixed malloc thresholds', 'rssMiB')}`,
    },
    {
      name: 'Node engine, both q8 models + a first check: WebAssembly memory, constant parts computed ahead (baseline left to onnxruntime)',
      value: checked.wasmMiB,
      unit: 'MiB',
      baseline: before.wasmMiB,
      ratio: checked.wasmMiB / before.wasmMiB,
      note: "onnxruntime-web's heap: its peak while loading, never given back",
    },
    part(
      'WebAssembly memory',
      checked.wasmMiB,
      'constant parts computed ahead, weights as external data, initializers allocated alone',
    ),
    part('JS buffers', checked.buffersMiB, 'model bytes read from the store'),
    part('JS heap', checked.heapMiB, 'tokenizers and the engine'),
    part(
      'the rest of the RSS growth',
      checked.rssMiB - checked.wasmMiB - checked.buffersMiB - checked.heapMiB,
      'compiled code, the allocator',
    ),
    {
      name: `Node engine: WebAssembly memory of the vector index, ${INDEX_STAGE} (baseline their fp32 rows)`,
      value: indexed.wasmMiB - checked.wasmMiB,
      unit: 'MiB',
      baseline: indexBytes,
      ratio: (indexed.wasmMiB - checked.wasmMiB) / indexBytes,
      note: `the fp32 matrix, room grown by half; from ${INT8_MIN_ROWS.toLocaleString('en-US')} rows the engine holds int8 (the Chromium rows)`,
    },
  ];
}

type Setting = 'chosen' | 'unfolded' | 'fixed malloc thresholds';
const SETTINGS: readonly Setting[] = ['chosen', 'unfolded', 'fixed malloc thresholds'];
/**
 * Each large block glibc frees raises its mmap threshold to the block's size (up to 32 MiB) and
 * its trim threshold to twice that, so later blocks come from arenas that keep that much freed
 * memory; fixed thresholds turn that off. Only the environment sets them, so the engine cannot:
 * this run shows what the allocator keeps.
 */
const FIXED_MALLOC = { MALLOC_MMAP_THRESHOLD_: String(1 << 20), MALLOC_TRIM_THRESHOLD_: String(1 << 20) };

function footprintRun(storeDir: string, entriesFile: string, setting: Setting): { stages: Footprint[]; rows: number } {
  const out = execFileSync(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'footprint-node.ts'),
      storeDir,
      entriesFile,
      setting === 'unfolded' ? 'unfolded' : 'chosen',
    ],
    {
      encoding: 'utf8',
      maxBuffer: 1 << 24,
      env: setting === 'fixed malloc thresholds' ? { ...process.env, ...FIXED_MALLOC } : process.env,
    },
  );
  return JSON.parse(out.trim().split('\n').pop()!) as { stages: Footprint[]; rows: number };
}

/** Each figure's mean over the runs of one stage. */
function mean(stages: Footprint[]): Footprint {
  const avg = (key: keyof Omit<Footprint, 'stage'>) => stages.reduce((s, f) => s + f[key], 0) / stages.length;
  return {
    stage: stages[0]!.stage,
    rssMiB: avg('rssMiB'),
    heapMiB: avg('heapMiB'),
    buffersMiB: avg('buffersMiB'),
    wasmMiB: avg('wasmMiB'),
  };
}

export const INDEX_STAGE = '10k claims + 30k facts';

/** The bytes of the graphs WASM runs. */
const graphMiB = (entries: ModelEntry[]): number =>
  entries
    .map((e) => e.files.find((f) => f.role === 'model' && f.dtype === e.dtypes?.wasm)?.size ?? 0)
    .reduce((a, b) => a + b, 0) /
  2 ** 20;

function footprintTable(stages: Footprint[]): string {
  const f = (x: number) => x.toFixed(0).padStart(8);
  const lines = stages.map(
    (s) => `${s.stage.padEnd(36)}${f(s.rssMiB)}${f(s.wasmMiB)}${f(s.buffersMiB)}${f(s.heapMiB)}`,
  );
  return [`${'where the memory goes (MiB)'.padEnd(36)}     RSS    WASM buffers JS heap`, ...lines].join('\n');
}
