import { writeFileSync } from 'node:fs';
import path from 'node:path';

import type { BrowserContext, CDPSession, Page, Worker } from '@playwright/test';

import { launchChromium } from '../../tests/e2e/support/browser';
import { KNOWN_CLAIMS, KNOWN_EVERY } from './feeds-page';
import { percentile } from './harness';

/**
 * The Chromium side of the feeds bench: one browser start per run, scrolling the synthetic feed
 * with flagging off, on, or with the floor extension (feeds-floor.ts) instead of ClaimLens, and
 * the engine's rate for feeds.match sent as the background sends it.
 */

const SEGMENTS = Number(process.env.BENCH_SEGMENTS ?? 6);
const POSTS_PER_SEGMENT = 100;
const CELL = 136;

export type Contender = 'off' | 'on' | 'floor';

export interface Run {
  taskMsPer100: number;
  scriptMsPer100: number;
  /** The extension's content script's own time (and the browser work it calls, such as layout it forces), from a CPU profile. */
  ownMsPer100: number;
  /** Of it, the port's `postMessage` (the IPC every design that sends posts pays; it swings most between runs), and the rest. */
  portMsPer100: number;
  restMsPer100: number;
  longTasks: number;
  heapMiB: number;
  latencies: number[];
  known: number;
}

export const POSTS_SCROLLED = SEGMENTS * POSTS_PER_SEGMENT;

/** Each figure's median over the runs; the latencies of all runs together. */
export function medianRun(runs: Run[]): Run {
  const median = (values: number[]) => percentile(values, 50);
  return {
    taskMsPer100: median(runs.map((r) => r.taskMsPer100)),
    scriptMsPer100: median(runs.map((r) => r.scriptMsPer100)),
    ownMsPer100: median(runs.map((r) => r.ownMsPer100)),
    portMsPer100: median(runs.map((r) => r.portMsPer100)),
    restMsPer100: median(runs.map((r) => r.restMsPer100)),
    longTasks: median(runs.map((r) => r.longTasks)),
    heapMiB: median(runs.map((r) => r.heapMiB)),
    latencies: runs.flatMap((r) => r.latencies),
    known: runs.reduce((n, r) => n + r.known, 0),
  };
}

async function withExtension<T>(fn: (context: BrowserContext, worker: Worker) => Promise<T>): Promise<T> {
  const context = await launchChromium({ extension: true });
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    // An extension page asks for the engine's status: the background starts the engine for it.
    const starter = await context.newPage();
    await starter.goto(`chrome-extension://${worker.url().split('/')[2]}/sidepanel.html`);
    await starter.evaluate(() => chrome.runtime.sendMessage({ type: 'engine.status', payload: {} }));
    await starter.close();
    return await fn(context, worker);
  } finally {
    await context.close();
  }
}

/** Turns flagging on or off as the settings store it, and waits for the starter pack. */
async function prepare(worker: Worker, on: boolean): Promise<void> {
  await worker.evaluate(async (on) => {
    const stored = ((await chrome.storage.local.get('settings')).settings ?? {}) as Record<string, unknown>;
    await chrome.storage.local.set({ settings: { ...stored, feeds: { flagKnown: on } } });
  }, on);
  await matchFromWorker(worker, [{ key: '00000000', text: KNOWN_CLAIMS[0]! }], 40_000);
}

/** Scrolls the feed at `url` with flagging off or on, or with the floor extension at `floorDir`. */
export async function scrollRun(url: string, contender: Contender, floorDir: string): Promise<Run> {
  if (contender !== 'floor')
    return withExtension(async (context, worker) => {
      await prepare(worker, contender === 'on');
      return scrollAndMeasure(context, url);
    });
  const context = await launchChromium({ extension: true, extensionDir: floorDir });
  try {
    if (!context.serviceWorkers().length) await context.waitForEvent('serviceworker');
    return await scrollAndMeasure(context, url);
  } finally {
    await context.close();
  }
}

