// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { keySentences } from '../../lib/background/key-sentences';
import { articleBlocks } from '../../lib/content/article';
import { type CheckSession, createCheckSession } from '../../lib/content/checks';
import { getOverlayRoot } from '../../lib/content/overlay';
import { PageCheck } from '../../lib/content/page-check';
import type { ArticleBlock } from '../../lib/core/page-check';
import type { CheckOutcome } from '../../lib/core/types';
import { ClaimLensDB } from '../../lib/db/database';
import type { CheckRecord } from '../../lib/db/records';
import { CheckRunner } from '../../lib/jobs/runner';
import { toSummary } from '../../lib/jobs/summary';
import { forgetPolicy } from '../../lib/settings/managed';
import { defaultEngineConfig } from '../../lib/settings/run-config';
import { stubPageLayout } from './support/page-layout';
import { trustedClick } from './support/trusted-events';

/**
 * Check this page in a page (jsdom): Readability reads the article (its text as data), the real
 * key-sentence ranking picks, each sentence is started through the page's check session and the
 * real job store, the status counts them, and Cancel ends those still running. Only the checks'
 * pipelines are held by the test, to be let go one at a time.
 */

const RECT = { left: 10, top: 10, right: 110, bottom: 30, width: 100, height: 20, x: 10, y: 10 } as DOMRect;
const CLAIMS = [
  'Vaccination reduces the risk of severe disease from influenza in older adults.',
  'Influenza vaccines are updated every year to match the circulating virus strains.',
  'Older adults with influenza are more likely to be admitted to hospital.',
];
const ARTICLE = `
  <nav><a href="/">Home</a> <a href="/health">Health</a></nav>
  <article>
    <h1>Influenza season: what the evidence says</h1>
    <p>${CLAIMS[0]} <img src="x" onerror="window.ran = true"></p>
    <p>What should families do this winter?</p>
    <p>${CLAIMS[1]}</p>
    <h2>Why the vaccine changes</h2>
    <p>Three things to know:</p>
    <p>${CLAIMS[2]} &lt;b&gt;Not markup&lt;/b&gt; stays text.</p>
  </article>`;

let db: ClaimLensDB;
let n = 0;
let runner: CheckRunner;
let gates: (() => void)[];
let session: CheckSession;
let controller: AbortController;
let pages: PageCheck[] = [];
/** Sentences whose start the background refuses, as a full disk would. */
let refused: string[] = [];
/** What a released pipeline answers. */
const TRUE: CheckOutcome = { verdict: 'True', confidence: 0.9, path: 'memory', evidence: [], traces: {}, modelIds: {} };

/** The background as the page meets it: key sentences ranked for real, checks started and cancelled in the job store. */
function stubBrowser(): void {
  const answer = async (type: string, payload: Record<string, unknown>) => {
    if (type === 'page.keySentences') return keySentences(payload.blocks as ArticleBlock[]);
    if (type === 'check.start') {
      if (refused.includes(payload.text as string)) throw new Error('The disk is full.');
      const started = await runner.start(
        {
          ...(payload as { text: string; page: { url: string; title: string } }),
          subscriber: { tabId: 1, frameId: 0 },
        },
        defaultEngineConfig(),
      );
      return { summary: toSummary(started.record), deduped: started.deduped };
    }
    if (type === 'check.cancel') {
      const record = await runner.cancel(payload.checkId as CheckRecord['id']);
      return record ? toSummary(record) : null;
    }
    throw new Error(`unexpected ${type}`);
  };
  const sendMessage = async ({ type, payload }: { type: string; payload: Record<string, unknown> }) => ({
    ok: true,
    data: await answer(type, payload),
  });
  const none = { addListener: () => undefined };
  vi.stubGlobal('chrome', {
    runtime: { id: 'claimlens-test', getURL: (p: string) => `chrome-extension://claimlens-test/${p}`, sendMessage },
    storage: {
      onChanged: none,
      // Three key sentences at most (Settings → Long selections).
      local: { get: () => Promise.resolve({ settings: { decompose: { maxKeySentences: 3 } } }) },
      managed: { get: () => Promise.resolve({}) },
    },
  });
}

beforeAll(() => {
  Range.prototype.getClientRects = () => [RECT] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => RECT;
});

