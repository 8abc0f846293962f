import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { ModelEntry } from '../../../lib/ml/registry';
import type { BenchRow } from '../harness';
import type { Footprint } from './footprint-probe';

/**
 * Where the engine's memory goes under Node (footprint-node.ts in a fresh process, collected
 * between stages): each stage's growth, then the loaded pair split into WebAssembly memory, JS
 * buffers, JS heap and the rest (compiled code, the allocator's free pages), each against the
 * bytes of the two graphs it holds.
 */
export function footprintRows(storeDir: string, entriesFile: string, log: (m: string) => void): BenchRow[] {
  const out = execFileSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', path.join(import.meta.dirname, 'footprint-node.ts'), storeDir, entriesFile],
    { encoding: 'utf8', maxBuffer: 1 << 24 },
  );
  const { stages, rows } = JSON.parse(out.trim().split('\n').pop()!) as { stages: Footprint[]; rows: number };
  log(footprintTable(stages));
  const at = (stage: string) => stages.find((s) => s.stage === stage)!;
  const weights = graphMiB(JSON.parse(readFileSync(entriesFile, 'utf8')) as ModelEntry[]);
  const checked = at('first check');
  const indexed = at(`index ${INDEX_STAGE}`);
  const part = (name: string, value: number, note: string): BenchRow => ({
    name: `Node engine, both q8 models + a first check: ${name} (baseline the graphs' bytes)`,
    value,
    unit: 'MiB',
    baseline: weights,
    ratio: value / weights,
    note,
  });
  const indexBytes = (rows * 384 * 4) / 2 ** 20;
  return [
    part('process RSS growth', checked.rssMiB, 'target ≤ 400 MiB'),
    part('WebAssembly memory', checked.wasmMiB, "onnxruntime-web's heap: its peak while loading, never given back"),
    part('JS buffers', checked.buffersMiB, 'model bytes read from the store'),
    part('JS heap', checked.heapMiB, 'tokenizers and the engine'),
    part(
      'the rest',
      checked.rssMiB - checked.wasmMiB - checked.buffersMiB - checked.heapMiB,
      'compiled code, the allocator',
    ),
    {
      name: `Node engine: WebAssembly memory of the vector index, ${INDEX_STAGE} (baseline their fp32 rows)`,
      value: indexed.wasmMiB - checked.wasmMiB,
      unit: 'MiB',
      baseline: indexBytes,
      ratio: (indexed.wasmMiB - checked.wasmMiB) / indexBytes,
      note: 'fp32 below 100k rows; room grows by half',
    },
  ];
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
