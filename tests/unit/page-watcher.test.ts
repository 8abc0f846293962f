// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { type PageSubscriber, PageWatcher } from '../../lib/content/watch/page-watcher';
import { observeOptions, runFrame, runMeasure } from '../../lib/content/watch/phases';
import { dispatchTrusted } from './support/trusted-events';

/** A subscriber that writes down each phase it runs, in one log shared by all of them. */
function recording(name: string, log: string[], measures = true): PageSubscriber {
  return {
    frame: () => (log.push(`${name} frame`), measures),
    read: () => void log.push(`${name} read`),
    write: () => void log.push(`${name} write`),
  };
}

describe('the page watcher’s phases (pure)', () => {
  it('runs every frame, then all reads before any write, only for those that measure', () => {
    const log: string[] = [];
    const a = recording('a', log);
    const b = recording('b', log, false);
    const c = recording('c', log);
    const measuring = runFrame([a, b, c], new Set());
    runMeasure(measuring);
    expect(log).toEqual(['a frame', 'b frame', 'c frame', 'a read', 'c read', 'a write', 'c write']);
  });

  it('a subscriber asked to measure does, though its frame did not ask', () => {
    const log: string[] = [];
    const b = recording('b', log, false);
    runMeasure(runFrame([b], new Set([b])));
    expect(log).toEqual(['b frame', 'b read', 'b write']);
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
    for (const name of ['a', 'b'])
      watcher.subscribe(
        { ...recording(name, log), mutated: (r) => (heard.push(r.length), watcher.request()) },
        controller.signal,
      );
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
    watcher.subscribe({ ...recording('badges', log, false), scroll: true }, controller.signal);
    watcher.subscribe(recording('feed', log, false), controller.signal);
    for (let i = 0; i < 5; i++) dispatchTrusted(document, new Event('scroll'));
    await vi.advanceTimersByTimeAsync(50);
    expect(log).toEqual(['badges frame', 'feed frame', 'badges read', 'badges write']);
    controller.abort();
  });

  it('abort stops everything: no frame runs, no timer is left, mutations are not heard', async () => {
    const watcher = new PageWatcher();
    const log: string[] = [];
    const controller = new AbortController();
    watcher.subscribe({ ...recording('a', log), mutated: () => log.push('mutated') }, controller.signal);
    watcher.request();
    controller.abort();
    document.getElementById('p')!.append(' more');
    await Promise.resolve();
    await vi.advanceTimersByTimeAsync(50);
    watcher.request();
    expect({ log, timers: vi.getTimerCount() }).toEqual({ log: [], timers: 0 });
  });

  it('one subscriber leaving keeps the others running', async () => {
    const watcher = new PageWatcher();
    const log: string[] = [];
    const first = new AbortController();
    const second = new AbortController();
    watcher.subscribe(recording('a', log), first.signal);
    watcher.subscribe(recording('b', log), second.signal);
    watcher.request();
    first.abort();
    await vi.advanceTimersByTimeAsync(50);
    expect(log).toEqual(['b frame', 'b read', 'b write']);
    second.abort();
  });
});