async function scrollAndMeasure(context: BrowserContext, url: string): Promise<Run> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(url);
  await page.waitForTimeout(1500);
  const before = await metrics(cdp);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  for (let s = 0; s < SEGMENTS; s++) await scrollSegment(page);
  await page.waitForTimeout(1000);
  const after = await metrics(cdp);
  const { profile } = await cdp.send('Profiler.stop');
  // BENCH_PROFILES=DIR keeps each run's CPU profile (open it in DevTools' Performance panel) to see where the time goes.
  if (process.env.BENCH_PROFILES)
    writeFileSync(path.join(process.env.BENCH_PROFILES, `${Date.now()}.cpuprofile`), JSON.stringify(profile));
  const figures = await page.evaluate(
    () =>
      (
        window as unknown as {
          bench: { entered: Record<string, number>; flagged: Record<string, number>; longTasks: number };
        }
      ).bench,
  );
  const own = extensionTime(profile);
  const latencies = Object.entries(figures.flagged).map(([id, t]) => t - (figures.entered[id] ?? t));
  return {
    taskMsPer100: ((after.TaskDuration! - before.TaskDuration!) * 1000) / SEGMENTS,
    scriptMsPer100: ((after.ScriptDuration! - before.ScriptDuration!) * 1000) / SEGMENTS,
    ownMsPer100: own.total / SEGMENTS,
    portMsPer100: own.port / SEGMENTS,
    restMsPer100: (own.total - own.port) / SEGMENTS,
    longTasks: figures.longTasks,
    heapMiB: after.JSHeapUsedSize! / 2 ** 20,
    latencies,
    known: Object.keys(figures.entered).length,
  };
}

/** 100 posts, scrolled as a reader flicks through a feed: 20 wheel steps, 100 ms apart. */
async function scrollSegment(page: Page): Promise<void> {
  await page.mouse.move(600, 450);
  for (let i = 0; i < 20; i++) {
    await page.mouse.wheel(0, (POSTS_PER_SEGMENT * CELL) / 20);
    await page.waitForTimeout(100);
  }
}

/** Posts matched per second by feeds.match, `batches` requests of `size` posts each. */
export async function engineRate(size: number, batches: number): Promise<{ perSecond: number; posts: number }> {
  return withExtension(async (_context, worker) => {
    await prepare(worker, true);
    const started = performance.now();
    for (let b = 0; b < batches; b++) {
      const posts = Array.from({ length: size }, (_, i) => {
        const n = b * size + i;
        return {
          key: n.toString(16).padStart(8, '0'),
          text:
            n % KNOWN_EVERY === 0
              ? `Seen today (${n}). ${KNOWN_CLAIMS[n % 2]}`
              : `Post number ${n}: another day, another thread about sleep, coffee and running shoes.`,
        };
      });
      await matchFromWorker(worker, posts, 30_000);
    }
    const seconds = (performance.now() - started) / 1000;
    return { perSecond: (batches * size) / seconds, posts: batches * size };
  });
}

/** feeds.match sent to the engine as the background forwards it (the service worker's own message to the offscreen engine). */
async function matchFromWorker(
  worker: Worker,
  posts: { key: string; text: string }[],
  timeoutMs: number,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const answer = await worker.evaluate(async (posts) => {
      const config = { settings: { feeds: { flagKnown: true } } };
      const r = (await chrome.runtime.sendMessage({
        target: 'engine',
        op: 'feeds.match',
        payload: { posts },
        config,
      })) as { ok: boolean; data?: { incomplete: boolean }; error?: { message: string } } | undefined;
      return r ?? { ok: false, error: { message: 'no answer' } };
    }, posts);
    if (answer.ok && !answer.data?.incomplete) return;
    if (Date.now() > until)
      throw new Error(`feeds.match did not answer in time: ${answer.error?.message ?? 'knowledge still incomplete'}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Milliseconds of a CPU profile's samples whose stack holds a frame of an extension's scripts; of them, those in `postMessage`. */
interface CpuProfile {
  nodes: { id: number; callFrame: { url: string; functionName: string }; children?: number[] }[];
  samples?: number[];
  timeDeltas?: number[];
}

function extensionTime(profile: CpuProfile): { total: number; port: number } {
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const ours = new Map<number, boolean>();
  const isOurs = (id: number): boolean => {
    const known = ours.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id)!;
    const up = parent.get(id);
    const result = node.callFrame.url.startsWith('chrome-extension://') || (up !== undefined && isOurs(up));
    ours.set(id, result);
    return result;
  };
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let us = 0;
  let port = 0;
  for (let i = 0; i < samples.length; i++) {
    if (!isOurs(samples[i]!)) continue;
    us += deltas[i] ?? 0;
    if (byId.get(samples[i]!)!.callFrame.functionName === 'postMessage') port += deltas[i] ?? 0;
  }
  return { total: us / 1000, port: port / 1000 };
}

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(metrics.map((m) => [m.name, m.value]));
}
