import path from 'node:path';

import { LlmSettings } from './support/llm-pages';
import {
  checkOnArticle,
  chooseScriptedLlm,
  expect,
  MODELS,
  searchFixtureWeb,
  test,
  useScriptedBoundaries,
} from './support/online';
import { ModelsSettings, SidePanel } from './support/pages';

/**
 * Models in one click: a check that needed the local models and found them missing says so in
 * the Check tab (its badge opens it), and offers the download; one click downloads the pair from the
 * model mirror (Settings → Models' own download, with progress) and the claim is checked again.
 */

const CLAIM = 'garlic cures COVID-19 within three days';
const b = useScriptedBoundaries();

/** The tiny pair chosen in Settings → Models from the mirror, not downloaded: as a first run with the default pair. */
async function chooseTinyModels(panel: SidePanel): Promise<void> {
  const models = await ModelsSettings.open(panel);
  await models.useMirror(b.mirror.base);
  for (const name of ['tiny-embed', 'tiny-nli']) {
    await models.importFiles([path.join(MODELS, `claimlens/${name}/claimlens-model.json`)]);
    await expect(panel.page.getByText(`Added ${name} to the models.`)).toBeVisible();
    const row = models.row(new RegExp(`^${name}`));
    await models.select(row);
    await expect(row).toContainText('Not installed');
  }
}

test('with no models, the Check tab offers them; one click downloads them with progress and the claim is checked again', async ({
  context,
  extensionId,
  server,
  web,
}) => {
  test.setTimeout(180_000);
  const panel = await SidePanel.open(context, extensionId);
  await chooseTinyModels(panel);
  await searchFixtureWeb(panel, web.httpUrl('/html/'));
  await chooseScriptedLlm(panel, b);
  await new LlmSettings(panel.page).askBeforeSending(false);
  // Slow enough to see the progress bar move.
  b.mirror.faults.set('claimlens/tiny-embed/onnx/model.onnx', { delayMs: 60 });

  const claims = await checkOnArticle(context, server.url('article.html'), CLAIM);
  await expect.poll(() => claims.verdictBadge().accessibleName(), { timeout: 60_000 }).toMatch(/^Verdict: Unverified/);
  // The badge is the same box as any Unverified one (a page must not learn that memory could
  // not settle its claim); the offer is in the side panel's Check tab, a click away.
  expect(await claims.verdictBadge().getByRole('group', { name: 'Local models' }).count()).toBe(0);
  await panel.page.bringToFront();
  await panel.tab('Check');
  const inPanel = panel.page.getByRole('region', { name: 'Local models' });
  await expect(inPanel).toContainText(
    /^Local models are missing, so memory could not settle this claim\. Download tiny-embed .* and tiny-nli .* once/,
  );
  await inPanel.getByRole('button', { name: /^Download models \(\d+ KB\)$/ }).click();
  await expect(inPanel.getByRole('progressbar', { name: 'Downloading the local models' })).toBeVisible({
    timeout: 20_000,
  });
  await expect
    .poll(() => claims.verdictBadge().accessibleName(), { timeout: 90_000 })
    .toMatch(/^Verdict: False, \d+% confidence$/);
  expect(b.mirror.log.filter((l) => l.includes('tiny-embed/onnx/model.onnx')).length).toBeGreaterThan(0);
  expect(b.mirror.log.filter((l) => l.includes('tiny-nli/onnx/model.onnx')).length).toBeGreaterThan(0);

  await expect(inPanel).toHaveCount(0);
  const models = await ModelsSettings.open(panel);
  for (const name of [/^tiny-embed/, /^tiny-nli/]) await expect(models.row(name)).toContainText('Installed');
});

test('Not now, by keyboard, is remembered: a later check only says the models are missing', async ({
  context,
  extensionId,
  server,
}) => {
  const panel = await SidePanel.open(context, extensionId);
  await chooseTinyModels(panel);
  await checkOnArticle(context, server.url('article.html'), CLAIM);
  await panel.page.bringToFront();
  await panel.tab('Check');
  const inPanel = panel.page.getByRole('region', { name: 'Local models' });
  const later = inPanel.getByRole('button', { name: 'Not now' });
  await later.focus();
  await panel.page.keyboard.press('Enter');
  await expect(inPanel).toHaveText(
    'Local models are missing, so memory could not settle this claim: download them in Settings → Models.',
  );
  await expect(inPanel.getByRole('button')).toHaveCount(0);

  // Another page: the first page would restore its earlier badge beside the new one.
  const again = await checkOnArticle(context, server.url('article.html?again'), CLAIM);
  await expect.poll(() => again.verdictBadge().accessibleName(), { timeout: 30_000 }).toMatch(/^Verdict: Unverified/);
  await panel.page.bringToFront();
  await panel.tab('Check');
  await expect(inPanel).toHaveText(
    'Local models are missing, so memory could not settle this claim: download them in Settings → Models.',
  );
  await expect(inPanel.getByRole('button')).toHaveCount(0);
});
