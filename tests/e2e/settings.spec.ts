import { expect, test } from './support/fixtures';
import { ClaimPage, SidePanel } from './support/pages';

/** The settings file: exported and imported in the side panel, and what it changes on pages. */

const MASKS = 'Wearing masks reduces the spread of respiratory viruses in crowded indoor spaces.';

test('export writes the documented file; importing one turns the pill and restored badges off, and a bad file changes nothing', async ({
  context,
  server,
  extensionId,
}) => {
  const panel = await SidePanel.open(context, extensionId);
  const exported = await panel.exportSettings();
  expect(exported.name).toBe('claimlens-settings.json');
  const file = JSON.parse(exported.text) as {
    format: string;
    version: number;
    settings: { general: Record<string, unknown> };
  };
  expect(file).toMatchObject({ format: 'claimlens-settings', version: 1 });
  expect(file.settings.general).toEqual({
    showPill: true,
    restoreBadges: true,
    maxSelectionChars: 5000,
    maxConcurrentChecks: 2,
  });
  expect(exported.text).not.toMatch(/secret|apiKey/i);

  // Defaults: a verdict badge comes back on reload.
  const page = await context.newPage();
  await page.goto(server.url('article.html'));
  const article = new ClaimPage(page);
  await article.checkSelection(MASKS);
  await page.reload();
  await expect.poll(() => article.verdictBadge().accessibleName()).toBe('Verdict: Unverified');

  // A team file turns both off.
  await panel.page.bringToFront();
  await panel.importSettings(
    JSON.stringify({
      format: 'claimlens-settings',
      version: 1,
      settings: { general: { showPill: false, restoreBadges: false } },
    }),
  );
  // Nothing applies until the reader has seen what changes and pressed Apply.
  await expect(panel.importReview().getByRole('list', { name: 'Other settings' }).getByRole('listitem')).toHaveText([
    'general.showPill: on → off',
    'general.restoreBadges: on → off',
  ]);
  await expect(panel.page.getByLabel('Show the “Check claim” button when I select text')).toBeChecked();
  await panel.answerImport('Apply');
  await expect(
    panel.page.getByRole('status').filter({ hasText: 'Imported settings from team-settings.json.' }),
  ).toBeVisible();
  await expect(panel.page.getByLabel('Show the “Check claim” button when I select text')).not.toBeChecked();

  await page.bringToFront();
  await page.reload();
  await article.select('garlic cures COVID-19 within three days');
  await expect.poll(() => article.pill().count()).toBe(0);
  await expect.poll(() => article.badges().count()).toBe(0);

  // A bad file is refused with the field it got wrong, and nothing changes.
  await panel.page.bringToFront();
  await panel.importSettings(
    JSON.stringify({
      format: 'claimlens-settings',
      version: 1,
      settings: { general: { showPill: true, maxConcurrentChecks: 99 } },
    }),
    'broken.json',
  );
  await expect(panel.page.getByRole('alert')).toContainText(
    'Nothing was changed. Setting "general.maxConcurrentChecks"',
  );
  await panel.importSettings('{"format": "something-else"}', 'other.json');
  await expect(panel.page.getByRole('alert')).toContainText('This file is not a ClaimLens settings file');
  await page.bringToFront();
  await article.select('garlic cures COVID-19 within three days');
  await expect.poll(() => article.pill().count()).toBe(0);

  // Turning the pill back on from the file brings it back at once, without a reload.
  await panel.configure({ general: { showPill: true } });
  await page.bringToFront();
  await page.mouse.click(5, 5);
  await article.select('garlic cures COVID-19 within three days');
  await expect.poll(() => article.checkButton().isVisible()).toBe(true);
});
