// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

import { getOverlayRoot } from '../../lib/content/overlay';
import {
  byId,
  highlighted,
  KNOWN,
  LINE,
  OTHER,
  page,
  registryMarks,
  start,
  useFlagKnownPage,
} from './support/flag-known-page';

/**
 * When flagging reads the page and measures its flags: a change is read at once (a burst of
 * them once a frame), and flags are measured only after the frame is drawn, when the page's
 * layout is clean, and only while a flagged post is on screen.
 */

useFlagKnownPage();

describe('flagging known claims: reads and measuring, frame by frame', () => {
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
      return [LINE] as unknown as DOMRectList;
    };
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const { controller } = await start({ flagKnown: true });
    const io = page.observers[0]!;
    io.fire([byId('a'), byId('b')], true);
    await vi.advanceTimersByTimeAsync(50);
    const flag = () => getOverlayRoot().querySelector('[data-claimlens="flag"]')!;
    expect(flag().hasAttribute('data-off')).toBe(false);
    // The page re-renders the flagged post: its mark, drawn in the overlay, stays through the
    // re-render (it does not blink), and the flag is measured once the frame is drawn.
    expect(highlighted()).toBe(1);
    now += 100;
    document.body.innerHTML = `<main><p id="a">${KNOWN}</p><p id="b">${OTHER}</p></main>`;
    await Promise.resolve();
    expect({ drawn: highlighted(), registry: registryMarks() }).toEqual({ drawn: 1, registry: 0 });
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

  it('a page changing in many small tasks is read at once the first time, then once a frame', async () => {
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const { controller } = await start({ flagKnown: true });
    const io = page.observers[0]!;
    const observed = () => io.targets.size;
    const main = document.querySelector('main')!;
    const add = (i: number) => {
      const p = document.createElement('p');
      p.textContent = `Post number ${i}: another day, another thread about sleep and coffee.`;
      main.append(p);
    };
    // A lone change is read in the observer's own callback, before any frame.
    const reads = vi.spyOn(Element.prototype, 'querySelectorAll');
    const paragraphQueries = () => reads.mock.calls.filter(([selector]) => selector === 'p').length;
    now += 100;
    add(0);
    await Promise.resolve();
    expect(observed()).toBe(4);
    const oneRead = paragraphQueries();
    expect(oneRead).toBeGreaterThan(0);
    // Twenty more in quick succession (a hostile or busy page): left for the next frame, read together.
    reads.mockClear();
    for (let i = 1; i <= 20; i++) ((now += 0.2), add(i), await Promise.resolve());
    expect(observed()).toBe(4);
    await vi.advanceTimersByTimeAsync(20);
    expect(observed()).toBe(24);
    expect(paragraphQueries()).toBe(oneRead);
    controller.abort();
  });
});