beforeEach(async () => {
  db = new ClaimLensDB(`page-check-test-${++n}`);
  await db.open();
  gates = [];
  runner = new CheckRunner({
    db,
    run: (_record, ctx) =>
      new Promise((resolve, reject) => {
        gates.push(() => resolve(TRUE));
        ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason as Error), { once: true });
      }),
    emit: (record: CheckRecord) => session.apply(toSummary(record)),
  });
  forgetPolicy();
  stubBrowser();
  stubPageLayout();
  document.body.innerHTML = ARTICLE;
  controller = new AbortController();
  session = createCheckSession({ signal: controller.signal, maxChars: () => 5000 });
});

afterEach(async () => {
  refused = [];
  pages.splice(0).forEach((p) => p.end());
  controller.abort();
  vi.unstubAllGlobals();
  await db.delete();
});

const status = () => getOverlayRoot().querySelector('[data-claimlens="page-status"]');
const label = () => status()?.getAttribute('aria-label');

async function until(cond: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 2000; i++) {
    if (await cond()) return;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`condition not reached; the status says: ${label()}`);
}

describe('the article of a page', () => {
  it('is read by Readability as text, block by block (headings marked), leaving the page as it was', () => {
    const before = document.body.innerHTML;
    const blocks = articleBlocks(document);
    expect(blocks).toContainEqual({ text: 'Why the vaccine changes', heading: true });
    expect(blocks.map((b) => b.text)).toContain(`${CLAIMS[2]} <b>Not markup</b> stays text.`);
    expect(blocks.map((b) => b.text).join(' ')).not.toContain('Home');
    expect(document.body.innerHTML).toBe(before);
    expect((window as { ran?: boolean }).ran).toBeUndefined();
  });
});

describe('Check this page', () => {
  it('starts a page check per key sentence, each with its badge, counts them as they end, and Cancel ends the rest', async () => {
    const page = new PageCheck(session);
    pages.push(page);
    const lead = 'Checking 3 key sentences chosen of 7 sentences in this article.';
    expect(await page.start()).toEqual({ started: true, message: lead });
    await until(async () => (await db.checks.count()) === 3 && gates.length > 0);
    const rows = await db.checks.orderBy('createdAt').toArray();
    expect(rows.map((r) => r.text)).toEqual([CLAIMS[0], CLAIMS[1], `${CLAIMS[2]}`]);
    expect(rows.map((r) => r.origin)).toEqual(['page', 'page', 'page']);
    expect(rows[0]!.anchor).toMatchObject({ exact: CLAIMS[0] });
    expect(session.tracker.keys()).toHaveLength(3);
    await until(() => label() === `Check this page: ${lead} Checking 1 of 3…`);

    gates.shift()!();
    await until(() => label() === `Check this page: ${lead} Checking 2 of 3…`);
    // Both others in their pipelines (two at a time), where Cancel stops them.
    await until(() => gates.length === 2);
    const cancel = status()!.querySelector('button[aria-label="Cancel the page check"]')!;
    trustedClick(cancel);
    await until(() => label() === 'Check this page: Checked 3 key sentences of 7: 1 True, 2 cancelled.');
    expect((await db.checks.toArray()).map((r) => r.status).sort()).toEqual(['cancelled', 'cancelled', 'done']);
    expect(page.running).toBe(false);
  });

  it('counts a sentence whose check could not start as failed (its badge offers Retry), and checks the others', async () => {
    refused = [CLAIMS[1]!];
    const page = new PageCheck(session);
    pages.push(page);
    await page.start();
    await until(() => gates.length === 2);
    gates.splice(0).forEach((open) => open());
    await until(() => label() === 'Check this page: Checked 3 key sentences of 7: 2 True, 1 failed.');
    expect(await db.checks.count()).toBe(2);
  });

  it('says on the page, and in its answer, that a page without article text has nothing to check', async () => {
    document.body.innerHTML = '<div id="app"><canvas></canvas></div>';
    const page = new PageCheck(session);
    pages.push(page);
    const answer = await page.start();
    expect(answer).toEqual({ started: false, message: expect.stringMatching(/^No article text found on this page/) });
    expect(label()).toBe(`Check this page: ${answer.message}`);
    expect(await db.checks.count()).toBe(0);
  });
});
