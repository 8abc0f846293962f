// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { createCheckSession } from '../../lib/content/checks';
import { restoreBadgesFeature } from '../../lib/content/features/restore-badges';
import type { ContentRouter } from '../../lib/content/router';
import { parsePageSettings } from '../../lib/content/settings';
import type { Anchor, CheckSummary } from '../../lib/core/schemas';

/**
 * Restored badges of earlier checks (a revisit) anchor like live ones: on the edited words when
 * that is confident, hidden otherwise, never on other words. The background's answer to
 * page.checks is the stored summary, with an anchor as a row of this release stores it, or as an
 * older row without a position does.
 */

const RECT = { left: 10, top: 10, right: 110, bottom: 30, width: 100, height: 20, x: 10, y: 10 } as DOMRect;
const QUOTE = 'Garlic cures COVID-19 in three days';
const PREFIX = 'Posted by @maria on Monday: ';
const POST = (words: string) => `<p id="p">${PREFIX}${words}. Please share with everyone you know.</p>`;
const WITH_POSITION: Anchor = {
  exact: QUOTE,
  prefix: PREFIX.trim() + ' ',
  suffix: '. Please share with everyone you',
  position: { start: PREFIX.length, end: PREFIX.length + QUOTE.length },
};
const OLD_ROW: Anchor = { exact: QUOTE, prefix: PREFIX, suffix: '. Please share with everyone you' };

let stored: Anchor;
let highlighted: Range[];

beforeAll(() => {
  Range.prototype.getClientRects = () => [RECT] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => RECT;
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  highlighted = [];
  const summary = (): CheckSummary => ({
    id: 'check:old' as CheckSummary['id'],
    status: 'done',
    stage: 'decide',
    verdict: 'False',
    confidence: 0.9,
    text: QUOTE,
    updatedAt: 1,
    anchor: stored,
  });
  vi.stubGlobal('chrome', {
    runtime: {
      id: 'claimlens-test',
      getURL: (p: string) => `chrome-extension://claimlens-test/${p}`,
      sendMessage: async ({ type }: { type: string }) => ({
        ok: true,
        data: type === 'page.checks' ? [summary()] : null,
      }),
    },
  });
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('CSS', {
    highlights: {
      set: (_n: string, h: { ranges: Range[] }) => (highlighted = h.ranges),
      delete: () => (highlighted = []),
    },
  });
  vi.stubGlobal(
    'Highlight',
    class {
      readonly ranges: Range[];
      constructor(...ranges: Range[]) {
        this.ranges = ranges;
      }
    },
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

async function restoreOn(html: string) {
  document.body.innerHTML = html;
  const controller = new AbortController();
  const checks = createCheckSession({ signal: controller.signal, maxChars: () => 5000 });
  const settings = {
    current: () => parsePageSettings({ general: { restoreBadges: true } }),
    loaded: Promise.resolve(),
    onChange: () => undefined,
  };
  await restoreBadgesFeature.init({ signal: controller.signal, settings, checks, router: {} as ContentRouter });
  checks.tracker.refresh();
  const badge = checks.tracker.badgeOf('check:old')!;
  const result = { shown: !('off' in badge.el.dataset), words: highlighted.map((r) => r.toString()) };
  controller.abort();
  return result;
}

describe('restored badges after the page changed', () => {
  const cases: { name: string; page: string; shown: boolean; words: string[] }[] = [
    { name: 'the same page', page: POST(QUOTE), shown: true, words: [QUOTE] },
    {
      name: 'a word misspelt (every content word kept)',
      page: POST('Garlick cures COVID-19 in three days'),
      shown: true,
      words: ['Garlick cures COVID-19 in three days'],
    },
    {
      name: 'a content word changed (issue 34: "higher" to "lower" is another claim)',
      page: POST('Garlic prevents COVID-19 in three days'),
      shown: false,
      words: [],
    },
    {
      name: 'a new post above it',
      page: `<p>A new post at the top of the feed.</p>${POST(QUOTE)}`,
      shown: true,
      words: [QUOTE],
    },
    { name: 'the claim negated', page: POST('Garlic does not cure COVID-19 in three days'), shown: false, words: [] },
    { name: 'the post deleted', page: '<p>This post was deleted.</p>', shown: false, words: [] },
  ];
  for (const [label, anchor] of [
    ['stored with a position', WITH_POSITION],
    ['an older row without one', OLD_ROW],
  ] as const) {
    it.each(cases)(`${label}: $name`, async ({ page, shown, words }) => {
      stored = anchor;
      expect(await restoreOn(page)).toEqual({ shown, words });
    });
  }
});
