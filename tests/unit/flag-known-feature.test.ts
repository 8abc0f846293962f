// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { CheckSession } from '../../lib/content/checks';
import { flagKnownFeature } from '../../lib/content/features/flag-known';
import { FLAG_HIGHLIGHT_NAME } from '../../lib/content/highlights';
import { bindOverlay, getOverlayRoot, HOST_ATTR } from '../../lib/content/overlay';
import type { ContentRouter } from '../../lib/content/router';
import { type PageSettings, type PageSettingsAccess, parsePageSettings } from '../../lib/content/settings';
import type { FeedFlag, FeedPost } from '../../lib/core/feeds';
import { REQUEST_PORT } from '../../lib/messaging/port';
import { FEED_RULES_FORMAT, FEED_RULES_KEY, FEED_RULES_URL } from '../../lib/sources/feed-rules';
import { KEYS } from '../../lib/sources/storage';

/**
 * The flag-known feature on a jsdom page, with the browser's IntersectionObserver and the
 * background stood in for: off, it observes and sends nothing; on, it sends each on-screen text
 * once, shows the engine's flags, and leaves nothing behind when switched off or aborted.
 */

const KNOWN = 'Garlic cures COVID-19 in two days, say the posts.';
const OTHER = 'Vitamin C prevents colds, according to my neighbour.';
const OFFSCREEN = 'Zinc lozenges stop every cold within the hour, apparently.';

let sent: FeedPost[][];
/** storage.local as the page reads it (the feed rules list), and who listens to its changes. */
let stored: Record<string, unknown>;
let storageListeners: Set<(changes: Record<string, { newValue?: unknown }>, area: string) => void>;
let observers: { targets: Set<Element>; connected: boolean; fire(els: Element[], on: boolean): void }[];

