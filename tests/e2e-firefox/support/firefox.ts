import { existsSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import puppeteer, { type Browser } from 'puppeteer-core';

/**
 * Debian's Firefox ESR with the built Firefox add-on, driven over WebDriver BiDi. Puppeteer
 * starts Firefox and installs the temporary add-on (`webExtension.install`); everything after
 * that is plain BiDi commands on its connection: Puppeteer's page objects do not follow a tab
 * into a moz-extension:// page, and BiDi's own commands are what any maintained client sends.
 */

export const FIREFOX_EXTENSION_DIR = path.resolve(import.meta.dirname, '../../../.output/firefox-mv3');
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const ADDON_ID = 'claimlens@claimlens.dev';
/** A fixed internal UUID (the extensions.webextensions.uuids pref), so tests know moz-extension://UUID/. */
const ADDON_UUID = '6c1d3e2a-7e57-4c1a-9d3e-c1a1c1a1c1a1';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
interface RemoteNode {
  sharedId: string;
  value?: { shadowRoot?: { sharedId?: string } | null };
}
interface Connection {
  send(method: string, params: object): Promise<{ result: unknown }>;
}

/** A home folder with ~/.mozilla/managed-storage/<add-on id>.json, Firefox's source of storage.managed besides policies.json. */
function managedHome(data: object): string {
  const home = mkdtempSync(path.join(os.tmpdir(), 'claimlens-ff-home-'));
  const dir = path.join(home, '.mozilla', 'managed-storage');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, `${ADDON_ID}.json`),
    JSON.stringify({ name: ADDON_ID, description: 'ClaimLens e2e policy', type: 'storage', data }),
  );
  return home;
}

/**
 * Prefs that start Firefox's interface in `locale` (`'de'`), over the system's language. Firefox
 * ESR speaks it only with that language's pack, which Debian installs in the application's
 * extensions folder (firefox-esr-l10n-de): a scope Puppeteer's profile enables
 * (`extensions.enabledScopes` 5). Without the pack Firefox stays English, so its absence is an error here.
 */
function localePrefs(locale: string): Record<string, string> {
  const dir = path.join(path.dirname(realpathSync(FIREFOX)), 'browser', 'extensions');
  if (!(existsSync(dir) && readdirSync(dir).some((file) => file.startsWith(`langpack-${locale}@`))))
    throw new Error(
      `Firefox at ${FIREFOX} has no "${locale}" language pack in ${dir}: install Debian's firefox-esr-l10n-${locale} (.ci/run does).`,
    );
  return { 'intl.locale.requested': locale };
}

export class Firefox {
  readonly downloads: string;
  private constructor(
    private readonly browser: Browser,
    downloads: string,
  ) {
    this.downloads = downloads;
  }

  /**
   * `prefs` are added to the profile's (a proxy for the fixture web); `acceptInsecureCerts` takes its throwaway certificate.
   * `managed` is the organisation's policy for the add-on, as storage.managed gets it: written as
   * Firefox's managed-storage manifest in a home folder of this launch only, so that no other
   * Firefox on the machine sees it (a policies.json would apply to every Firefox of the installation).
   * `locale` is the browser's interface language (`'de'`); the system's where unset.
   */
  static async launch(
    options: {
      prefs?: Record<string, string | number | boolean>;
      acceptInsecureCerts?: boolean;
      managed?: object;
      locale?: string;
    } = {},
  ): Promise<Firefox> {
    if (!existsSync(path.join(FIREFOX_EXTENSION_DIR, 'manifest.json')))
      throw new Error(`No Firefox build at ${FIREFOX_EXTENSION_DIR}: run npm run build:firefox first.`);
    const downloads = mkdtempSync(path.join(os.tmpdir(), 'claimlens-ff-downloads-'));
    const browser = await puppeteer.launch({
      browser: 'firefox',
      ...(options.managed ? { env: { ...process.env, HOME: managedHome(options.managed) } } : {}),
      executablePath: FIREFOX,
      headless: true,
      enableExtensions: true,
      acceptInsecureCerts: options.acceptInsecureCerts ?? false,
      // Lets BiDi navigate a tab to the add-on's own pages (moz-extension://), as a reader opens them from the toolbar.
      args: ['--remote-allow-system-access'],
      extraPrefsFirefox: {
        'extensions.webextensions.uuids': JSON.stringify({ [ADDON_ID]: ADDON_UUID }),
        'browser.download.folderList': 2,
        'browser.download.dir': downloads,
        'browser.download.useDownloadDir': true,
        'browser.download.always_ask_before_handling_new_types': false,
        ...(options.locale ? localePrefs(options.locale) : {}),
        ...options.prefs,
      },
    });
    const id = await browser.installExtension(FIREFOX_EXTENSION_DIR);
    if (id !== ADDON_ID)
      throw new Error(
        `Installed add-on ${id}, expected ${ADDON_ID}: check browser_specific_settings.gecko.id in wxt.config.ts.`,
      );
    return new Firefox(browser, downloads);
  }

