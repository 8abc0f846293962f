// Before any bench is imported: benches that open the database under Node find IndexedDB there.
import 'fake-indexeddb/auto';

import { readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { type Bench, type BenchRow, formatTable, machineInfo } from './harness';

/** `npm run bench [-- --json FILE] [--only NAME[,NAME]]` */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const jsonAt = args.indexOf('--json');
  const jsonFile = jsonAt >= 0 ? args[jsonAt + 1] : undefined;
  if (jsonAt >= 0 && !jsonFile) throw new Error('--json needs a file name');
  const onlyAt = args.indexOf('--only');
  const only = onlyAt >= 0 ? new Set((args[onlyAt + 1] ?? '').split(',')) : null;

  const machine = machineInfo();
  console.log(
    `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, ${machine.platform}, Node ${machine.node}, ${machine.chromium}, ${load()}\n`,
  );
  const files = readdirSync(import.meta.dirname)
    .filter((f) => f.endsWith('.bench.ts'))
    .sort();
  const all: (BenchRow & { bench: string })[] = [];
  for (const file of files) {
    const bench = (await import(pathToFileURL(path.join(import.meta.dirname, file)).href)).default as Bench;
    if (only && !only.has(bench.name)) continue;
    console.log(`## ${bench.name} — ${bench.description}`);
    const started = performance.now();
    const rows = await bench.run({ machine, log: (m) => console.log(`  ${m}`) });
    console.log(formatTable(rows));
    console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s; ${load()})\n`);
    all.push(...rows.map((r) => ({ bench: bench.name, ...r })));
  }
  if (jsonFile) {
    writeFileSync(
      jsonFile,
      JSON.stringify(
        all.map(({ bench, ...r }) => ({ ...r, name: `${bench}: ${r.name}` })),
        null,
        2,
      ),
    );
    console.log(`Wrote ${all.length} figures to ${jsonFile}`);
  }
}

/** The machine may be shared: its load says how far the timings can be trusted. */
const load = () =>
  `load average ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ')} (1 / 5 / 15 min)`;

main().catch((e: unknown) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exit(1);
});
