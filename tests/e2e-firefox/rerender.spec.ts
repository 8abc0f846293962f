import { expect, test } from './support/fixtures';
import { ClaimTab } from './support/pages';

/** The badge in Firefox follows a page that rebuilds its DOM, and comes back after a reload. */

const MASKS = 'Wearing masks reduces the spread of respiratory viruses in crowded indoor spaces.';
const MEASLES = 'Measles vaccination prevents measles in about 97% of people after two doses.';

test('a page that rebuilds its whole DOM every second keeps one badge beside the claim', async ({
  firefox,
  server,
}) => {
  const ticker = new ClaimTab(await firefox.newTab(server.url('rebuild.html')));
  await ticker.waitForRebuilds(1);
  expect(await ticker.checkSelection(MEASLES)).toBe('Verdict: Unverified');
  await ticker.waitForRebuilds(3);
  await expect.poll(async () => (await ticker.badges()).length).toBe(1);
  await expect.poll(() => ticker.badgeBeside(MEASLES), { message: 'badge beside the claim after rebuilds' }).toBe(true);
  expect(await ticker.highlighted('claimlens-checked')).toEqual([MEASLES]);
});

test('a checked claim gets its badge back after a reload', async ({ firefox, server }) => {
  const tab = await firefox.newTab(server.url('article.html'));
  const article = new ClaimTab(tab);
  expect(await article.checkSelection(MASKS)).toBe('Verdict: Unverified');
  await tab.reload();
  await expect.poll(() => article.verdicts(), { timeout: 20_000 }).toEqual(['Verdict: Unverified']);
  await expect.poll(() => article.badgeBeside(MASKS)).toBe(true);
  // Restored badges do not reopen the pill: nothing is selected.
  expect(await article.checkButtonShown()).toBe(false);
});
