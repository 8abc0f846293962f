import { settled, sidewaysOverflow } from './support/audit';
import { expect, test } from './support/fixtures';

/**
 * Chromium started in German (`--lang=de`): the guided setup and Settings speak German from the
 * build's `_locales`, and their long German labels wrap rather than push the panel sideways.
 */

test.describe.configure({ timeout: 180_000 });
test.use({ uiLanguage: 'de' });

const PROVIDERS = ['Lokales Modell auf diesem Gerät (WebGPU)', 'OpenAI-kompatibler Endpunkt'];

test('the guided setup and Settings in German fit 320 and 360 px', async ({ context, extensionId }) => {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  await page.setViewportSize({ width: 320, height: 480 });
  await expect(page.getByRole('region', { name: 'Erste Schritte' })).toBeVisible({ timeout: 30_000 });
  await settled(page);
  expect(await sidewaysOverflow(page), 'the guided setup at 320 px').toEqual([]);

  await page.getByRole('tab', { name: 'Einstellungen' }).click();
  await expect(page.getByRole('heading', { name: 'LLM-Tribunal' })).toBeVisible({ timeout: 30_000 });
  for (const provider of PROVIDERS) {
    await page.getByText(provider).click();
    await settled(page);
    // Every Advanced block open: its German labels are the longest.
    await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 480 });
      expect(await sidewaysOverflow(page), `Settings with “${provider}” at ${width} px`).toEqual([]);
    }
  }
  await expect(page.getByText('Abschnitt auf Standardwerte zurücksetzen').first()).toBeVisible();
});
