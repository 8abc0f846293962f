import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { PANEL_TAB_INTERVAL_MS, planPanelTab } from '../../lib/background/panel-gate';
import { getDb } from '../../lib/db/database';
import type { CheckRecord } from '../../lib/db/records';
import { pageKey } from '../../lib/jobs/page-key';
import { senderPageUrl } from '../../lib/messaging/senders';
import { backgroundRouter, EXTENSION_ID, EXTENSION_ORIGIN } from './support/background-router';

/**
 * `page.*` requests from a content script answer for the page the browser says sent them (its
 * frame's URL), never for a URL the message names; and a page cannot open panel tabs in a loop.
 * The attack is the input: a content script on evil.example asks about bank.example.
 */

const ID = EXTENSION_ID;
const EVIL = 'https://evil.example/post#comments';
const BANK = 'https://bank.example/account';
const FRAME = 'https://frame.example/widget';
const evilTab = { id: ID, url: EVIL, tab: { id: 7, url: EVIL }, frameId: 0 };

const { engineCalls, call } = backgroundRouter(() => ({
  summary: { id: 'check:new', status: 'queued', text: 'x', updatedAt: 1 },
}));

function row(url: string, text: string): CheckRecord {
  return {
    id: `check:${text}`,
    text,
    key: text,
    page: { url, title: '', site: '' },
    pageKey: pageKey(url),
    site: '',
    anchor: { exact: text, prefix: '', suffix: '' },
    status: 'done',
    verdict: 'False',
    evidence: [],
    timings: [],
    traces: {} as CheckRecord['traces'],
    modelIds: {},
    isHealthClaim: true,
    subscribers: [],
    runs: 1,
    createdAt: 1,
    updatedAt: 1,
  };
}

const tabs = {
  create: vi.fn(async () => ({ id: 99 })),
  update: vi.fn(async () => ({})),
  get: vi.fn(async () => ({ id: 99 })),
};
const sidePanelOpen = vi.fn(async () => undefined);
function stubChrome(withSidePanel: boolean) {
  vi.stubGlobal('chrome', {
    storage: { local: { get: async () => ({}) }, session: { set: async () => undefined } },
    alarms: { create: async () => undefined, get: async () => undefined },
    runtime: { getURL: (p: string) => `${EXTENSION_ORIGIN}${p}` },
    tabs,
    ...(withSidePanel ? { sidePanel: { open: sidePanelOpen } } : {}),
  });
}

beforeAll(async () => {
  await getDb().checks.bulkPut([row(BANK, 'bank-claim'), row(EVIL, 'evil-claim'), row(FRAME, 'frame-claim')]);
});
beforeEach(() => {
  engineCalls.length = 0;
  Object.values(tabs).forEach((f) => f.mockClear());
  sidePanelOpen.mockReset();
  stubChrome(true);
});
afterEach(() => vi.unstubAllGlobals());

describe('senderPageUrl', () => {
  it.each([
    ['a top frame', evilTab, EVIL],
    ['a frame: its own URL, not its tab’s', { ...evilTab, url: FRAME }, FRAME],
    ['no frame URL: the tab’s', { id: ID, tab: { id: 7, url: BANK } }, BANK],
    ['not a web page', { id: ID, url: 'chrome://settings', tab: { id: 7, url: 'chrome://settings' } }, null],
  ])('%s', (_name, sender, expected) => expect(senderPageUrl(sender)).toBe(expected));
});

describe('page.checks answers for the sender’s own page only', () => {
  it.each([
    ['a forged URL in the payload is ignored', evilTab, { url: BANK }, ['evil-claim']],
    ['no URL in the payload', evilTab, {}, ['evil-claim']],
    ['a frame gets its own checks, not the top page’s', { ...evilTab, url: FRAME }, { url: EVIL }, ['frame-claim']],
  ])('%s', async (_name, sender, payload, expected) => {
    const answer = await call('page.checks', payload, sender);
    expect(answer.ok).toBe(true);
    expect((answer.data as { text: string }[]).map((s) => s.text)).toEqual(expected);
  });
});

describe('check.start files a check under the sender’s page', () => {
  it('replaces a forged page URL by the frame’s own', async () => {
    const answer = await call(
      'check.start',
      {
        text: 'Garlic cures colds.',
        anchor: { exact: 'Garlic cures colds.', prefix: '', suffix: '' },
        page: { url: BANK, title: 'Bank' },
      },
      evilTab,
    );
    expect(answer.ok).toBe(true);
    expect(engineCalls).toHaveLength(1);
    expect((engineCalls[0]!.payload as { page: { url: string; title: string } }).page).toEqual({
      url: EVIL,
      title: 'Bank',
    });
  });
});

describe('panel.open cannot open tabs in a loop', () => {
  it('Chrome without the reader’s gesture: refused, and no tab opens instead', async () => {
    sidePanelOpen.mockRejectedValue(new Error('sidePanel.open() may only be called in response to a user gesture.'));
    const answers = await Promise.all(Array.from({ length: 5 }, () => call('panel.open', {}, evilTab)));
    expect(answers.every((a) => !a.ok && a.error?.code === 'refused')).toBe(true);
    expect(tabs.create).not.toHaveBeenCalled();
  });

  it('a browser without a panel: one tab, reused by every later request of a loop', async () => {
    stubChrome(false);
    for (let i = 0; i < 20; i++) await call('panel.open', {}, evilTab);
    expect(tabs.create).toHaveBeenCalledTimes(1);
    expect(tabs.update).toHaveBeenCalledTimes(19);
  });

  it.each([
    ['a live panel tab is reused', { openTabId: 4, lastCreatedAt: 0 }, 1_000, { kind: 'reuse', tabId: 4 }],
    [
      'closed moments ago: no new tab yet',
      { lastCreatedAt: 1_000 },
      1_000 + PANEL_TAB_INTERVAL_MS - 1,
      { kind: 'refuse' },
    ],
    ['after the interval: a new tab', { lastCreatedAt: 1_000 }, 1_000 + PANEL_TAB_INTERVAL_MS, { kind: 'create' }],
    ['never opened: a new tab', { lastCreatedAt: -Infinity }, 0, { kind: 'create' }],
  ])('%s', (_name, state, now, expected) => expect(planPanelTab(state, now)).toMatchObject(expected));
});
