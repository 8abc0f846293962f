import { historyMessages } from '../../lib/i18n/catalogue/history';
import { settingsPages } from '../../lib/i18n/catalogue/settings-pages';
import { shellMessages as shell } from '../../lib/i18n/catalogue/shell';
import { verdictMessages } from '../../lib/i18n/catalogue/verdict';
import type { Message } from '../../lib/i18n/locales';
import { tIn } from '../../lib/i18n/t';
import { expect, test } from './support/fixtures';
import { ClaimTab, PanelTab } from './support/pages';

/**
 * Firefox ESR started in German (its language pack and `intl.locale.requested`): the side panel
 * page and what ClaimLens draws on a page speak German, from the Firefox build's `_locales`.
 */
test.use({ uiLanguage: 'de' });

const de = (message: Message, ...values: string[]) => tIn('de', message, ...values);
const GERMAN_CLAIM = 'Das Tragen von Masken verringert die Ausbreitung von Atemwegsviren in vollen Innenräumen.';

test('the side panel’s tab row and Settings are in German', async ({ firefox }) => {
  const panel = await PanelTab.open(firefox);
  expect(await panel.tab.evaluate(() => chrome.i18n.getUILanguage())).toBe('de');
  const tabNames = async () => Promise.all((await panel.byRole('tab')).map((tab) => panel.text(tab)));
  await expect
    .poll(tabNames)
    .toEqual(
      [
        shell.tabCheck,
        shell.tabHistory,
        shell.tabDocuments,
        shell.tabSources,
        shell.tabKnowledge,
        shell.tabSettings,
      ].map((m) => de(m)),
    );
  const [app] = await panel.css('.app');
  expect(await panel.attribute(app!, 'lang')).toBe('de');

  await panel.press('tab', de(shell.tabSettings));
  await expect.poll(async () => (await panel.byRole('checkbox', de(settingsPages.showPill))).length).toBe(1);
});

test('a German claim selected on a page gets a German badge, and History dates it the German way', async ({
  firefox,
  server,
}) => {
  const page = new ClaimTab(await firefox.newTab(server.url('german-article.html')), 'de');
  // No models or knowledge installed: Unverified, in German, in the badge's name and its word.
  const unverified = de(verdictMessages.wordUnverified);
  expect(await page.checkSelection(GERMAN_CLAIM)).toBe(de(verdictMessages.label, unverified));
  const [badge] = await page.badges();
  expect(await page.text(badge!)).toContain(unverified);

  const panel = await PanelTab.open(firefox);
  await panel.press('tab', de(shell.tabHistory));
  const rowText = async () => {
    const [list] = await panel.byRole('list', de(historyMessages.checks));
    const rows = list ? await panel.tab.locate({ type: 'css', value: '.when' }, [list]) : [];
    return rows[0] ? panel.text(rows[0]) : '';
  };
  // Day.month.year and a 24-hour clock, where English would read "12/4/2026, 9:35:00 AM".
  await expect.poll(rowText).toMatch(/· \d{1,2}\.\d{1,2}\.\d{4}, \d{2}:\d{2}:\d{2}$/);
});
