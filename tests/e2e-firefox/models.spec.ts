import path from 'node:path';

import { type ModelMirror, startModelMirror } from '../support/model-mirror';
import { expect, test } from './support/fixtures';
import { installModel, MODELS, pressInRow, rowText } from './support/models';
import { ClaimTab, PanelTab } from './support/pages';
import { configure } from './support/settings';

/**
 * The tiny models in Firefox: installed from the fixture mirror, tested, and used by a check.
 * Firefox's extension pages are not cross-origin isolated, so the engine runs WASM on one thread.
 */

let mirror: ModelMirror;
test.beforeAll(async () => {
  mirror = await startModelMirror(path.dirname(MODELS));
});
test.afterAll(() => mirror.close());

test('install the tiny models from the mirror, test them on one-thread WASM, and a check uses them', async ({
  firefox,
  server,
}) => {
  const panel = await PanelTab.open(firefox);
  await panel.open('Settings');
  const device = async () => {
    const [status] = await panel.byRole('status', 'Inference device');
    return status ? panel.text(status) : '';
  };
  await expect.poll(device, { timeout: 30_000 }).toContain('Device: WASM (CPU), 1 thread (not cross-origin isolated)');

  await configure(panel, { models: { source: 'mirror', mirrorUrl: mirror.base } });
  for (const name of ['tiny-embed', 'tiny-nli'] as const) await installModel(panel, name);
  expect(mirror.log.filter((l) => l.includes('tiny-embed')).length).toBeGreaterThan(0);

  await pressInRow(panel, 'tiny-embed', { role: 'button', name: 'Test this model' });
  await expect.poll(() => rowText(panel, 'tiny-embed'), { timeout: 30_000 }).toContain('Works on WASM (CPU)');
  expect(await rowText(panel, 'tiny-embed')).toContain('32 dimensions');

  // The Knowledge tab computes the starter pack's vectors with the new model, then a check uses it.
  await panel.open('Knowledge');
  await expect
    .poll(
      async () => {
        const [index] = await panel.css('[aria-label="Vector index"]');
        return index ? panel.text(index) : '';
      },
      { timeout: 120_000 },
    )
    .toBe('Every claim and fact has a vector for tiny-embed.');
  const page = new ClaimTab(await firefox.newTab(server.url('starter-claims.html?reworded')));
  // Reworded: no word-for-word match, so memory embeds it and runs NLI; noise must not become a verdict.
  expect(
    await page.checkSelection('Geneticists report that a stretch of DNA that increases the risk of severe illness'),
  ).toBe('Verdict: Unverified');
  await panel.tab.activate();
  await panel.open('Check');
  await expect.poll(() => panel.shown()).toMatch(/Embeddings \+ NLI · tiny-embed \(threshold 0\.75\) · tiny-nli/);
  expect(await panel.shown()).toMatch(/entailment 0\.\d\d · contradiction 0\.\d\d · neutral 0\.\d\d → /);
});
