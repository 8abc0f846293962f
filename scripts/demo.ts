/**
 * `npm start`: builds the extension, serves the demo page on 127.0.0.1 and opens Chromium with
 * ClaimLens loaded. Without a display it runs the same walkthrough headless (select a claim,
 * check it, read the badge, open the side panel) and saves screenshots in demo-screenshots/.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { type BrowserContext, chromium, type Page } from '@playwright/test';

import { Overlay } from '../tests/e2e/support/overlay';

const root = path.resolve(import.meta.dirname, '..');
const extension = path.join(root, '.output/chrome-mv3');
const shots = path.join(root, 'demo-screenshots');
const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

function findChromium(): string {
  const found = CANDIDATES.find((p) => p && existsSync(p));
  if (!found) {
    console.error(
      'Chromium was not found. Install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH.\nGoogle Chrome cannot load unpacked extensions from the command line; use Chromium.',
    );
    process.exit(1);
  }
  return found;
}

/** The demo page on 127.0.0.1 (PORT, or any free port). */
async function serveDemoPage(): Promise<{ server: http.Server; url: string }> {
  const page = readFileSync(path.join(import.meta.dirname, 'demo/page.html'));
  const server = http.createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page),
  );
  await new Promise<void>((resolve) => server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

/** Selects a claim of the page and waits for the Check claim button the selection brings. */
function claimSelector(tab: Page, overlay: Overlay) {
  // Drags from the first character of the claim to its last, line breaks and all.
  return async (id: string) => {
    const { from, to } = await tab.locator(id).evaluate((el) => {
      const rects = [...el.getClientRects()];
      const first = rects[0]!;
      const last = rects[rects.length - 1]!;
      return {
        from: { x: first.left + 1, y: first.top + first.height / 2 },
        to: { x: last.right - 1, y: last.top + last.height / 2 },
      };
    });
    await tab.mouse.move(from.x, from.y);
    await tab.mouse.down();
    await tab.mouse.move(to.x, to.y, { steps: 8 });
    await tab.mouse.up();
    await overlay.getByRole('button', { name: 'Check claim' }).waitFor();
  };
}

/** The headless walkthrough: two claims checked on the page, then the side panel's tabs, with screenshots. */
async function walkthrough(context: BrowserContext, tab: Page, extensionId: string): Promise<void> {
  // The in-page UI is in a closed shadow root: it is reached as assistive technology does.
  const overlay = new Overlay(tab, async () => ({ x: 0, y: 0 }));
  const select = claimSelector(tab, overlay);
  let checks = 0;
  const check = async (n: number) => {
    checks++;
    await overlay.getByRole('button', { name: 'Check claim' }).click();
    const badge = overlay.getByRole('status', { name: /^Verdict:/ }).nth(n);
    await badge.waitFor(60_000);
    console.log(`Badge: ${await badge.accessibleName()}`);
  };
  await select('#claim-masks');
  await tab.screenshot({ path: path.join(shots, '1-pill.png') });
  await check(0);

  // The starter knowledge is installed when the extension is; the next claim is in it.
  const panel = await context.newPage();
  await panel.setViewportSize({ width: 420, height: 860 });
  await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  await panel.getByRole('tab', { name: 'Knowledge' }).click();
  await panel.getByRole('listitem', { name: 'Pack Check-COVID starter pack' }).waitFor({ timeout: 60_000 });
  await tab.bringToFront();
  await select('#claim-dna');
  await check(1);
  await tab.screenshot({ path: path.join(shots, '2-badge.png') });
  await panel.bringToFront();
  await panel.getByRole('tab', { name: 'Check' }).click();
  await panel.getByRole('article', { name: 'Check details' }).waitFor();
  await panel.screenshot({ path: path.join(shots, '3-side-panel.png') });
  await panel.getByRole('tab', { name: 'History' }).click();
  // The history is read from IndexedDB after the tab opens: the screenshot waits for every check's row.
  await panel
    .getByRole('list', { name: 'Checks' })
    .getByRole('listitem')
    .nth(checks - 1)
    .waitFor();
  await panel.screenshot({ path: path.join(shots, '4-history.png') });
}

async function main(): Promise<void> {
  const executablePath = findChromium();
  console.log('Building the extension…');
  execSync('npx wxt build', { cwd: root, stdio: 'inherit' });

  const { server, url } = await serveDemoPage();

  const headless = !process.env.DISPLAY && process.platform === 'linux';
  // A reader's profile keeps its history between runs; the headless walkthrough starts from a
  // fresh one each time, as a first-time user would.
  const profile = headless
    ? mkdtempSync(path.join(os.tmpdir(), 'claimlens-demo-'))
    : path.join(root, '.cache/demo-profile');
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: false,
    viewport: headless ? { width: 1280, height: 860 } : null,
    args: [
      ...(headless ? ['--headless=new'] : []),
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
      `--disable-extensions-except=${extension}`,
      `--load-extension=${extension}`,
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = worker.url().split('/')[2];
  const tab = context.pages()[0] ?? (await context.newPage());
  await tab.goto(url);

  if (!headless) {
    console.log(
      `\nClaimLens is running on the demo page: ${url}\nSelect a sentence and press "Check claim". The side panel opens from the toolbar icon.\nClose the browser window to stop.`,
    );
    await new Promise((resolve) => context.on('close', resolve));
    server.close();
    return;
  }

  mkdirSync(shots, { recursive: true });
  console.log('No display: running the walkthrough headless.');
  await walkthrough(context, tab, extensionId!);
  console.log(`Screenshots saved in ${shots}`);
  await context.close();
  server.close();
  rmSync(profile, { recursive: true, force: true });
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
