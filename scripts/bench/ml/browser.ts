import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { build } from 'esbuild';
import { type Browser, chromium, type Page } from 'playwright-core';

import type { ModelEntry } from '../../../lib/ml/registry';
import { type ChromiumPathRun, memoryPathInChromium, type PathRunSpec } from './browser-memory-path';
import { alternate, type Contender, type Rates, type Workload } from './workload';

/**
 * The Chromium half of the benchmark: bundles the page and worker entries, serves them with the
 * models and onnxruntime-web's files on 127.0.0.1 (cross-origin isolated, as the extension's
 * offscreen document is), and runs them in Debian's Chromium.
 */

const ortDist = path.dirname(
  createRequire(import.meta.url).resolve('onnxruntime-web/ort-wasm-simd-threaded.jsep.wasm'),
);
/** transformers.js's own (newer) onnxruntime-web, which it loads from a CDN unless told otherwise. */
const tjsOrtDist = path.dirname(
  createRequire(createRequire(import.meta.url).resolve('@huggingface/transformers')).resolve(
    'onnxruntime-web/ort-wasm-simd-threaded.asyncify.wasm',
  ),
);

async function bundle(entry: string): Promise<string> {
  const out = await build({
    entryPoints: [path.join(import.meta.dirname, entry)],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    minify: true,
    logLevel: 'silent',
    // The engine's onnxruntime-web is the build the extension ships; transformers.js keeps its own.
    plugins: [
      {
        name: 'engine-ort',
        setup: (b) =>
          b.onResolve({ filter: /^onnxruntime-web(\/wasm)?$/ }, (args) =>
            args.importer.includes('@huggingface')
              ? undefined
              : { path: path.join(ortDist, args.path.endsWith('/wasm') ? 'ort.wasm.min.mjs' : 'ort.min.mjs') },
          ),
      },
    ],
    external: ['node:*', 'sharp', 'onnxruntime-node'],
  });
  return out.outputFiles[0]!.text;
}

export interface BrowserResults<N extends string> {
  rates: Record<N, Rates>;
  threads: Record<N, number>;
  /** Worker start → first embedding (only the engine-against-transformers.js page measures it). */
  coldMs: number | null;
  /** Idle unload in a worker of its own (only the fp32-against-q8 page measures it). */
  idle: IdleFigures | null;
  /** The memory path in an engine worker per thread count asked for (only the fp32-against-q8 page runs it). */
  memoryPath: ChromiumPathRun[];
}

/** Renderer memory (all renderer processes, RSS) and reload times around an idle release. */
export interface IdleFigures {
  loadedMiB: number;
  /** Both models released inside the worker, as the idle timer does. */
  releasedMiB: number;
  /** The worker ended, as the engine host ends an idle engine. */
  endedMiB: number;
  /** The first check after an in-worker release: both models loaded again, embed + NLI. */
  reloadInWorkerMs: number;
  /** The first check in a fresh worker: worker start, both models loaded, embed + NLI. */
  reloadFreshMs: number;
  /** Whether the engine worker is cross-origin isolated (WASM threads need it), and its thread count. */
  workerIsolated: boolean;
  workerThreads: number;
}

/** Which page to run: its entry and the contenders it loads (in the order the rounds alternate). */
export interface BrowserPage<N extends string> {
  entry: string;
  names: readonly N[];
  coldStart: boolean;
  idle: boolean;
}

export const ENGINE_VS_TRANSFORMERS: BrowserPage<'engine' | 'transformers'> = {
  entry: 'browser-entry.ts',
  names: ['engine', 'transformers'],
  coldStart: true,
  idle: false,
};

export const FP32_VS_Q8: BrowserPage<'fp32' | 'q8'> = {
  entry: 'browser-q8-entry.ts',
  names: ['fp32', 'q8'],
  coldStart: false,
  idle: true,
};

/** What the bench page offers (browser-entry.ts, browser-q8-entry.ts). */
interface InPage {
  bench: {
    load(j: unknown): Promise<{ threads: Record<string, number> }>;
    call(name: string, what: string): Promise<void>;
    unload(): Promise<void>;
    coldStart(e: unknown): Promise<number>;
    idleStep(step: string, e?: unknown): Promise<number>;
    idleWorker(): Promise<{ isolated: boolean; threads: number }>;
    idleEnd(): void;
  };
}

