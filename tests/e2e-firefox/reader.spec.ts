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
  await expect.poll(() => panel.shown()).toContain('No local models installed yet — open Settings → Models to install them.');
});
