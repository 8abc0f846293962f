import { expect, test } from './support/fixtures';
import { ClaimPage, SidePanel } from './support/pages';

/**
 * ClaimLens in a browser whose interface is German: the side panel's frame and what it draws on
 * pages speak German, a German claim is known for German, and an English claim checked in the
 * same browser is never taken for German (the reader's language is no claim's language).
 */
test.use({ uiLanguage: 'de' });

const GERMAN_CLAIM = 'Das Tragen von Masken verringert die Ausbreitung von Atemwegsviren in vollen Innenräumen.';
const ENGLISH_CLAIM = 'Wearing masks reduces the spread of respiratory viruses in crowded indoor spaces.';

test('the side panel’s tab row and frame are in German', async ({ context, extensionId }) => {
  const panel = await SidePanel.open(context, extensionId);
  expect(await panel.page.evaluate(() => chrome.i18n.getUILanguage())).toBe('de');
  const tabs = panel.page.getByRole('tablist', { name: 'ClaimLens-Bereiche' });
  await expect(tabs.getByRole('tab')).toHaveText([
    'Prüfen',
    'Verlauf',
    'Dokumente',
    'Quellen',
    'Wissen',
    'Einstellungen',
  ]);
  await expect(panel.page.locator('.app')).toHaveAttribute('lang', 'de');
  // The empty Check tab's guided setup: the steps and what can be answered now, in the engine's words, in German.
  for (const step of ['Die lokalen Modelle herunterladen', 'Online-Prüfung einschalten', 'Ein LLM verbinden'])
    await expect(panel.page.getByRole('listitem', { name: `${step}: nicht erledigt` })).toBeVisible({
      timeout: 30_000,
    });
  await expect(panel.page.getByText('Andere Behauptungen enden Unbestätigt: Die Online-Prüfung ist aus.')).toBeVisible({
    timeout: 30_000,
  });

  await tabs.getByRole('tab', { name: 'Quellen' }).click();
  await expect(panel.page.getByRole('heading', { name: 'Vertrauenswürdige Quellen' })).toBeVisible();
  await expect(panel.page.getByText(/^Die Online-Prüfung ist aus \(Einstellungen → Web\)/)).toBeVisible();
  await tabs.getByRole('tab', { name: 'Dokumente' }).click();
  await expect(panel.page.getByRole('heading', { name: 'Ihre Dokumente' })).toBeVisible();
  await tabs.getByRole('tab', { name: 'Einstellungen' }).click();
  await expect(panel.page.getByRole('region', { name: 'Einstellungen' })).toBeVisible();
});

test('a German claim gets a German badge and is known for German; an English one is never called German', async ({
  context,
  server,
  extensionId,
}) => {
  const page = await context.newPage();
  await page.goto(server.url('german-article.html'));
  const german = new ClaimPage(page);
  await german.select(GERMAN_CLAIM);
  const pill = german.getByRole('button', { name: 'Behauptung prüfen' });
  await expect.poll(() => pill.isVisible()).toBe(true);
  await pill.click();

  // No models or knowledge installed: Unverified, in German, in the badge's name and its word.
  const badge = german.getByRole('status', { name: /^Urteil:/ });
  await expect.poll(() => badge.accessibleName(), { timeout: 30_000 }).toBe('Urteil: Unbestätigt');
  await expect.poll(() => badge.text()).toContain('Unbestätigt');
  const details = german.getByRole('button', { name: /^Urteil: Unbestätigt\. .*Details öffnen$/ });
  // The engine's notice names the claim's language in the reader's: Deutsch, which the English models
  // cannot read, and the translation Chrome has yet to download, all in German.
  await expect.poll(() => details.accessibleName()).toMatch(/\(Deutsch\)/);
  await expect.poll(() => details.accessibleName()).toMatch(/Übersetzungsmodell Deutsch → Englisch/);
  await expect
    .poll(() => german.getByRole('button', { name: 'Das ist falsch: dieses Urteil korrigieren' }).isVisible())
    .toBe(true);

  const english = new ClaimPage(await context.newPage());
  await english.page.goto(server.url('article.html'));
  await english.select(ENGLISH_CLAIM);
  await expect.poll(() => english.getByRole('button', { name: 'Behauptung prüfen' }).isVisible()).toBe(true);
  await english.getByRole('button', { name: 'Behauptung prüfen' }).click();
  const englishBadge = english.getByRole('status', { name: /^Urteil:/ });
  await expect.poll(() => englishBadge.accessibleName(), { timeout: 30_000 }).toBe('Urteil: Unbestätigt');
  // Its only action names are the verdict's: no language notice rides beside it.
  await expect
    .poll(() => english.getByRole('button', { name: /Details öffnen$/ }).accessibleName())
    .toBe('Urteil: Unbestätigt. Details öffnen');

  // Dates follow the interface language (chrome.i18n.getUILanguage): day.month.year and a 24-hour
  // clock, where English would read "12/4/2026, 9:35:00 AM".
  const panel = await SidePanel.open(context, extensionId);
  await panel.page.getByRole('tab', { name: 'Verlauf' }).click();
  const row = panel.page
    .getByRole('list', { name: 'Prüfungen' })
    .getByRole('listitem')
    .filter({ hasText: GERMAN_CLAIM });
  await expect(row.locator('.when')).toHaveText(/· \d{1,2}\.\d{1,2}\.\d{4}, \d{2}:\d{2}:\d{2}$/);
});

test('a claim answered from memory gets a German verdict and says why in German in the Check tab', async ({
  context,
  server,
  extensionId,
}) => {
  const page = await context.newPage();
  await page.goto(server.url('starter-claims.html'));
  const claims = new ClaimPage(page);
  await claims.select(
    'a stretch of DNA that increases the risk of severe illness from COVID-19 was passed down from Neanderthals 60,000 years ago',
  );
  await claims.getByRole('button', { name: 'Behauptung prüfen' }).click();
  // The engine worker has no i18n of its own: the language travels with the request.
  const badge = claims.getByRole('status', { name: /^Urteil:/ });
  await expect.poll(() => badge.accessibleName(), { timeout: 40_000 }).toBe('Urteil: Wahr');

  const panel = await SidePanel.open(context, extensionId);
  await panel.page.getByRole('tab', { name: 'Prüfen' }).click();
  const check = panel.page.getByRole('article', { name: 'Details der Prüfung' });
  await expect(check.getByText('Aus dem Gedächtnis (lokales Wissen)')).toBeVisible();
  await expect(check.getByText('Diese Behauptung ist im lokalen Wissen wörtlich als wahr gespeichert.')).toBeVisible();
});