export async function runInChromium<N extends string>(
  modelsRoot: string,
  entries: ModelEntry[],
  w: Workload,
  rounds: number,
  which: BrowserPage<N>,
  pathRuns: readonly PathRunSpec[] = [],
): Promise<BrowserResults<N>> {
  const page = `<!doctype html><meta charset="utf-8"><script type="module" src="/bench.js"></script>`;
  const [main, worker, idleWorker, memoryWorker] = await Promise.all([
    bundle(which.entry),
    bundle('browser-worker.ts'),
    bundle('browser-idle-worker.ts'),
    bundle('browser-memory-worker.ts'),
  ]);
  const serve = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x').pathname;
    const headers = { 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' };
    const send = (type: string, body: string | Buffer) =>
      res.writeHead(200, { ...headers, 'content-type': type }).end(body);
    try {
      if (url === '/') return send('text/html', page);
      if (url === '/bench.js') return send('text/javascript', main);
      if (url === '/bench-worker.js') return send('text/javascript', worker);
      if (url === '/bench-idle-worker.js') return send('text/javascript', idleWorker);
      if (url === '/bench-memory-worker.js') return send('text/javascript', memoryWorker);
      if (url.startsWith('/ort/'))
        return send(
          url.endsWith('.wasm') ? 'application/wasm' : 'text/javascript',
          await readFile(path.join(ortDist, path.basename(url))),
        );
      if (url.startsWith('/tjs-ort/'))
        return send(
          url.endsWith('.wasm') ? 'application/wasm' : 'text/javascript',
          await readFile(path.join(tjsOrtDist, path.basename(url))),
        );
      if (url.startsWith('/models/'))
        return send(
          url.endsWith('.json') ? 'application/json' : 'application/octet-stream',
          await readFile(path.join(modelsRoot, path.normalize(url.slice('/models/'.length)))),
        );
    } catch {
      /* 404 below */
    }
    res.writeHead(404, headers).end();
  };
  // A handler that throws surfaces as an unhandled rejection, which fails the run that started this server.
  const server = http.createServer((req, res) => void serve(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // --expose-gc: the engine worker collects before a memory reading "after a collection".
    args: ['--no-sandbox', '--disable-background-networking', '--js-flags=--expose-gc'],
  });
  try {
    // A context of its own: a later tab in it shares the profile (OPFS, IndexedDB).
    const tab = await (await browser.newContext()).newPage();
    await tab.goto(`${origin}/`);
    await tab.waitForFunction(() => 'bench' in globalThis);
    const { threads } = (await tab.evaluate((j) => (globalThis as unknown as InPage).bench.load(j), {
      entries,
      ...w,
    })) as { threads: Record<N, number> };
    const inPage = (name: string): Contender => ({
      embed: () => tab.evaluate(([n]) => (globalThis as unknown as InPage).bench.call(n!, 'embed'), [name]),
      classify: () => tab.evaluate(([n]) => (globalThis as unknown as InPage).bench.call(n!, 'classify'), [name]),
      close: async () => undefined,
    });
    // The renderer's CPU time, all its threads (wasm threads are workers in the same process).
    const cdp = await tab.context().newCDPSession(tab);
    await cdp.send('Performance.enable');
    const cpu = async () =>
      ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ProcessTime')?.value ?? NaN) * 1000;
    const contenders = Object.fromEntries(which.names.map((n) => [n, inPage(n)]));
    const rates = (await alternate(contenders, w, rounds, cpu)) as Record<N, Rates>;
    await tab.evaluate(() => (globalThis as unknown as InPage).bench.unload());
    const coldMs = which.coldStart
      ? await tab.evaluate((e) => (globalThis as unknown as InPage).bench.coldStart(e), entries)
      : null;
    const idle = which.idle ? await idleFigures(tab, browser, entries) : null;
    const memoryPath = pathRuns.length
      ? await memoryPathInChromium(await quietTab(tab, origin), await rendererRss(browser), entries, pathRuns, rounds)
      : [];
    return { rates, threads, coldMs, idle, memoryPath };
  } finally {
    await browser.close();
    await new Promise((r) => server.close(r));
  }
}

/**
 * The bench page again in a tab of its own, the first one closed (same profile: OPFS keeps the
 * models): nothing else loaded in the renderer, whose RSS then moves with the engine worker alone.
 */
async function quietTab(tab: Page, origin: string): Promise<Page> {
  const fresh = await tab.context().newPage();
  await tab.close();
  await fresh.goto(`${origin}/`);
  await fresh.waitForFunction(() => 'bench' in globalThis);
  return fresh;
}

/** Idle unload in a worker of its own: renderer memory loaded, released, ended, and the reload after each. */
async function idleFigures(tab: Page, browser: Browser, entries: ModelEntry[]): Promise<IdleFigures> {
  const step = (name: string, e?: unknown) =>
    tab.evaluate(([n, x]) => (globalThis as unknown as InPage).bench.idleStep(n as string, x), [name, e] as const);
  const end = () => tab.evaluate(() => (globalThis as unknown as InPage).bench.idleEnd());
  const rss = await rendererRss(browser);
  await step('load', entries);
  const loadedMiB = await rss();
  const { isolated, threads } = await tab.evaluate(() => (globalThis as unknown as InPage).bench.idleWorker());
  await step('release');
  const releasedMiB = await rss();
  const reloadInWorkerMs = await step('check');
  await step('release');
  await end();
  await new Promise((r) => setTimeout(r, 1000));
  const endedMiB = await rss();
  const reloadFreshMs = await step('load', entries);
  await end();
  return {
    loadedMiB,
    releasedMiB,
    endedMiB,
    reloadInWorkerMs,
    reloadFreshMs,
    workerIsolated: isolated,
    workerThreads: threads,
  };
}

/** Resident memory of every renderer process (the page and its workers live in one), in MiB. */
async function rendererRss(browser: Browser): Promise<() => Promise<number>> {
  const cdp = await browser.newBrowserCDPSession();
  return async () => {
    const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
      processInfo: { type: string; id: number }[];
    };
    let kib = 0;
    for (const p of processInfo.filter((x) => x.type === 'renderer')) {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p.id}/status`, 'utf8'));
      kib += Number(m?.[1] ?? 0);
    }
    return kib / 1024;
  };
}
