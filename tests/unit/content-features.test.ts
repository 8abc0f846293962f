// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { startContent } from '../../lib/content';
import { HIGHLIGHT_NAME } from '../../lib/content/highlights';
import { HOST_ATTR } from '../../lib/content/overlay';
import { pillVisible } from '../../lib/content/pill';
import type { CheckSummary } from '../../lib/core/schemas';
import { SETTINGS_KEY } from '../../lib/settings/store';
import { dispatchTrusted } from './support/trusted-events';

/**
 * The content script ends with its signal (WXT aborts it when the extension is updated or
 * reloaded under an open page): every feature is started on a page, made to set up all it
 * has (pill, badges, highlights, observers, timers, the message listener), then the signal is
 * aborted and nothing of it may remain, on the page or listening to it. Chrome's event
 * registries and the background are stood in for by recorders; the page is jsdom.
 */

const RECT = { left: 10, top: 10, right: 110, bottom: 30, width: 100, height: 20, x: 10, y: 10 } as DOMRect;
const EXTENSION_ID = 'claimlens-test';
const FROM_BACKGROUND = { id: EXTENSION_ID };

type Listener = (...args: never[]) => unknown;
/** A chrome.events.Event stand-in that holds its listeners, so a test can see what is left. */
function chromeEvent() {
  const listeners = new Set<Listener>();
  return {
    listeners,
    addListener: (l: Listener) => listeners.add(l),
    removeListener: (l: Listener) => listeners.delete(l),
    hasListener: (l: Listener) => listeners.has(l),
  };
}

const summary = (id: string, text: string, extra: Partial<CheckSummary> = {}): CheckSummary => ({
  id: id as CheckSummary['id'],
  status: 'running',
  stage: 'web',
  text,
  updatedAt: 1,
  ...extra,
});

/** The background's answers to the content script's requests. */
const BACKGROUND: Record<string, (payload: { text?: string }) => unknown> = {
  'page.checks': () => [
    summary('check:old', 'Vitamin C prevents colds.', {
      anchor: { exact: 'Vitamin C prevents colds.', prefix: '', suffix: '' },
    }),
  ],
  'check.start': (p) => ({ summary: summary('check:new', p.text ?? '') }),
  'health.classify': () => ({ health: true, score: 0.9 }),
};

/** Requests whose answer the test holds back, to hand it over after the signal has ended. */
let held: Map<string, (release: unknown) => void>;
let holding: Set<string>;
let onMessage: ReturnType<typeof chromeEvent>;
let onStorageChanged: ReturnType<typeof chromeEvent>;
/** Window and document listeners added and not yet removed (by removeEventListener or their signal). */
let pageListeners: { target: EventTarget; type: string; signal?: AbortSignal; removed: boolean; listener: unknown }[];
let observers: { connected: boolean }[];

class RecordingResizeObserver {
  private readonly record = { connected: false };
  constructor() {
    observers.push(this.record);
  }
  observe() {
    this.record.connected = true;
  }
  disconnect() {
    this.record.connected = false;
  }
}

beforeAll(() => {
  // jsdom has no layout: give ranges a box so a selection and a passage can be placed.
  Range.prototype.getClientRects = () => [RECT] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => RECT;
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  held = new Map();
  holding = new Set();
  onMessage = chromeEvent();
  onStorageChanged = chromeEvent();
  pageListeners = [];
  observers = [];
  vi.stubGlobal('chrome', {
    runtime: {
      id: EXTENSION_ID,
      getURL: (path: string) => `chrome-extension://${EXTENSION_ID}/${path}`,
      onMessage,
      sendMessage: async ({ type, payload }: { type: string; payload: { text?: string } }) => {
        if (holding.has(type)) await new Promise((release) => held.set(type, release));
        return { ok: true, data: BACKGROUND[type]!(payload) };
      },
    },
    storage: {
      local: {
        get: async () => ({
          [SETTINGS_KEY]: { general: { showPill: true, restoreBadges: true, maxSelectionChars: 5000 } },
        }),
      },
      onChanged: onStorageChanged,
    },
  });
  vi.stubGlobal('ResizeObserver', RecordingResizeObserver);
  const NativeMutationObserver = MutationObserver;
  vi.stubGlobal(
    'MutationObserver',
    class extends NativeMutationObserver {
      private readonly record = { connected: false };
      constructor(callback: MutationCallback) {
        super(callback);
        observers.push(this.record);
      }
      override observe(target: Node, options?: MutationObserverInit) {
        super.observe(target, options);
        this.record.connected = true;
      }
      override disconnect() {
        super.disconnect();
        this.record.connected = false;
      }
    },
  );
  // The CSS Custom Highlight API, which jsdom lacks: the registry is a map, as in the browser.
  vi.stubGlobal('CSS', { highlights: new Map<string, unknown>() });
  vi.stubGlobal(
    'Highlight',
    class {
      readonly ranges: Range[];
      constructor(...ranges: Range[]) {
        this.ranges = ranges;
      }
    },
  );
  // The window's own methods, not EventTarget's: jsdom binds them to its window object.
  for (const target of [window, document] as EventTarget[]) {
    const add = target.addEventListener.bind(target);
    const remove = target.removeEventListener.bind(target);
    vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
      const signal = typeof options === 'object' ? options.signal : undefined;
      if (!signal?.aborted) pageListeners.push({ target, type, signal, removed: false, listener });
      add(type, listener, options);
    });
    vi.spyOn(target, 'removeEventListener').mockImplementation((type, listener, options) => {
      for (const l of pageListeners)
        if (l.target === target && l.type === type && l.listener === listener) l.removed = true;
      remove(type, listener, options);
    });
  }
  document.body.innerHTML =
    '<p id="claim">Garlic cures COVID-19 in two days.</p><p id="other">Vitamin C prevents colds.</p>';
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  getSelection()?.removeAllRanges();
});

