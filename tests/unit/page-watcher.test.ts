// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { type PageSubscriber, PageWatcher } from '../../lib/content/watch/page-watcher';
import { addAsk, type Ask, type FrameWork, observeOptions, runFrame, runMeasure } from '../../lib/content/watch/phases';
import { dispatchTrusted } from './support/trusted-events';

/** A subscriber that writes down each phase it runs, in one log shared by all of them. */
function recording(name: string, log: string[], measures = true): PageSubscriber {
  return {
    frame: () => (log.push(`${name} frame`), measures),
    read: () => void log.push(`${name} read`),
    write: () => void log.push(`${name} write`),
  };
}

const both: Ask = { frame: true, measure: false };

describe('the page watcher’s phases (pure)', () => {
  it('runs the frame of those that asked, then all reads before any write, only for those that measure', () => {
    const log: string[] = [];
    const a = recording('a', log);
    const b = recording('b', log, false);
    const c = recording('c', log);
    const measuring = runFrame([a, b, c], new Map([a, b, c].map((s) => [s, both])));
    runMeasure(measuring);
    expect(log).toEqual(['a frame', 'b frame', 'c frame', 'a read', 'c read', 'a write', 'c write']);
  });

  it('a subscriber that did not ask is not run, in the frame or after it', () => {
    const log: string[] = [];
    const a = recording('a', log);
    const b = recording('b', log);
    runMeasure(runFrame([a, b], new Map([[b, both]])));
    expect(log).toEqual(['b frame', 'b read', 'b write']);
  });

  it('a subscriber asked to measure does, without its frame step; both asks run both', () => {
    const log: string[] = [];
    const a = recording('a', log, false);
    const b = recording('b', log, false);
    runMeasure(
      runFrame(
        [a, b],
        new Map([
          [a, addAsk(undefined, 'measure')],
          [b, addAsk(addAsk(undefined, 'frame'), 'measure')],
        ]),
      ),
    );
    expect(log).toEqual(['b frame', 'a read', 'b read', 'a write', 'b write']);
  });

  it('one without a frame step measures when it asks for a frame', () => {
    const log: string[] = [];
    const plain: FrameWork = { read: () => void log.push('read'), write: () => void log.push('write') };
    runMeasure(runFrame([plain], new Map([[plain, both]])));
    expect(log).toEqual(['read', 'write']);
  });

  it('asks add up', () => {
    expect(addAsk(undefined, 'frame')).toEqual({ frame: true, measure: false });
    expect(addAsk({ frame: true, measure: false }, 'measure')).toEqual({ frame: true, measure: true });
  });

  it('observes attributes only when a subscriber asks for them', () => {
    expect(observeOptions([{}, { attributes: false }]).attributes).toBe(false);
    expect(observeOptions([{}, { attributes: true }])).toEqual({
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
  });
});

describe('the page watcher on a page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    document.body.innerHTML = '<p id="p">Garlic cures colds.</p>';
  });
  afterEach(() => (vi.useRealTimers(), vi.unstubAllGlobals()));

  it('a burst of mutations asks for one frame, and every subscriber hears each batch', async () => {
    const watcher = new PageWatcher();
    const log: string[] = [];
    const heard: number[] = [];
    const controller = new AbortController();
    for (const name of ['a', 'b']) {
      const s: PageSubscriber = {
        ...recording(name, log),
        mutated: (r) => (heard.push(r.length), watcher.requestFrame(s)),
      };
      watcher.subscribe(s, controller.signal);
    }
    for (let i = 0; i < 20; i++) document.getElementById('p')!.append(` ${i}`);
    await Promise.resolve();
    expect(heard).toEqual([20, 20]);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(50);
    expect(log).toEqual(['a frame', 'b frame', 'a read', 'b read', 'a write', 'b write']);
    controller.abort();
  });

  it('the window scrolling asks those that follow it to measure, once a frame', async () => {
    const watcher = new PageWatcher();
    const log: string[] = [];
    const controller = new AbortController();
    watcher.subscribe({ ...recording('badges', log), scroll: true }, controller.signal);
    watcher.subscribe(recording('feed', log), controller.signal);
    for (let i = 0; i < 5; i++) dispatchTrusted(document, new Event('scroll'));
    await vi.advanceTimersByTimeAsync(50);
    expect(log).toEqual(['badges frame', 'badges read', 'badges write']);
    controller.abort();
  });

  it('abort stops everything: no frame runs, no timer is left, mutations are not heard', async () => {
    const watcher = new PageWatcher();
    const log: string[] = [];
    const controller = new AbortController();
    const a: PageSubscriber = { ...recording('a', log), mutated: () => log.push('mutated') };
    watcher.subscribe(a, controller.signal);
    watcher.requestFrame(a);
    controller.abort();
    document.getElementById('p')!.append(' more');
    await Promise.resolve();
    await vi.advanceTimersByTimeAsync(50);
    watcher.requestFrame(a);
    expect({ log, timers: vi.getTimerCount() }).toEqual({ log: [], timers: 0 });
  });

  it('one subscriber leaving keeps the others running', async () => {
    const watcher = new PageWatcher();
    const log: string[] = [];
    const first = new AbortController();
    const second = new AbortController();
    const a = recording('a', log);
    const b = recording('b', log);
    watcher.subscribe(a, first.signal);
    watcher.subscribe(b, second.signal);
    watcher.requestFrame(a);
    watcher.requestFrame(b);
    first.abort();
    await vi.advanceTimersByTimeAsync(50);
    expect(log).toEqual(['b frame', 'b read', 'b write']);
    second.abort();
  });

  it('runs only those that asked, all reads before any write across them, and stops when nobody asks', async () => {
    const watcher = new PageWatcher();
    const log: string[] = [];
    const controller = new AbortController();
    const [a, b, c] = ['a', 'b', 'c'].map((name) => recording(name, log)) as [
      PageSubscriber,
      PageSubscriber,
      PageSubscriber,
    ];
    for (const s of [a, b, c]) watcher.subscribe(s, controller.signal);
    watcher.requestFrame(c);
    watcher.requestMeasure(a);
    expect(watcher.frameAsked(c)).toBe(true);
    expect(watcher.frameAsked(a)).toBe(false);
    await vi.advanceTimersByTimeAsync(50);
    expect(log).toEqual(['c frame', 'a read', 'c read', 'a write', 'c write']);
    expect(watcher.frameAsked(c)).toBe(false);
    // Nobody asked again: no frame is waiting, and frames going by run nothing.
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(200);
    expect(log).toHaveLength(5);
    controller.abort();
  });

  it('a subscriber asking in its own frame step is run again in the next frame, not this one', async () => {
    const watcher = new PageWatcher();
    const log: string[] = [];
    const controller = new AbortController();
    let again = true;
    const a: PageSubscriber = {
      frame: () => {
        log.push('a frame');
        if (again) ((again = false), watcher.requestFrame(a));
        return false;
      },
    };
    watcher.subscribe(a, controller.signal);
    watcher.requestFrame(a);
    await vi.advanceTimersByTimeAsync(16);
    expect(log).toEqual(['a frame']);
    await vi.advanceTimersByTimeAsync(50);
    expect(log).toEqual(['a frame', 'a frame']);
    expect(vi.getTimerCount()).toBe(0);
    controller.abort();
  });
});