  /** The URL of one of the add-on's pages. */
  extensionUrl(page: string): string {
    return `moz-extension://${ADDON_UUID}/${page}`;
  }

  send<T>(method: string, params: object): Promise<T> {
    // Puppeteer's BiDi browser holds its connection without typing it publicly.
    const connection = (this.browser as unknown as { connection: Connection }).connection;
    return connection.send(method, params).then((r) => r.result as T);
  }

  async newTab(url: string): Promise<Tab> {
    const { context } = await this.send<{ context: string }>('browsingContext.create', { type: 'tab' });
    const tab = new Tab(this, context);
    await this.send('browsingContext.setViewport', { context, viewport: { width: 1200, height: 900 } });
    await tab.goto(url);
    return tab;
  }

  /** Top-level tabs and their URLs (tabs the add-on opens itself show up here). */
  async tabs(): Promise<{ context: string; url: string }[]> {
    const { contexts } = await this.send<{ contexts: { context: string; url: string }[] }>('browsingContext.getTree', {
      maxDepth: 0,
    });
    return contexts;
  }

  tab(context: string): Tab {
    return new Tab(this, context);
  }

  /**
   * The add-on's event page as about:debugging shows it ("running", "stopped"…), read in the
   * browser's own (chrome) scope, which `--remote-allow-system-access` opens to the driver.
   */
  backgroundState(): Promise<string> {
    return this.inChrome(`return ext.backgroundState;`);
  }

  /** Unloads the event page as Firefox does when it is idle (about:debugging's "Terminate background script"). */
  async terminateBackground(): Promise<void> {
    await this.inChrome(`await ext.terminateBackground(); return ext.backgroundState;`);
  }

  /**
   * Whether this Firefox's WebDriver BiDi opens its chrome scope (`moz:scope`): Debian's
   * firefox-esr 140.12 has none (its browsingContext module knows no such parameter and answers
   * with the tabs), so the event page cannot be read or unloaded from a test there.
   */
  async hasChromeScope(): Promise<boolean> {
    const { contexts } = await this.send<{ contexts: { context: string }[] }>('browsingContext.getTree', {
      'moz:scope': 'chrome',
      maxDepth: 0,
    });
    const res = await this.send<{ result?: { value?: string } }>('script.evaluate', {
      expression: 'typeof ChromeUtils',
      awaitPromise: false,
      target: { context: contexts[0]!.context },
    });
    return res.result?.value === 'object' || res.result?.value === 'function';
  }

  private async inChrome(body: string): Promise<string> {
    const { contexts } = await this.send<{ contexts: { context: string }[] }>('browsingContext.getTree', {
      'moz:scope': 'chrome',
      maxDepth: 0,
    });
    const res = await this.send<{ type: string; result?: { value?: string }; exceptionDetails?: { text?: string } }>(
      'script.evaluate',
      {
        expression: `(async () => { const { ExtensionParent } = ChromeUtils.importESModule('resource://gre/modules/ExtensionParent.sys.mjs'); const ext = ExtensionParent.GlobalManager.getExtension(${JSON.stringify(ADDON_ID)}); ${body} })()`,
        awaitPromise: true,
        target: { context: contexts[0]!.context },
      },
    );
    if (res.type === 'exception')
      throw new Error(`In Firefox's chrome scope: ${res.exceptionDetails?.text ?? 'script failed'}`);
    return String(res.result?.value);
  }

  close(): Promise<void> {
    return this.browser.close();
  }
}

/** Special keys as WebDriver names them. */
export const KEY = {
  Enter: '\uE007',
  Escape: '\uE00C',
  Tab: '\uE004',
  Shift: '\uE008',
  ArrowRight: '\uE014',
  Space: ' ',
} as const;

/** One tab: navigation, scripts, node lookups and the real mouse and keyboard. */
export class Tab {
  constructor(
    readonly firefox: Firefox,
    readonly context: string,
  ) {}

  async goto(url: string): Promise<void> {
    await this.firefox.send('browsingContext.navigate', { context: this.context, url, wait: 'complete' });
  }

  async reload(): Promise<void> {
    await this.firefox.send('browsingContext.reload', { context: this.context, wait: 'complete' });
  }

  async activate(): Promise<void> {
    await this.firefox.send('browsingContext.activate', { context: this.context });
  }

  async close(): Promise<void> {
    await this.firefox.send('browsingContext.close', { context: this.context });
  }

