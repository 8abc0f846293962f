import { type BrowserContext, expect, type Locator, type Worker } from '@playwright/test';

import type { OverlayElement } from './overlay';
import { ClaimPage, SidePanel } from './pages';

/** A feed that re-renders every 1.5 s (pages/feed-flags.html), with ClaimLens's flags of known claims on it. */
export class FlagFeedPage extends ClaimPage {
  post(id: string): Locator {
    return this.page.locator(`[data-post="${id}"]`);
  }

  flags(): OverlayElement {
    return this.overlay().locator('[data-claimlens="flag"]');
  }

  /** The flag of a known claim, by what it says (its accessible name starts "Known claim: False."). */
  flag(verdict: 'True' | 'False'): OverlayElement {
    return this.getByRole('button', { name: new RegExp(`^Known claim: ${verdict}\\.`) });
  }

  /** The flags that are shown (a flag whose post is off screen or gone is hidden). */
  async shownFlags(): Promise<number> {
    let shown = 0;
    for (let i = 0; i < (await this.flags().count()); i++) if (await this.flags().nth(i).isVisible()) shown++;
    return shown;
  }

  async renders(): Promise<number> {
    return Number(await this.page.locator('body').getAttribute('data-renders'));
  }

  async waitForRerenders(count: number): Promise<void> {
    const until = (await this.renders()) + count;
    await this.page.waitForFunction((n) => Number(document.body.dataset.renders) >= n, until, {
      timeout: count * 2500 + 3000,
    });
  }

  /**
   * Clicks a flag with the feed's re-rendering held, once the flag is beside its post's text:
   * every other render reorders the posts, so a flag can move between the moment its box is read
   * and the click, which then lands beside it.
   */
  async clickFlag(verdict: 'True' | 'False', text: string, post: Locator): Promise<void> {
    const feed = (on: boolean) =>
      this.page.evaluate((resume) => {
        const f = (window as unknown as { feed: { pause(): void; resume(): void } }).feed;
        if (resume) f.resume();
        else f.pause();
      }, on);
    await feed(false);
    try {
      await this.expectBadgeBeside(this.flag(verdict), text, post);
      await this.flag(verdict).click();
    } finally {
      await feed(true);
    }
  }

  /** The order of the posts on the page, top to bottom. */
  order(): Promise<string[]> {
    return this.page.locator('[data-post]').evaluateAll((els) => els.map((e) => e.getAttribute('data-post')!));
  }

  /**
   * Stops the feed's re-rendering and tells whether the page's DOM is exactly what the page
   * itself rendered last: the same body markup, and nothing beside head and body under the root
   * but ClaimLens's overlay host.
   */
  async domUnchanged(): Promise<{ body: boolean; root: string[] }> {
    await this.page.evaluate(() => (window as unknown as { feed: { pause(): void } }).feed.pause());
    await this.page.waitForTimeout(500);
    return this.page.evaluate(() => ({
      body: document.body.outerHTML === (window as unknown as { feed: { rendered: string } }).feed.rendered,
      root: [...document.documentElement.children]
        .filter((e) => !e.hasAttribute('data-claimlens-overlay'))
        .map((e) => e.tagName),
    }));
  }
}

/** A feed with flagging turned on in the side panel, once `count` of its known posts show their flags. */
export async function flaggedFeed(context: BrowserContext, url: string, extensionId: string, count = 2) {
  const panel = await SidePanel.open(context, extensionId);
  await setFlagKnown(panel, true);
  const page = await context.newPage();
  await page.goto(url);
  const feed = new FlagFeedPage(page);
  // The starter pack may still be installing on a fresh profile: the page asks again until it is in.
  await expect.poll(() => feed.flags().count(), { timeout: 40_000 }).toBe(count);
  return { panel, page, feed };
}

/** Turns flagging known claims on or off in Settings → On pages, as a reader does. */
export async function setFlagKnown(panel: SidePanel, on: boolean): Promise<void> {
  await panel.tab('Settings');
  const box = panel.page.getByRole('checkbox', { name: /^Flag claims ClaimLens already knows as I scroll/ });
  // The box shows the stored setting: it changes once the setting is saved.
  if ((await box.isChecked()) !== on) await box.click();
  await expect(box).toBeChecked({ checked: on });
}

/** The side panel's switch for the active tab's site ("Flag known claims on 127.0.0.1:…"). */
export function siteSwitch(panel: SidePanel): Locator {
  return panel.page.getByRole('switch', { name: /^Flag known claims on / });
}

/** Counts the feeds.match requests the background receives (a listener beside the router's). */
export async function countFeedRequests(worker: Worker): Promise<() => Promise<number>> {
  await worker.evaluate(() => {
    const g = globalThis as unknown as { feedRequests?: number };
    if (g.feedRequests !== undefined) return;
    g.feedRequests = 0;
    // feeds.match travels over each page's request port ({ id, message }), other messages one by one.
    chrome.runtime.onConnect.addListener((port) =>
      port.onMessage.addListener((m: { message?: { type?: string } }) => {
        if (m?.message?.type === 'feeds.match') g.feedRequests!++;
      }),
    );
    chrome.runtime.onMessage.addListener((m: { type?: string }) => {
      if (m?.type === 'feeds.match') g.feedRequests!++;
    });
  });
  return () => worker.evaluate(() => (globalThis as unknown as { feedRequests: number }).feedRequests);
}

/** Every request the browser's pages and workers make from now on, other than to the extension's own files. */
export function recordRequests(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('request', (r) => {
    if (!r.url().startsWith('chrome-extension://')) seen.push(r.url());
  });
  return seen;
}

/** Records the texts of every feeds.match request the background receives (what the page offered for matching). */
export async function recordFeedTexts(worker: Worker): Promise<() => Promise<string[]>> {
  await worker.evaluate(() => {
    const g = globalThis as unknown as { feedTexts?: string[] };
    if (g.feedTexts) return;
    const texts: string[] = (g.feedTexts = []);
    type Match = { type?: string; payload?: { posts?: { text: string }[] } };
    const note = (m?: Match) => {
      if (m?.type === 'feeds.match') texts.push(...(m.payload?.posts ?? []).map((p) => p.text));
    };
    chrome.runtime.onConnect.addListener((port) =>
      port.onMessage.addListener((m: { message?: Match }) => note(m?.message)),
    );
    chrome.runtime.onMessage.addListener((m: Match) => note(m));
  });
  return () => worker.evaluate(() => (globalThis as unknown as { feedTexts: string[] }).feedTexts);
}
