import { expect, test } from './support/fixtures';
import { ClaimTab, PanelTab } from './support/pages';
import { answerImport, exportSettings, importSettings, isChecked } from './support/settings';

/** The settings file in Firefox: exported to disk, imported through the file field, and what it changes on pages. */

const MASKS = 'Wearing masks reduces the spread of respiratory viruses in crowded indoor spaces.';
const GARLIC = 'garlic cures COVID-19 within three days';
const SHOW_PILL = 'Show the “Check claim” button when I select text';

test('export writes the documented file; importing one turns the pill and restored badges off, and a bad file changes nothing', async ({
  firefox,
  server,
}) => {
  const panel = await PanelTab.open(firefox);
  const exported = await exportSettings(panel);
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

  const tab = await firefox.newTab(server.url('article.html'));
  const article = new ClaimTab(tab);
  expect(await article.checkSelection(MASKS)).toBe('Verdict: Unverified');
  await tab.reload();
  await expect.poll(() => article.verdicts()).toEqual(['Verdict: Unverified']);

  // A team file turns both off, once the reader has seen what changes and pressed Apply.
  await panel.tab.activate();
  await importSettings(
    panel,
    JSON.stringify({
      format: 'claimlens-settings',
      version: 1,
      settings: { general: { showPill: false, restoreBadges: false } },
    }),
  );
  await expect.poll(() => panel.shown()).toContain('general.showPill: on → off');
  expect(await panel.shown()).toContain('general.restoreBadges: on → off');
  expect(await isChecked(panel, SHOW_PILL)).toBe(true);
  await answerImport(panel, 'Apply');
  await expect.poll(() => panel.shown()).toContain('Imported settings from team-settings.json.');
  expect(await isChecked(panel, SHOW_PILL)).toBe(false);

  await tab.activate();
  await tab.reload();
  await article.select(GARLIC);
  expect(await article.selectedText()).toBe(GARLIC);
  // Give the pill the time it would take to show, then make sure it did not (nor a restored badge).
  await expect
    .poll(() => article.checkButtonShown(), { timeout: 3000 })
    .toBe(true)
    .then(
      () => {
        throw new Error('The pill showed although the imported file turned it off.');
      },
      () => undefined,
    );
  expect(await article.badges()).toEqual([]);

  // A bad file is refused with the field it got wrong, and nothing changes.
  await panel.tab.activate();
  await importSettings(
    panel,
    JSON.stringify({
      format: 'claimlens-settings',
      version: 1,
      settings: { general: { showPill: true, maxConcurrentChecks: 99 } },
    }),
    'broken.json',
  );
  await expect.poll(() => panel.shown()).toContain('Nothing was changed. Setting "general.maxConcurrentChecks"');
  await importSettings(panel, '{"format": "something-else"}', 'other.json');
  await expect.poll(() => panel.shown()).toContain('This file is not a ClaimLens settings file');
  expect(await isChecked(panel, SHOW_PILL)).toBe(false);
});
