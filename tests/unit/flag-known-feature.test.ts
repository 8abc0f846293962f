// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

import { getOverlayRoot } from '../../lib/content/overlay';
import { parsePageSettings } from '../../lib/content/settings';
import { FEED_RULES_FORMAT, FEED_RULES_KEY, FEED_RULES_URL } from '../../lib/sources/feed-rules';
import { KEYS } from '../../lib/sources/storage';
import { byId, flags, highlighted, KNOWN, OTHER, page, start, useFlagKnownPage } from './support/flag-known-page';

/**
 * The flag-known feature on a jsdom page, with the browser's IntersectionObserver and the
 * background stood in for: off, it observes and sends nothing; on, it sends each on-screen text
 * once, shows the engine's flags, and leaves nothing behind when switched off or aborted.
 */

useFlagKnownPage();

describe('flagging known claims on a page', () => {
  it('off (the default): nothing is observed and nothing is sent', async () => {
    const { controller } = await start({});
    await vi.advanceTimersByTimeAsync(5000);
    expect({ observers: page.observers.length, sent: page.sent.length, overlay: flags() }).toEqual({
      observers: 0,
      sent: 0,
      overlay: false,
    });
    controller.abort();
  });

  it('on for another site only: nothing is observed here', async () => {
    const { controller } = await start({ flagKnown: false, sites: { 'x.com': true } });
    expect(page.observers.length).toBe(0);
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
    const io = page.observers[0]!;
    expect([...io.targets].map((e) => e.id)).toEqual(['a', 'b', 'c']);
    io.fire([byId('a'), byId('b')], true);
    await vi.advanceTimersByTimeAsync(20);
    expect(page.sent.map((batch) => batch.map((p) => p.text))).toEqual([[KNOWN, OTHER]]);
    expect(page.sent[0]!.every((p) => /^[0-9a-f]{16}$/.test(p.key))).toBe(true);
    expect(highlighted()).toBe(1);
    // Scrolled away and back, and re-rendered with the same text: not sent again.
    io.fire([byId('a')], false);
    io.fire([byId('a')], true);
    document.body.innerHTML = `<main><p id="a">${KNOWN}</p><p id="b">${OTHER}</p></main>`;
    await vi.advanceTimersByTimeAsync(20);
    io.fire([byId('a'), byId('b')], true);
    await vi.advanceTimersByTimeAsync(20);
    expect(page.sent).toHaveLength(1);
    expect(highlighted()).toBe(1);
    controller.abort();
    expect({
      connected: io.connected,
      overlay: flags(),
      highlighted: highlighted(),
      timers: vi.getTimerCount(),
      storageListeners: page.storageListeners.size,
    }).toEqual({ connected: false, overlay: false, highlighted: 0, timers: 0, storageListeners: 0 });
  });

  it('a flagged post re-rendered in place keeps its flag until the observer says it left the screen (no blink)', async () => {
    const { controller } = await start({ flagKnown: true });
    const io = page.observers[0]!;
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
    page.stored[KEYS.feedRules] = rulesState([['article', 'The article reader misreads this site']]);
    const { controller } = await start({ flagKnown: true });
    await vi.advanceTimersByTimeAsync(20);
    const io = page.observers[0]!;
    expect(io.targets.size).toBe(0);
    const newValue = rulesState([]);
    page.storageListeners.forEach((l) => l({ [KEYS.feedRules]: { newValue } }, 'local'));
    await vi.advanceTimersByTimeAsync(20);
    expect([...io.targets].map((e) => e.id)).toEqual(['a', 'b', 'c']);
    controller.abort();
  });

  it('switched off while running: the observer goes, the flags and highlight leave the page, nothing more is sent', async () => {
    const { controller, change } = await start({ flagKnown: true });
    page.observers[0]!.fire([byId('a')], true);
    await vi.advanceTimersByTimeAsync(20);
    expect(highlighted()).toBe(1);
    change(parsePageSettings({ feeds: { flagKnown: false } }));
    expect({ connected: page.observers[0]!.connected, highlighted: highlighted() }).toEqual({
      connected: false,
      highlighted: 0,
    });
    page.observers[0]!.fire([byId('b')], true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(page.sent).toHaveLength(1);
    controller.abort();
  });
});
