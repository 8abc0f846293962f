import type { BrowserContext } from '@playwright/test';

import { axeViolations, sidewaysOverflow } from './support/audit';
import { evaluateInOffscreen } from './support/builtin-model';
import { panelWithStarterPack } from './support/claim-box';
import { expect, test } from './support/fixtures';
import { ClaimPage, ModelsSettings } from './support/pages';
import type { FixtureServer } from './support/server';
import { offscreenTranslations, type TranslatorScript, translatorScript } from './support/translator';

/**
 * A German claim with English-only models, in the built extension with Chrome's Translator
 * scripted where Chrome exposes it (this Chromium has no translation models): the German →
 * English pair is Chrome's to download, so the check goes on untranslated and the Check tab
 * offers the download, which the reader's click starts with progress; the claim checked again
 * is checked in English, through memory's starter pack, and shows what it was checked as. A German
 * yes/no question is translated and read as the English question it is (issue 33 item 4).
 */

const GERMAN = 'Eine Art von COVID-19-Test erkennt Proteine des Coronavirus in wenigen Sekunden.';
/** Word for word a False claim of the starter pack. */
const ENGLISH = 'One type of COVID-19 test identifies coronavirus proteins in a few seconds.';
const DOWNLOAD = 'Download German → English translation (Chrome, on this device)';

const script = (o: Partial<TranslatorScript> = {}): TranslatorScript => ({
  pairs: { de: 'downloadable' },
  book: { [GERMAN]: ENGLISH },
  ...o,
});

/** The scripted Translator in every extension page and the offscreen document; then the German claim checked on its page. */
async function checkGermanClaim(
  fx: { context: BrowserContext; extensionId: string; server: FixtureServer },
  translator: TranslatorScript,
  selection = GERMAN,
) {
  const content = translatorScript(translator);
  await fx.context.addInitScript({ content });
  const panel = await panelWithStarterPack(fx.context, fx.extensionId);
  const installed = await evaluateInOffscreen(fx.context, fx.extensionId, `${content};\nString(!!Translator.counts)`);
  expect(installed).toBe('true');
  const page = await fx.context.newPage();
  await page.goto(fx.server.url('german.html'));
  const claims = new ClaimPage(page);
  const badge = await claims.checkSelection(selection);
  return { panel, page, badge };
}

test('a German claim: the Check tab offers Chrome’s translation, downloads it with progress, and the claim checked again is checked in English from memory', async ({
  context,
  extensionId,
  server,
}) => {
  test.setTimeout(120_000);
  const { panel, page, badge } = await checkGermanClaim({ context, extensionId, server }, script());
  expect(await badge.accessibleName()).toMatch(/^Verdict: Unverified/);
  await expect.poll(() => badge.text()).toContain('the Check tab offers the download');

  await panel.page.bringToFront();
  await panel.tab('Check');
  const offer = panel.page.getByRole('region', { name: 'On-device translation' });
  await expect(offer.getByRole('status')).toContainText('Chrome can translate German on this device');
  await offer.getByRole('button', { name: DOWNLOAD }).focus();
  await panel.page.keyboard.press('Enter');
  const progress = offer.getByRole('progressbar', { name: 'Translation download' });
  await expect(progress).toBeVisible();
  await expect(offer.getByRole('status')).toContainText(/Downloading the German → English translation model… \d+ %/);
  await expect(offer.getByRole('status')).toHaveText(
    'The German → English translation is on this device. Check the claim again to check it in English.',
  );
  await expect(progress).toHaveCount(0);
  await offer.getByRole('button', { name: 'Check again in English' }).click();

  await page.bringToFront();
  await expect.poll(() => badge.accessibleName(), { timeout: 60_000 }).toMatch(/^Verdict: False/);
  await panel.page.bringToFront();
  const details = panel.checkDetails();
  await expect(details).toContainText(`Checked in English as: “${ENGLISH}” (translated from German on your device).`);
  await expect(details.locator('blockquote.claim')).toHaveText(GERMAN);
  await expect(offer).toHaveCount(0);
  const { translated, counts } = await offscreenTranslations(context, extensionId);
  expect(translated).toEqual([{ from: 'de', text: GERMAN }]);
  expect(counts.create).toBe(1);

  // Settings → Models lists the pair ClaimLens has used, now on the device.
  const models = await ModelsSettings.open(panel);
  await expect(models.section().getByRole('region', { name: 'On-device translation' })).toContainText(
    'German → English: on this device',
  );
});

test('a download Chrome refuses: the failure by name, and the claim stays checked untranslated with its notice', async ({
  context,
  extensionId,
  server,
}) => {
  test.setTimeout(90_000);
  const { panel, badge } = await checkGermanClaim(
    { context, extensionId, server },
    script({ failCreate: 'QuotaExceededError' }),
  );
  await panel.page.bringToFront();
  await panel.tab('Check');
  const offer = panel.page.getByRole('region', { name: 'On-device translation' });
  await offer.getByRole('button', { name: DOWNLOAD }).click();
  await expect(offer.getByRole('alert')).toHaveText(
    'Not enough disk space for the German → English translation model (QuotaExceededError): free some space, then press Download again.',
  );
  await expect(offer.getByRole('button', { name: DOWNLOAD })).toBeVisible();
  // The offer, its long button and the failure fit the narrowest panel, and pass the audit.
  await panel.page.setViewportSize({ width: 320, height: 600 });
  expect(await sidewaysOverflow(panel.page)).toEqual([]);
  expect(await axeViolations(panel.page, '.translation-offer')).toEqual([]);
  await expect(panel.checkDetails()).toContainText(
    "ClaimLens's models read English; German needs the multilingual models",
  );
  expect(await badge.accessibleName()).toMatch(/^Verdict: Unverified/);
  const { translated } = await offscreenTranslations(context, extensionId);
  expect(translated).toEqual([]);
});

const QUESTION = 'Stimmt es, dass eine Art von COVID-19-Test Proteine des Coronavirus in wenigen Sekunden erkennt?';
const ENGLISH_QUESTION = 'Is it true that one type of COVID-19 test identifies coronavirus proteins in a few seconds?';

test('a German yes/no question: translated on the device, read by the English rules, and answered No from memory', async ({
  context,
  extensionId,
  server,
}) => {
  test.setTimeout(90_000);
  const { panel, badge } = await checkGermanClaim(
    { context, extensionId, server },
    script({ pairs: { de: 'available' }, book: { [QUESTION]: ENGLISH_QUESTION } }),
    QUESTION,
  );
  await expect.poll(() => badge.accessibleName(), { timeout: 60_000 }).toMatch(/^Verdict: No/);
  await panel.page.bringToFront();
  await panel.tab('Check');
  const details = panel.checkDetails();
  await expect(details).toContainText(
    `Checked in English as: “${ENGLISH_QUESTION}” (translated from German on your device).`,
  );
  await expect(details).toContainText(ENGLISH);
  const { translated } = await offscreenTranslations(context, extensionId);
  expect(translated).toEqual([{ from: 'de', text: QUESTION }]);
});
