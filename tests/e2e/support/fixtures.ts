import { test as base, chromium, type BrowserContext, type Worker } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ExtensionBackground } from './background';
import { startFixtureServer, type FixtureServer } from './server';

/**
 * Fixtures for tests of the built extension in Debian's Chromium: a fresh profile with the
 * extension loaded, its id, its service worker and the fixture page server.
 */

export const EXTENSION_DIR = path.resolve(import.meta.dirname, '../../../.output/chrome-mv3');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchWithExtension(extraArgs: string[] = []): Promise<BrowserContext> {
  if (!existsSync(path.join(EXTENSION_DIR, 'manifest.json'))) throw new Error(`No built extension at ${EXTENSION_DIR}: run npm run build first.`);
  return chromium.launchPersistentContext('', {
    executablePath: CHROMIUM,
    headless: false,
    viewport: { width: 1200, height: 900 },
    args: [
      '--headless=new',
      '--no-sandbox',
      `--disable-extensions-except=${EXTENSION_DIR}`,
      `--load-extension=${EXTENSION_DIR}`,
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}

export async function serviceWorkerOf(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}

interface Fixtures {
  context: BrowserContext;
  extensionId: string;
  serviceWorker: Worker;
  background: ExtensionBackground;
}
interface WorkerFixtures {
  server: FixtureServer;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  server: [
    async ({}, use) => {
      const server = await startFixtureServer();
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  context: async ({}, use) => {
    const context = await launchWithExtension();
    await use(context);
    await context.close();
  },
  serviceWorker: async ({ context }, use) => use(await serviceWorkerOf(context)),
  extensionId: async ({ serviceWorker }, use) => use(serviceWorker.url().split('/')[2]!),
  background: async ({ context, extensionId }, use) => use(await new ExtensionBackground(context, extensionId).start()),
});

export const expect = test.expect;