class StubIntersectionObserver {
  private readonly record;
  constructor(callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    this.record = {
      targets: new Set<Element>(),
      connected: true,
      fire: (els: Element[], on: boolean) => callback(els.map((target) => ({ target, isIntersecting: on }))),
    };
    observers.push(this.record);
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

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  sent = [];
  observers = [];
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
  Range.prototype.getClientRects = () => [{ left: 10, top: 10, right: 110, bottom: 30 }] as unknown as DOMRectList;
  stored = {};
  storageListeners = new Set();
  vi.stubGlobal('chrome', {
    storage: {
      local: { get: async (key: string) => (key in stored ? { [key]: stored[key] } : {}) },
      onChanged: {
        addListener: (l: never) => storageListeners.add(l),
        removeListener: (l: never) => storageListeners.delete(l),
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
          postMessage: ({ id, message }: { id: number; message: { type: string; payload: { posts: FeedPost[] } } }) => {
            const { type, payload } = message;
            if (type !== 'feeds.match') throw new Error(`unexpected ${type}`);
            sent.push(payload.posts);
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
  vi.useRealTimers();
});

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

async function start(feeds: object) {
  const controller = new AbortController();
  bindOverlay(controller.signal);
  const { settings, change } = access(parsePageSettings({ feeds }));
  const handlers = new Map<string, (payload: object) => unknown>();
  const router: ContentRouter = { on: (type, handler) => void handlers.set(type, handler as (p: object) => unknown) };
  await flagKnownFeature.init({ signal: controller.signal, settings, router, checks: {} as CheckSession });
  await vi.advanceTimersByTimeAsync(20);
  return { controller, change, handlers };
}

const byId = (id: string) => document.getElementById(id)!;
const flags = () => document.querySelector(`[${HOST_ATTR}]`) !== null;
const highlighted = () =>
  ((CSS.highlights as unknown as Map<string, Set<Range>>).get(FLAG_HIGHLIGHT_NAME) ?? new Set()).size;

describe('flagging known claims on a page', () => {
  it('off (the default): nothing is observed and nothing is sent', async () => {
    const { controller } = await start({});
    await vi.advanceTimersByTimeAsync(5000);
    expect({ observers: observers.length, sent: sent.length, overlay: flags() }).toEqual({
      observers: 0,
      sent: 0,
      overlay: false,
    });
    controller.abort();
  });

  it('on for another site only: nothing is observed here', async () => {
    const { controller } = await start({ flagKnown: false, sites: { 'x.com': true } });
    expect(observers.length).toBe(0);
    controller.abort();
  });

  it('tells the per-site switch which site this page is, whether flagging is on or off', async () => {
    const { controller, handlers } = await start({});
    expect(handlers.get('content.site')?.({})).toEqual({ host: location.host });
    expect(location.host).not.toBe('');
    controller.abort();
  });

  it('on: only the posts on screen are sent, each text once, and the known one is flagged', async () => {
    const { controller } = await start({ flagKnown: true });
    const io = observers[0]!;
    expect([...io.targets].map((e) => e.id)).toEqual(['a', 'b', 'c']);
    io.fire([byId('a'), byId('b')], true);
    await vi.advanceTimersByTimeAsync(20);
    expect(sent.map((batch) => batch.map((p) => p.text))).toEqual([[KNOWN, OTHER]]);
    expect(sent[0]!.every((p) => /^[0-9a-f]{16}$/.test(p.key))).toBe(true);
    expect(highlighted()).toBe(1);
    // Scrolled away and back, and re-rendered with the same text: not sent again.
    io.fire([byId('a')], false);
    io.fire([byId('a')], true);
    document.body.innerHTML = `<main><p id="a">${KNOWN}</p><p id="b">${OTHER}</p></main>`;
    await vi.advanceTimersByTimeAsync(20);
    io.fire([byId('a'), byId('b')], true);
    await vi.advanceTimersByTimeAsync(20);
    expect(sent).toHaveLength(1);
    expect(highlighted()).toBe(1);
    controller.abort();
    expect({
      connected: io.connected,
      overlay: flags(),
      highlighted: highlighted(),
      timers: vi.getTimerCount(),
      storageListeners: storageListeners.size,
    }).toEqual({ connected: false, overlay: false, highlighted: 0, timers: 0, storageListeners: 0 });
  });

  it('a flagged post re-rendered in place keeps its flag until the observer says it left the screen (no blink)', async () => {
    const { controller } = await start({ flagKnown: true });
    const io = observers[0]!;
    io.fire([byId('a'), byId('b')], true);
    await vi.advanceTimersByTimeAsync(20);
    const flag = () => getOverlayRoot().querySelector('[data-claimlens="flag"]')!;
    expect(flag().hasAttribute('data-off')).toBe(false);
    // The page replaces the post's DOM: the new element is not reported on yet.
    document.body.innerHTML = `<main><p id="a">${KNOWN}</p><p id="b">${OTHER}</p></main>`;
    await vi.advanceTimersByTimeAsync(20);
    expect(flag().hasAttribute('data-off')).toBe(false);
    expect(highlighted()).toBe(1);
    // Re-rendered again before the observer reported: still shown.
    document.body.innerHTML = `<main><p id="a">${KNOWN}</p><p id="b">${OTHER}</p></main>`;
    await vi.advanceTimersByTimeAsync(20);
    expect(flag().hasAttribute('data-off')).toBe(false);
    // The observer reports it off screen: the flag hides.
    io.fire([byId('a')], false);
    await vi.advanceTimersByTimeAsync(20);
    expect(flag().hasAttribute('data-off')).toBe(true);
    controller.abort();
  });

  it('flags are measured after the frame the page changed, never in it, and not at all while no flagged post is on screen', async () => {
    // A frame as the browser runs it: requestAnimationFrame callbacks, then the page's layout.
    let inFrame = false;
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) =>
      setTimeout(() => {
        inFrame = true;
        try {
          cb(performance.now());
        } finally {
          inFrame = false;
        }
      }, 16),
    );
    const measured: boolean[] = [];
    Range.prototype.getClientRects = () => {
      measured.push(inFrame);
      return [{ left: 10, top: 10, right: 110, bottom: 30 }] as unknown as DOMRectList;
    };
    const { controller } = await start({ flagKnown: true });
    const io = observers[0]!;
    io.fire([byId('a'), byId('b')], true);
    await vi.advanceTimersByTimeAsync(50);
    const flag = () => getOverlayRoot().querySelector('[data-claimlens="flag"]')!;
    expect(flag().hasAttribute('data-off')).toBe(false);
    // The page re-renders the flagged post: read and marked at once, measured once the frame is drawn.
    document.body.innerHTML = `<main><p id="a">${KNOWN}</p><p id="b">${OTHER}</p></main>`;
    await vi.advanceTimersByTimeAsync(0);
    expect(highlighted()).toBe(1);
    await vi.advanceTimersByTimeAsync(50);
    expect(measured.length).toBeGreaterThan(1);
    expect(measured.every((during) => !during)).toBe(true);
    // Scrolled away: hidden; re-renders then measure nothing.
    io.fire([byId('a')], false);
    await vi.advanceTimersByTimeAsync(50);
    expect(flag().hasAttribute('data-off')).toBe(true);
    const count = measured.length;
    for (let i = 0; i < 5; i++) {
      document.body.innerHTML = `<main><p id="a">${KNOWN}</p><p id="b">${OTHER}</p></main>`;
      await vi.advanceTimersByTimeAsync(50);
    }
    expect(measured.length).toBe(count);
    controller.abort();
  });

  it('the signed rules list switching this page’s adapter off: its posts are not read, and are again once it is back on', async () => {
    const rulesState = (disabled: [string, string][]) => ({
      url: FEED_RULES_URL,
      pinnedKey: FEED_RULES_KEY,
      rules: {
        format: FEED_RULES_FORMAT,
        version: 1,
        updatedAt: '2026-12-01T00:00:00Z',
        disabled,
        signature: { alg: 'Ed25519', publicKey: FEED_RULES_KEY, value: 'c2lnbmVk' },
      },
    });
    stored[KEYS.feedRules] = rulesState([['article', 'The article reader misreads this site']]);
    const { controller } = await start({ flagKnown: true });
    await vi.advanceTimersByTimeAsync(20);
    const io = observers[0]!;
    expect(io.targets.size).toBe(0);
    const newValue = rulesState([]);
    storageListeners.forEach((l) => l({ [KEYS.feedRules]: { newValue } }, 'local'));
    await vi.advanceTimersByTimeAsync(20);
    expect([...io.targets].map((e) => e.id)).toEqual(['a', 'b', 'c']);
    controller.abort();
  });

  it('switched off while running: the observer goes, the flags and highlight leave the page, nothing more is sent', async () => {
    const { controller, change } = await start({ flagKnown: true });
    observers[0]!.fire([byId('a')], true);
    await vi.advanceTimersByTimeAsync(20);
    expect(highlighted()).toBe(1);
    change(parsePageSettings({ feeds: { flagKnown: false } }));
    expect({ connected: observers[0]!.connected, highlighted: highlighted() }).toEqual({
      connected: false,
      highlighted: 0,
    });
    observers[0]!.fire([byId('b')], true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(1);
    controller.abort();
  });
});
