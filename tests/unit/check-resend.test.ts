// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { type CheckSession, createCheckSession } from '../../lib/content/checks';
import type { CheckOutcome } from '../../lib/core/types';
import { ClaimLensDB } from '../../lib/db/database';
import type { CheckRecord } from '../../lib/db/records';
import { CheckRunner } from '../../lib/jobs/runner';
import { toSummary } from '../../lib/jobs/summary';
import { defaultEngineConfig } from '../../lib/settings/run-config';
import { stubPageLayout } from './support/page-layout';
import { trustedClick } from './support/trusted-events';

/**
 * The background is lost while the page's first `check.start` is on its way (Firefox unloads
 * its event page, Chrome stops its service worker), so the page never learns the check's id and
 * its badge offers Retry. Whatever the engine did with the lost start, that Retry must end in one
 * history row per claim with its verdict. The page is the real check session in jsdom; the
 * engine is the real job store over IndexedDB, started again as a new engine where one is lost.
 */

const RECT = { left: 10, top: 10, right: 110, bottom: 30, width: 100, height: 20, x: 10, y: 10 } as DOMRect;
const CLAIM = 'Garlic cures COVID-19 in two days.';
const unverified: CheckOutcome = {
  verdict: 'Unverified',
  confidence: 0.5,
  path: 'none',
  evidence: [],
  traces: {},
  modelIds: {},
};

/** How the background was lost, as the page's send sees it. */
const FIREFOX_UNLOAD = 'Message manager disconnected';
const CHROME_CHANNEL_CLOSED =
  'A listener indicated an asynchronous response by returning true, but the message channel closed before a response was received';

type Moment =
  'before the engine read it' | 'after the row was written' | 'after the check ended' | 'while its engine runs on';

let db: ClaimLensDB;
let n = 0;
let engine: { runner: CheckRunner; pipelines(): number; finish(): Promise<void> };
let session: CheckSession;
let controller: AbortController;
/** Each send of check.start the background saw, with the request id it carried. */
let starts: string[];

/** A new engine over the same database: recovery first, as Engine.init does. */
async function startEngine(): Promise<void> {
  const gates: (() => void)[] = [];
  const runner = new CheckRunner({
    db,
    run: () => new Promise((resolve) => gates.push(() => resolve(unverified))),
    // The background relays each update to the tabs that follow the check: this page.
    emit: (record: CheckRecord) => session.apply(toSummary(record)),
  });
  await runner.recover();
  // Lets the runs in flight (once their pipeline started) end with a verdict, and waits for their rows.
  const finish = async () => {
    await until(() => runner.stats.active === 0 || gates.length > 0);
    gates.splice(0).forEach((open) => open());
    await runner.idle();
  };
  engine = { runner, pipelines: () => gates.length, finish };
}

async function until(cond: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !cond(); i++) await new Promise((r) => setTimeout(r, 5));
  if (!cond()) throw new Error('condition not reached');
}

/** The page's runtime messages, answered by the engine; `lose` makes the next start lose its background. */
function stubBrowser(lose: { moment: Moment; error: string } | null): void {
  let losing = lose;
  const answer = async (type: string, payload: Record<string, unknown>) => {
    const config = defaultEngineConfig();
    if (type === 'check.start') {
      starts.push(String(payload.requestId));
      const result = await engine.runner.start(
        {
          ...(payload as { text: string; page: { url: string; title: string } }),
          subscriber: { tabId: 1, frameId: 0 },
        },
        config,
      );
      return { summary: toSummary(result.record), deduped: result.deduped };
    }
    if (type === 'check.retry')
      return toSummary(
        await engine.runner.retry(payload.checkId as CheckRecord['id'], config, { tabId: 1, frameId: 0 }),
      );
    throw new Error(`unexpected ${type}`);
  };
  const sendMessage = async ({ type, payload }: { type: string; payload: Record<string, unknown> }) => {
    const lost = type === 'check.start' ? losing : null;
    if (!lost) return { ok: true, data: await answer(type, payload) };
    if (lost.error === FIREFOX_UNLOAD) losing = null;
    if (lost.moment === 'before the engine read it') throw new Error(lost.error);
    await answer(type, payload);
    // The lost engine got as far as running the check (or ending it); nothing of it runs on.
    if (lost.moment === 'after the check ended') await engine.finish();
    else await until(() => engine.pipelines() > 0);
    if (lost.moment !== 'while its engine runs on') await startEngine();
    throw new Error(lost.error);
  };
  vi.stubGlobal('chrome', {
    runtime: { id: 'claimlens-test', getURL: (p: string) => `chrome-extension://claimlens-test/${p}`, sendMessage },
  });
}

beforeAll(() => {
  Range.prototype.getClientRects = () => [RECT] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => RECT;
});

beforeEach(async () => {
  db = new ClaimLensDB(`resend-test-${++n}`);
  await db.open();
  starts = [];
  stubPageLayout();
  document.body.innerHTML = `<p id="claim">${CLAIM}</p>`;
  controller = new AbortController();
  session = createCheckSession({ signal: controller.signal, maxChars: () => 5000 });
  await startEngine();
});

afterEach(async () => {
  controller.abort();
  vi.unstubAllGlobals();
  await db.delete();
});

function selectClaim() {
  const range = document.createRange();
  range.selectNodeContents(document.getElementById('claim')!);
  return { text: CLAIM, range, rect: RECT, bounds: RECT, rtl: false };
}

const badge = () => session.tracker.badgeOf(session.tracker.keys()[0]!)!.el;
const button = (name: string) =>
  [...badge().querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === name);

async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0));
}

describe('Retry of a start whose background was lost', () => {
  const cases: { moment: Moment; error: string; runs: number }[] = [
    { moment: 'before the engine read it', error: FIREFOX_UNLOAD, runs: 1 },
    { moment: 'after the row was written', error: FIREFOX_UNLOAD, runs: 2 },
    { moment: 'after the check ended', error: FIREFOX_UNLOAD, runs: 1 },
    { moment: 'while its engine runs on', error: FIREFOX_UNLOAD, runs: 1 },
    // Chrome resends a start whose channel closed (twice); here each resend, run again in the row, is lost too.
    { moment: 'after the row was written', error: CHROME_CHANNEL_CLOSED, runs: 4 },
  ];

  it.each(cases)(
    'lost $moment ($error): one row, its verdict on the badge, one request id',
    async ({ moment, error, runs }) => {
      stubBrowser({ moment, error });
      await session.start(selectClaim());
      expect(badge().getAttribute('aria-label')).toBe(
        `Check failed: ${error === FIREFOX_UNLOAD ? error : 'ClaimLens restarted while answering. Try again.'}`,
      );

      stubBrowser(null);
      trustedClick(button('Retry check')!);
      await settle();
      await engine.finish();
      await settle();

      const rows = await db.checks.toArray();
      expect(rows.map((r) => ({ text: r.text, status: r.status, verdict: r.verdict, runs: r.runs }))).toEqual([
        { text: CLAIM, status: 'done', verdict: 'Unverified', runs },
      ]);
      expect(badge().getAttribute('aria-label')).toBe('Verdict: Unverified, 50% confidence');
      expect(new Set(starts).size).toBe(1);
    },
  );

  it('a second selection of the same claim is a new request: it joins a check in flight, or starts its own once that ended', async () => {
    stubBrowser(null);
    await session.start(selectClaim());
    await session.start(selectClaim());
    expect(await db.checks.count()).toBe(1);
    await engine.finish();
    await session.start(selectClaim());
    expect(await db.checks.count()).toBe(2);
    expect(new Set(starts).size).toBe(3);
    await engine.finish();
  });
});
