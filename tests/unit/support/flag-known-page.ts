import { afterEach, beforeEach, vi } from 'vitest';

import type { CheckSession } from '../../../lib/content/checks';
import { runFeature } from '../../../lib/content/feature-run';
import { flagKnownFeature } from '../../../lib/content/features/flag-known';
import { siteNameFeature } from '../../../lib/content/features/site-name';
import { bindOverlay, getOverlayRoot, HOST_ATTR, overlayHost } from '../../../lib/content/overlay';
import type { ContentRouter } from '../../../lib/content/router';
import { type PageSettings, type PageSettingsAccess, parsePageSettings } from '../../../lib/content/settings';
import type { FeedFlag, FeedPost } from '../../../lib/core/feeds';
import { REQUEST_PORT } from '../../../lib/messaging/port';

/**
 * The flag-known feature's page for unit tests (jsdom): the browser's IntersectionObserver and
 * the background stood in for, a page of three posts, one of them a claim memory knows.
 */

export const KNOWN = 'Garlic cures COVID-19 in two days, say the posts.';
export const OTHER = 'Vitamin C prevents colds, according to my neighbour.';
const OFFSCREEN = 'Zinc lozenges stop every cold within the hour, apparently.';

/**
 * What the page sent, storage.local as the page reads it (the feed rules list) and who listens to
 * its changes, and the IntersectionObservers made: reset before each test.
 */
export const page = {
  sent: [] as FeedPost[][],
  stored: {} as Record<string, unknown>,
  storageListeners: new Set<(changes: Record<string, { newValue?: unknown }>, area: string) => void>(),
  observers: [] as { targets: Set<Element>; connected: boolean; fire(els: Element[], on: boolean): void }[],
};

class StubIntersectionObserver {
  private readonly record;
  constructor(callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    this.record = {
      targets: new Set<Element>(),
      connected: true,
      fire: (els: Element[], on: boolean) => callback(els.map((target) => ({ target, isIntersecting: on }))),
    };
    page.observers.push(this.record);
  }
  observe(el: Element) {
    this.record.targets.add(el);
  }
  unobserve(el: Element) {
    this.record.targets.delete(el);
  }
  disconnect() {
    this.record.connected = false;
    this.record.targets.clear();
  }
}

function flagFor(post: FeedPost): FeedFlag {
  return {
    key: post.key,
    quote: KNOWN,
    verdict: 'False',
    confidence: null,
    how: 'word-for-word',
    stored: { text: KNOWN, nodeId: 'claim:x', status: 'FALSE' },
    source: null,
  };
}

/** The one line box every sentence has on this page. */
export const LINE = { left: 10, top: 10, right: 110, bottom: 30, width: 100, height: 20 };

/** Installs the page before each test and takes it down after. */
export function useFlagKnownPage(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    page.sent = [];
    page.observers = [];
    vi.stubGlobal('IntersectionObserver', StubIntersectionObserver);
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => setTimeout(cb, 0));
    vi.stubGlobal('cancelIdleCallback', (id: number) => clearTimeout(id));
    vi.stubGlobal('CSS', { highlights: new Map<string, unknown>() });
    vi.stubGlobal(
      'Highlight',
      class {
        constructor(...ranges: Range[]) {
          return new Set(ranges);
        }
      },
    );
    Range.prototype.getClientRects = () => [LINE] as unknown as DOMRectList;
    page.stored = {};
    page.storageListeners = new Set();
    vi.stubGlobal('chrome', {
      storage: {
        local: { get: async (key: string) => (key in page.stored ? { [key]: page.stored[key] } : {}) },
        onChanged: {
          addListener: (l: never) => page.storageListeners.add(l),
          removeListener: (l: never) => page.storageListeners.delete(l),
        },
      },
      runtime: {
        // feeds.match travels over the request port, as in the browser: `{ id, message }` in, `{ id, result }` out.
        connect: ({ name }: { name: string }) => {
          if (name !== REQUEST_PORT) throw new Error(`unexpected port ${name}`);
          const answers = new Set<(m: unknown) => void>();
          return {
            onMessage: { addListener: (l: (m: unknown) => void) => answers.add(l) },
            onDisconnect: { addListener: () => {} },
            postMessage: ({
              id,
              message,
            }: {
              id: number;
              message: { type: string; payload: { posts: FeedPost[] } };
            }) => {
              const { type, payload } = message;
              if (type !== 'feeds.match') throw new Error(`unexpected ${type}`);
              page.sent.push(payload.posts);
              const result = {
                ok: true,
                data: { flags: payload.posts.filter((p) => p.text === KNOWN).map(flagFor), incomplete: false },
              };
              queueMicrotask(() => answers.forEach((l) => l({ id, result })));
            },
          };
        },
      },
    });
    document.body.innerHTML = `<main><p id="a">${KNOWN}</p><p id="b">${OTHER}</p><p id="c">${OFFSCREEN}</p></main>`;
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
}

/** Page settings whose changes the test makes. */
function access(initial: PageSettings) {
  let current = initial;
  const listeners: ((s: PageSettings) => void)[] = [];
  const settings: PageSettingsAccess = {
    current: () => current,
    loaded: Promise.resolve(),
    onChange: (l) => void listeners.push(l),
  };
  return { settings, change: (s: PageSettings) => ((current = s), listeners.forEach((l) => l(s))) };
}

/** Starts the feature with these Feeds settings, as the content script does. */
export async function start(feeds: object) {
  const controller = new AbortController();
  bindOverlay(controller.signal);
  const { settings, change } = access(parsePageSettings({ feeds }));
  const handlers = new Map<string, (payload: object) => unknown>();
  const router: ContentRouter = { on: (type, handler) => void handlers.set(type, handler as (p: object) => unknown) };
  const context = { signal: controller.signal, settings, router, checks: {} as CheckSession };
  await Promise.all([siteNameFeature, flagKnownFeature].map((feature) => runFeature(feature, context)));
  await vi.advanceTimersByTimeAsync(20);
  return { controller, change, handlers };
}

export const byId = (id: string) => document.getElementById(id)!;
export const flags = () => document.querySelector(`[${HOST_ATTR}]`) !== null;
/** The flags' marks drawn in the overlay now (none in the page's highlight registry). */
export const highlighted = () =>
  overlayHost() ? getOverlayRoot().querySelectorAll('.flag-mark:not([data-off])').length : 0;
/** Whether the page's highlight registry holds anything of the flags (it must not: issue 34). */
export const registryMarks = () => (CSS.highlights as unknown as Map<string, unknown>).size;
