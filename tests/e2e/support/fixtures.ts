import { type BrowserContext, test as base, type Worker } from '@playwright/test';

import { ExtensionBackground } from './background';
import { launchChromium } from './browser';
import { type FixtureServer, serverFixture } from './server';

/**
 * Fixtures for tests of the built extension in Debian's Chromium: a fresh profile with the
 * extension loaded, its id, its service worker, its background helper and the fixture page server.
 */

export { CHROMIUM, EXTENSION_DIR, launchWithExtension } from './browser';

export async function serviceWorkerOf(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}

interface Fixtures {
  /** Whether the browser keeps pages in its back/forward cache (`test.use({ bfcache: true })`). */
  bfcache: boolean;
  /** The browser's interface language (`test.use({ uiLanguage: 'de' })`); the system's where unset. */
  uiLanguage: string | undefined;
  context: BrowserContext;
  extensionId: string;
  serviceWorker: Worker;
  background: ExtensionBackground;
}
interface WorkerFixtures {
  server: FixtureServer;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  server: serverFixture,
  bfcache: [false, { option: true }],
  uiLanguage: [undefined, { option: true }],
  context: async ({ bfcache, uiLanguage }, use) => {
    const context = await launchChromium({ extension: true, bfcache, ...(uiLanguage ? { locale: uiLanguage } : {}) });
    await use(context);
    await context.close();
  },
  serviceWorker: async ({ context }, use) => use(await serviceWorkerOf(context)),
  extensionId: async ({ serviceWorker }, use) => use(serviceWorker.url().split('/')[2]!),
  background: async ({ context, extensionId }, use) => use(await new ExtensionBackground(context, extensionId).start()),
});

export const expect = test.expect;
