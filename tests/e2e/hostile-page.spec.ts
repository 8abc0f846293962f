import { expect, test } from './support/fixtures';
import { ClaimPage, SidePanel } from './support/pages';

/**
 * A hostile page (tests/e2e/pages/hostile-ui.html) against ClaimLens's in-page UI: it selects its
 * own text and forges the reader's mouse and keys, presses everything of ClaimLens it can find on
 * screen (the pill, and the badges of the reader's own checks: Cancel, Open), and reads all it can
 * reach. It must start no check, change no verdict, open no tab and read no verdict.
 */

const MASKS = 'Wearing masks reduces the spread of respiratory viruses in crowded indoor spaces.';
const GARLIC = 'Some posts insist that garlic cures COVID-19 within three days, a claim doctors reject.';
const BAIT = 'Drinking bleach cures every infection overnight';
const WORDS = /True|False|Unverified|Verdict|Waiting|Checking|cancelled/;

interface Report {
  shadowRoot: string;
  host: string;
  hostStyle: string;
  highlights: { name: string; ranges: number; style: string }[];
  find: Record<string, boolean>;
  selection: string;
  innerText: string;
}

function expectNothingLearned(report: Report): void {
  expect(report.shadowRoot).toBe('null');
  // The host: a neutral attribute, fixed styles, nothing inside that the page can see.
  expect(report.host).toMatch(/^<div data-claimlens-overlay="" style="[^"]*"><\/div>$/);
  expect(report.hostStyle).not.toMatch(WORDS);
  // One neutral highlight for every checked passage, whatever its verdict.
  expect(report.highlights.map((h) => h.name)).toEqual(['claimlens-checked']);
  expect(Object.values(report.find)).not.toContain(true);
  expect(report.selection).not.toMatch(WORDS);
  expect(report.innerText).not.toMatch(WORDS);
}

test('a hostile page starts no check, changes no verdict, opens no tab and reads no verdict', async ({
  context,
  server,
  background,
  extensionId,
}) => {
  test.setTimeout(120_000);
  const panel = await SidePanel.open(context, extensionId);
  await panel.configure({ general: { maxConcurrentChecks: 1 } });
  const page = await context.newPage();
  await page.goto(server.url('hostile-ui.html'));
  const hostile = new ClaimPage(page);

  // The page selects its own text and forges mouseup, keyup, clicks and keys: no pill, no check.
  const forged = await page.evaluate(() =>
    (window as unknown as { hostile: { forgeCheck(): Promise<{ buttons: number }> } }).hostile.forgeCheck(),
  );
  expect(forged.buttons).toBe(0);
  expect(await hostile.pill().count()).toBe(0);
  expect(await hostile.badges().count()).toBe(0);

  // The reader checks a claim (a verdict), and starts another that waits in the queue (Cancel).
  const done = await hostile.checkSelection(MASKS);
  expect(await done.accessibleName()).toBe('Verdict: Unverified');
  await background.burst(300);
  await hostile.select(GARLIC);
  await hostile.checkButton().click();
  const waiting = hostile.badges().nth(1);
  await expect.poll(() => waiting.accessibleName()).toBe('Checking claim: Waiting…');

  // The page presses everything of ClaimLens's on screen, and forges a check again.
  const tabs = context.pages().length;
  await page.bringToFront();
  const presses = await page.evaluate(() =>
    (window as unknown as { hostile: { forgeClicks(): number } }).hostile.forgeClicks(),
  );
  expect(presses).toBeGreaterThan(0);
  await page.evaluate(() =>
    (window as unknown as { hostile: { forgeCheck(): Promise<unknown> } }).hostile.forgeCheck(),
  );
  await page.waitForTimeout(1000);
  expect(await waiting.accessibleName()).toBe('Checking claim: Waiting…');
  expect(await done.accessibleName()).toBe('Verdict: Unverified');
  expect(await hostile.badges().count()).toBe(2);
  expect(context.pages().length).toBe(tabs);

  // What the page can read says nothing of a verdict, running or done.
  expectNothingLearned(
    await page.evaluate(() => (window as unknown as { hostile: { read(): Report } }).hostile.read()),
  );

  // The reader's own click still works: Cancel with the real mouse.
  await waiting.getByRole('button', { name: 'Cancel check' }).click();
  await expect.poll(() => waiting.accessibleName()).toBe('Check cancelled.');

  // On a later visit, the restored badge is as unreadable.
  await page.reload();
  await expect.poll(() => hostile.verdictBadge().accessibleName()).toBe('Verdict: Unverified');
  expectNothingLearned(
    await page.evaluate(() => (window as unknown as { hostile: { read(): Report } }).hostile.read()),
  );
  await page.evaluate(() => (window as unknown as { hostile: { forgeClicks(): number } }).hostile.forgeClicks());
  expect(context.pages().length).toBe(tabs);

  // The History holds the reader's two checks of this page, and nothing of the page's choosing.
  await panel.page.bringToFront();
  await panel.tab('History');
  await panel.search(BAIT);
  await expect(panel.historyRows()).toHaveCount(0);
  await panel.search('respiratory viruses');
  await expect(panel.historyRows()).toHaveCount(1);
});
