import { execSync } from 'node:child_process';
import os from 'node:os';

import { percentile } from '../../lib/util/percentile';
import { textTable } from '../../lib/util/text-table';

/**
 * The benchmark harness shared by every area. A bench file (`*.bench.ts` in this folder)
 * default-exports a Bench; `npm run bench` runs them all and prints one table each, with the
 * machine noted; `npm run bench -- --json FILE` writes every figure; `--only NAME` picks benches.
 */

export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  /** The obvious alternative measured in the same run, in the same unit. */
  baseline?: number;
  /** value / baseline (or the bench's documented ratio), so a reader sees the comparison at once. */
  ratio?: number;
  /** Target or remark, e.g. "target ≤ 16 ms". */
  note?: string;
}

export interface BenchContext {
  machine: MachineInfo;
  log(message: string): void;
}

export interface Bench {
  name: string;
  description: string;
  run(ctx: BenchContext): Promise<BenchRow[]>;
}

export interface MachineInfo {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  chromium: string;
  platform: string;
}

export function machineInfo(): MachineInfo {
  let chromium = 'not found';
  try {
    chromium = execSync(`${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'} --version`, {
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
  } catch {
    /* reported as not found */
  }
  return {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    chromium,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
  };
}

export function formatTable(rows: readonly BenchRow[]): string {
  const fmt = (n: number | undefined) =>
    n === undefined ? '' : Math.abs(n) >= 100 ? n.toFixed(0) : Math.abs(n) >= 1 ? n.toFixed(2) : n.toPrecision(3);
  return textTable(
    ['figure', 'value', 'unit', 'baseline', 'ratio', 'note'],
    rows.map((r) => [
      r.name,
      fmt(r.value),
      r.unit,
      fmt(r.baseline),
      r.ratio === undefined ? '' : `${fmt(r.ratio)}×`,
      r.note ?? '',
    ]),
  );
}

export { percentile };