  /** Runs `fn` in the page with JSON arguments and returns its JSON result. */
  async evaluate<T, A extends Json[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T> {
    return this.run<T>(
      `async function (json) { const r = await (${fn.toString()})(...JSON.parse(json)); return JSON.stringify(r === undefined ? null : r); }`,
      [{ type: 'string', value: JSON.stringify(args) }],
    );
  }

  /** Runs `fn` on one node found by `locate` (its first argument), in the page. */
  async callOn<T>(sharedId: string, fn: string, arg: Json = null): Promise<T> {
    return this.run<T>(
      `async function (node, json) { const r = await (${fn})(node, JSON.parse(json)); return JSON.stringify(r === undefined ? null : r); }`,
      [{ sharedId }, { type: 'string', value: JSON.stringify(arg) }],
    );
  }

  private async run<T>(functionDeclaration: string, args: object[]): Promise<T> {
    const res = await this.firefox.send<{
      type: string;
      result?: { value?: string };
      exceptionDetails?: { text?: string };
    }>('script.callFunction', {
      functionDeclaration,
      arguments: args,
      awaitPromise: true,
      target: { context: this.context },
    });
    if (res.type === 'exception') throw new Error(`In the page: ${res.exceptionDetails?.text ?? 'script failed'}`);
    return JSON.parse(res.result?.value ?? 'null') as T;
  }

  /** Nodes a BiDi locator finds (css, or accessibility: the role and name Firefox's accessibility engine computes). */
  async locate(
    locator: { type: 'css'; value: string } | { type: 'accessibility'; value: { role?: string; name?: string } },
    startNodes?: string[],
  ): Promise<string[]> {
    const { nodes } = await this.firefox.send<{ nodes: RemoteNode[] }>('browsingContext.locateNodes', {
      context: this.context,
      locator,
      ...(startNodes ? { startNodes: startNodes.map((sharedId) => ({ sharedId })) } : {}),
    });
    return nodes.map((n) => n.sharedId);
  }

  /**
   * The shadow root of the element `selector` finds, open or closed, as BiDi serialises a node
   * to a driver (includeShadowTree: 'all'); the page's own scripts never get it.
   */
  async shadowRootOf(selector: string): Promise<string | null> {
    const res = await this.firefox.send<{ type: string; result?: RemoteNode & { type: string } }>(
      'script.callFunction',
      {
        functionDeclaration: `function () { return document.querySelector(${JSON.stringify(selector)}); }`,
        awaitPromise: false,
        target: { context: this.context },
        serializationOptions: { includeShadowTree: 'all', maxDomDepth: 0 },
      },
    );
    return res.result?.type === 'node' ? (res.result.value?.shadowRoot?.sharedId ?? null) : null;
  }

  /** Files chosen in a file input, as the reader picks them in the dialog. */
  async setFiles(sharedId: string, files: string[]): Promise<void> {
    await this.firefox.send('input.setFiles', { context: this.context, element: { sharedId }, files });
  }

  async click(x: number, y: number): Promise<void> {
    await this.pointer([
      { type: 'pointerMove', x: Math.round(x), y: Math.round(y) },
      { type: 'pointerDown', button: 0 },
      { type: 'pointerUp', button: 0 },
    ]);
  }

  /** Presses at `from`, moves to `to` in steps and releases: a drag that selects text. */
  async drag(from: { x: number; y: number }, to: { x: number; y: number }, steps = 8): Promise<void> {
    const moves = Array.from({ length: steps }, (_, i) => ({
      type: 'pointerMove',
      x: Math.round(from.x + ((to.x - from.x) * (i + 1)) / steps),
      y: Math.round(from.y + ((to.y - from.y) * (i + 1)) / steps),
      duration: 20,
    }));
    await this.pointer([
      { type: 'pointerMove', x: Math.round(from.x), y: Math.round(from.y) },
      { type: 'pointerDown', button: 0 },
      ...moves,
      { type: 'pointerUp', button: 0 },
    ]);
  }

  /** Presses keys in order; `KEY.Shift` in `hold` is held around them. */
  async press(keys: string[], hold: string[] = []): Promise<void> {
    const actions = [
      ...hold.map((value) => ({ type: 'keyDown', value })),
      ...keys.flatMap((value) => [
        { type: 'keyDown', value },
        { type: 'keyUp', value },
      ]),
      ...hold.map((value) => ({ type: 'keyUp', value })),
    ];
    await this.firefox.send('input.performActions', {
      context: this.context,
      actions: [{ type: 'key', id: 'keyboard', actions }],
    });
  }

  async type(text: string): Promise<void> {
    await this.press([...text]);
  }

  private async pointer(actions: object[]): Promise<void> {
    await this.firefox.send('input.performActions', {
      context: this.context,
      actions: [{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }],
    });
    await this.firefox.send('input.releaseActions', { context: this.context });
  }
}