function select(id: string): void {
  const range = document.createRange();
  range.selectNodeContents(document.getElementById(id)!);
  getSelection()!.removeAllRanges();
  getSelection()!.addRange(range);
}

/** Sends a message to the content script as the background does; resolves with its answer. */
/** Delivers a message as the background sends it; the router answers once its handler has run (a few microtasks). */
async function fromBackground(type: string, payload: unknown): Promise<unknown[]> {
  const answers: unknown[] = [];
  for (const listener of onMessage.listeners)
    (listener as (m: unknown, s: unknown, r: (a: unknown) => void) => unknown)(
      { type, payload },
      FROM_BACKGROUND,
      (a) => answers.push(a),
    );
  for (let i = 0; i < 10; i++) await Promise.resolve();
  return answers;
}

const overlayOnPage = () => document.querySelector(`[${HOST_ATTR}]`);
const liveListeners = () =>
  pageListeners
    .filter((l) => !l.removed && !l.signal?.aborted)
    .map((l) => `${l.target === window ? 'window' : 'document'} ${l.type}`);
const highlighted = () =>
  (CSS.highlights as unknown as Map<string, { ranges: Range[] }>).get(HIGHLIGHT_NAME)?.ranges.length ?? 0;

/** Starts every feature on the page and has each set up what it can. */
async function startEverything(): Promise<AbortController> {
  const controller = new AbortController();
  await startContent(controller.signal);
  // The context menu's "Check claim": a check starts (badge, watchdog timer, observers).
  select('claim');
  expect(await fromBackground('content.checkSelection', {})).toEqual([{ ok: true, data: { started: true } }]);
  await vi.advanceTimersByTimeAsync(0);
  // Its progress arrives from the background.
  await fromBackground('content.checkUpdate', {
    summary: summary('check:new', 'Garlic cures COVID-19 in two days.', { updatedAt: 2 }),
  });
  // The reader selects more: the pill is offered.
  select('other');
  dispatchTrusted(document.body, new MouseEvent('mouseup', { button: 0, bubbles: true }));
  // A frame passes: highlights are painted, badges placed.
  await vi.advanceTimersByTimeAsync(20);
  return controller;
}

describe('the content script ends with its signal', () => {
  it('while it runs, every feature has set up its part', async () => {
    const controller = await startEverything();
    expect({
      overlay: !!overlayOnPage(),
      pill: pillVisible(),
      highlights: highlighted(),
      messageListeners: onMessage.listeners.size,
      settingsListeners: onStorageChanged.listeners.size,
      observers: observers.filter((o) => o.connected).length,
      watchdogs: vi.getTimerCount() > 0,
    }).toEqual({
      overlay: true,
      pill: true,
      highlights: 2,
      messageListeners: 1,
      settingsListeners: 1,
      observers: 2,
      watchdogs: true,
    });
    expect(liveListeners()).toEqual(
      expect.arrayContaining([
        'window mouseup',
        'window keyup',
        'window mousedown',
        'window keydown',
        'window scroll',
        'window resize',
      ]),
    );
    controller.abort();
  });

  it('after abort: no listener, observer, timer, overlay, pill or highlight is left', async () => {
    const controller = await startEverything();
    controller.abort();
    expect({
      overlay: overlayOnPage(),
      pill: pillVisible(),
      highlights: highlighted(),
      messageListeners: onMessage.listeners.size,
      settingsListeners: onStorageChanged.listeners.size,
      observers: observers.filter((o) => o.connected).length,
      timers: vi.getTimerCount(),
      pageListeners: liveListeners(),
    }).toEqual({
      overlay: null,
      pill: false,
      highlights: 0,
      messageListeners: 0,
      settingsListeners: 0,
      observers: 0,
      timers: 0,
      pageListeners: [],
    });
  });

  it('after abort, the reader’s selection offers no pill and a late answer puts nothing back on the page', async () => {
    const controller = await startEverything();
    controller.abort();
    select('claim');
    dispatchTrusted(document.body, new MouseEvent('mouseup', { button: 0, bubbles: true }));
    dispatchTrusted(document.body, new KeyboardEvent('keyup', { key: 'ArrowRight', shiftKey: true, bubbles: true }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect({
      overlay: overlayOnPage(),
      pill: pillVisible(),
      observers: observers.filter((o) => o.connected).length,
      timers: vi.getTimerCount(),
    }).toEqual({ overlay: null, pill: false, observers: 0, timers: 0 });
  });

  it('an answer that arrives after abort (badges of earlier checks) puts nothing back on the page', async () => {
    holding.add('page.checks');
    const controller = new AbortController();
    const started = startContent(controller.signal);
    await vi.advanceTimersByTimeAsync(0);
    expect(held.has('page.checks')).toBe(true);
    controller.abort();
    held.get('page.checks')!(null);
    await started;
    await vi.advanceTimersByTimeAsync(60_000);
    expect({
      overlay: overlayOnPage(),
      highlights: highlighted(),
      observers: observers.filter((o) => o.connected).length,
      timers: vi.getTimerCount(),
    }).toEqual({ overlay: null, highlights: 0, observers: 0, timers: 0 });
  });
});
