import { expect, test } from './support/fixtures';
import { ClaimTab, PanelTab } from './support/pages';

/** The core reader flow in Firefox: select, Check claim, the badge, the check and History in the panel. */

const MASKS = 'Wearing masks reduces the spread of respiratory viruses in crowded indoor spaces.';

test('select a claim, check it, read the badge, find it in the side panel', async ({ firefox, server }) => {
  const page = new ClaimTab(await firefox.newTab(server.url('article.html')));
  await page.select(MASKS);
  expect(await page.selectedText()).toBe(MASKS);
  await expect.poll(() => page.checkButtonShown()).toBe(true);
  await page.pressCheck();
  // No models or knowledge installed: the honest answer is Unverified, never a made-up verdict.
  await expect.poll(() => page.verdicts()).toEqual(['Verdict: Unverified']);
  const [badge] = await page.badges();
  expect(await page.text(badge!)).toContain('Unverified');

  const panel = await PanelTab.open(firefox);
  await panel.open('History');
  await expect.poll(() => panel.historyRows()).toHaveLength(1);
  expect((await panel.historyRows())[0]).toContain(MASKS);
  await panel.clickWhenShown(async () => (await panel.css('[aria-label^="Open check"]')).slice(0, 1), 'Open check');
  await expect
    .poll(() => panel.shown())
    .toContain('No local models installed yet — open Settings → Models to install them.');
});

test('clicking a badge opens the panel page in a tab on that check (Firefox opens its sidebar only from its own UI)', async ({
  firefox,
  server,
}) => {
  const EXERCISE = 'Regular exercise lowers the risk of heart disease according to long-term studies.';
  const page = new ClaimTab(await firefox.newTab(server.url('article.html')));
  expect(await page.checkSelection(MASKS)).toBe('Verdict: Unverified');
  await page.tab.click(5, 5);
  expect(await page.checkSelection(EXERCISE)).toBe('Verdict: Unverified');

  const panelUrl = firefox.extensionUrl('sidepanel.html');
  expect((await firefox.tabs()).filter((t) => t.url === panelUrl)).toHaveLength(0);
  await page.clickWhenShown(
    async () => (await page.byRole('button', 'Verdict: Unverified. Open details')).slice(0, 1),
    'the first badge',
  );
  await expect.poll(async () => (await firefox.tabs()).filter((t) => t.url === panelUrl).length).toBe(1);
  const panel = new PanelTab(firefox.tab((await firefox.tabs()).find((t) => t.url === panelUrl)!.context));
  // The check whose badge was pressed, not the latest one.
  await expect
    .poll(async () => {
      const [claim] = await panel.css('blockquote.claim');
      return claim ? panel.text(claim) : null;
    })
    .toBe(MASKS);
});
