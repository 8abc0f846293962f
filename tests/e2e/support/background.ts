import { type BrowserContext, type CDPSession, expect, type Page, type Worker } from '@playwright/test';

/**
 * The extension's background as a test drives it: its service worker (to send what the context
 * menu and the keyboard shortcut send, to stop it the way Chrome does when it is idle), the
 * offscreen engine (to close it), and the real side panel Chrome opens beside a tab.
 */
export class ExtensionBackground {
  private extensionPage: Page | undefined;
  private cdp: CDPSession | undefined;
  /** The service worker's state as CDP last reported it, and how many times it saw it stop. */
  private status = 'running';
  private stops = 0;

  constructor(
    readonly context: BrowserContext,
    readonly extensionId: string,
  ) {}

  /**
   * Opens the extension page this helper works through. Done before the test opens its pages,
   * so that it stays a background tab: a page in front keeps rendering (badges are placed on
   * animation frames, which background tabs do not get).
   */
  async start(): Promise<this> {
    await this.session();
    return this;
  }

  /** The running service worker, started again by a message if Chrome stopped it. */
  async worker(): Promise<Worker> {
    const page = await this.page();
    await page.evaluate(() => chrome.runtime.sendMessage({ type: 'wake' }).catch(() => undefined));
    return this.context.serviceWorkers()[0] ?? (await this.context.waitForEvent('serviceworker'));
  }

  /**
   * Stops the service worker as Chrome does after 30 s idle (CDP ServiceWorker.stopAllWorkers on
   * one of the extension's pages) and waits until it is stopped. `wait: false` kills it without
   * waiting, for a kill in the middle of a request.
   */
  async killServiceWorker(options: { wait?: boolean } = {}): Promise<void> {
    const cdp = await this.session();
    const before = this.stops;
    const alreadyStopped = this.status === 'stopped';
    await cdp.send('ServiceWorker.stopAllWorkers');
    // Events from the engine may start it again at once: wait for the stop itself, not a state.
    if (options.wait !== false && !alreadyStopped)
      await expect.poll(() => this.stops, { message: 'service worker stopped' }).toBeGreaterThan(before);
  }

  /** Closes the offscreen document that hosts the engine, as Chrome may do, killing its worker. */
  async closeEngine(): Promise<void> {
    const sw = await this.worker();
    await sw.evaluate(() => chrome.offscreen.closeDocument());
    expect(await sw.evaluate(() => chrome.offscreen.hasDocument())).toBe(false);
  }

  /** Asks the engine for its status, through the background (which starts an engine if none). */
  engineStatus(): Promise<{ startedAt: number; active: number; queued: number; recovered: number }> {
    return this.page().then((p) =>
      p.evaluate(async () => {
        const r = (await chrome.runtime.sendMessage({ type: 'engine.status', payload: {} })) as {
          ok: boolean;
          data: never;
          error?: { message: string };
        };
        if (!r.ok) throw new Error(r.error?.message);
        return r.data;
      }),
    );
  }

  /**
   * Starts `count` real checks at once, straight from the service worker to the engine (with
   * `maxConcurrentChecks` 1 they queue up), so that a check started after them stays queued
   * long enough to be interrupted. Resolves when the engine has accepted them all.
   */
  async burst(count: number, site = 'https://burst.example/'): Promise<void> {
    await this.engineStatus();
    const sw = await this.worker();
    await sw.evaluate(
      async ({ count, site }) => {
        const config = { settings: { general: { maxConcurrentChecks: 1 } } };
        const sends = Array.from({ length: count }, (_, i) =>
          chrome.runtime.sendMessage({
            target: 'engine',
            op: 'check.start',
            payload: { text: `Queued claim ${i}: vitamin pills cure colds`, page: { url: site, title: 'Burst' } },
            config,
          }),
        );
        const answers = (await Promise.all(sends)) as { ok: boolean }[];
        if (answers.some((a) => !a.ok)) throw new Error('The engine refused a check of the burst.');
      },
      { count, site },
    );
  }

  /**
   * What the context menu item and the keyboard shortcut do: ask the content script of the
   * page's tab to check its selection. The page is brought to the front, as it is when a
   * reader right-clicks it or presses the shortcut; Chrome hands its tab to the background.
   */
  async checkSelectionIn(page: Page, frameId = 0): Promise<{ ok: boolean; data?: { started: boolean } }> {
    const sw = await this.worker();
    await page.bringToFront();
    return sw.evaluate(async (frameId) => {
      // Without the "tabs" permission the background cannot see tab URLs: the active tab is the one.
      const [tab] = await chrome.tabs.query({ active: true });
      if (tab?.id === undefined) throw new Error('No active tab');
      return chrome.tabs.sendMessage(tab.id, { type: 'content.checkSelection', payload: {} }, { frameId });
    }, frameId);
  }

  /**
   * The side panel Chrome opened beside a tab (not one a test opened in a tab): Playwright does
   * not list it as a page, so its DOM is read over CDP. Resolves with the Check tab's claim text.
   */
  async openedSidePanelClaim(): Promise<string> {
    const browser = this.context.browser();
    if (!browser) throw new Error('No browser to reach the side panel.');
    const cdp = await browser.newBrowserCDPSession();
    try {
      const { targetInfos } = await cdp.send('Target.getTargets');
      const panel = targetInfos.find(
        (t) => t.type === 'page' && !t.attached && t.url === `chrome-extension://${this.extensionId}/sidepanel.html`,
      );
      if (!panel) throw new Error('The side panel is not open.');
      const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: panel.targetId, flatten: false });
      const answer = new Promise<string>((resolve) => {
        cdp.on('Target.receivedMessageFromTarget', (e) => {
          const msg = JSON.parse(e.message) as { id?: number; result?: { result?: { value?: string } } };
          if (msg.id === 1) resolve(msg.result?.result?.value ?? '');
        });
      });
      const expression = `new Promise((resolve) => {
        const read = () => document.querySelector('[aria-label="Check details"] blockquote')?.textContent;
        const poll = () => (read() ? resolve(read()) : setTimeout(poll, 50));
        poll();
      })`;
      await cdp.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({
          id: 1,
          method: 'Runtime.evaluate',
          params: { expression, awaitPromise: true, returnByValue: true },
        }),
      });
      return await answer;
    } finally {
      await cdp.detach();
    }
  }

  private async page(): Promise<Page> {
    if (!this.extensionPage || this.extensionPage.isClosed()) {
      this.extensionPage = await this.context.newPage();
      await this.extensionPage.goto(`chrome-extension://${this.extensionId}/sidepanel.html`);
      this.cdp = undefined;
    }
    return this.extensionPage;
  }

  private async session(): Promise<CDPSession> {
    if (!this.cdp) {
      this.cdp = await this.context.newCDPSession(await this.page());
      this.cdp.on('ServiceWorker.workerVersionUpdated', (e) => {
        const version = e.versions.find((v) => v.scriptURL.endsWith('/background.js'));
        if (!version) return;
        if (version.runningStatus === 'stopped' && this.status !== 'stopped') this.stops++;
        this.status = version.runningStatus;
      });
      await this.cdp.send('ServiceWorker.enable');
    }
    return this.cdp;
  }
}
