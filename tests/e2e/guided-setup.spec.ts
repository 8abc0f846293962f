import path from 'node:path';

import { type LlmServer, startLlmServer } from '../support/llm-server';
import { type ModelMirror, startModelMirror } from '../support/model-mirror';
import { expect, test } from './support/fixtures';
import { LlmSettings } from './support/llm-pages';
import { ModelsSettings, SidePanel } from './support/pages';
import { GuidedSetup } from './support/setup';

/**
 * The empty Check tab's guided setup on a fresh profile: each step turns done as the reader
 * does it — models downloaded from the fixture mirror, online checking turned on, the fixture
 * LLM connected — with the actions in the checklist itself; *Try it* answers from memory.
 */

const MODELS = path.resolve(import.meta.dirname, '../fixtures/models');
let mirror: ModelMirror;
let llm: LlmServer;
test.beforeAll(async () => {
  mirror = await startModelMirror(MODELS);
  llm = await startLlmServer();
});
test.afterAll(async () => {
  await mirror.close();
  await llm.close();
});

test('the checklist reflects each step as it is done: models from the mirror, web on, the fixture LLM connected', async ({
  context,
  extensionId,
}) => {
  const panel = await SidePanel.open(context, extensionId);
  const setup = new GuidedSetup(panel.page);
  await expect(setup.region()).toBeVisible();
  for (const step of ['Download the local models', 'Turn on online checking', 'Connect an LLM'] as const)
    await setup.expectStep(step, 'not done');
  await expect(setup.canAnswer().first()).toHaveText(
    /^The [\d,]+ claims in local knowledge, when they are checked word for word, from memory\.$/,
    { timeout: 30_000 },
  );
  await expect(setup.canAnswer().nth(1)).toHaveText('Other claims end Unverified: online checking is off.');
  await expect(setup.step('Download the local models')).toContainText('MiniLM-L6');

  // Models: chosen in Settings (the step's link goes there), downloaded from the checklist with progress.
  await setup.step('Download the local models').getByRole('button', { name: 'Choose models in Settings' }).click();
  const models = new ModelsSettings(panel.page);
  await expect(models.section()).toBeInViewport();
  await models.useMirror(mirror.base);
  mirror.faults.set('claimlens/tiny-embed/onnx/model.onnx', { delayMs: 400 });
  for (const name of ['tiny-embed', 'tiny-nli']) {
    await models.importFiles([path.join(MODELS, `claimlens/${name}/claimlens-model.json`)]);
    await expect(panel.page.getByText(`Added ${name} to the models.`)).toBeVisible();
    await models.select(models.row(new RegExp(`^${name}`)));
  }
  await panel.tab('Check');
  await setup.expectStep('Download the local models', 'not done');
  const download = setup.action('Download the local models', /^Download tiny-embed.* and tiny-nli.* \(/);
  await download.click();
  await expect(
    setup.step('Download the local models').getByRole('progressbar', { name: /^Downloading tiny-embed/ }),
  ).toBeVisible();
  await setup.expectStep('Download the local models', 'done');
  await expect(setup.step('Download the local models')).toContainText(/tiny-embed.* installed/);
  await expect(setup.canAnswer().first()).toHaveText(/also when reworded, from memory\.$/);

  // Online checking: turned on from the checklist, by keyboard; it says where the query goes.
  await expect(setup.step('Turn on online checking')).toContainText('goes to DuckDuckGo (html.duckduckgo.com)');
  await setup.action('Turn on online checking', 'Turn on online checking').focus();
  await panel.page.keyboard.press('Enter');
  await setup.expectStep('Turn on online checking', 'done');
  await expect(setup.canAnswer().nth(1)).toHaveText(
    'Other health claims: the evidence from your trusted sources is shown, Unverified until an LLM weighs it.',
  );

  // The LLM: set up in Settings → LLM, then connected by the checklist's own test.
  await setup.action('Connect an LLM', 'Set up in Settings → LLM').click();
  const settings = new LlmSettings(panel.page);
  await settings.choose('OpenAI-compatible endpoint');
  await settings.fill('Base URL', llm.baseUrl);
  await settings.fill('Model', 'scripted-model');
  await expect(settings.section().getByLabel('Model', { exact: true })).toHaveValue('scripted-model');
  await panel.tab('Check');
  await expect(setup.step('Connect an LLM')).toContainText('Not tested yet');
  await setup.expectStep('Connect an LLM', 'not done');
  await setup.action('Connect an LLM', 'Test connection').click();
  await setup.expectStep('Connect an LLM', 'done');
  await expect(setup.step('Connect an LLM')).toContainText('Connected.');
  await expect(setup.canAnswer().nth(1)).toHaveText(
    'Other health claims, from your trusted sources online, weighed by the LLM.',
  );
});

test('fresh profile: within a moment of the panel showing, the Check tab says what the engine is doing, then what is set up', async ({
  context,
  extensionId,
}) => {
  const panel = await SidePanel.open(context, extensionId);
  await expect(panel.page.getByRole('tab', { name: 'Check' })).toBeVisible();
  const shown = Date.now();
  const setup = new GuidedSetup(panel.page);
  // Chrome's first policy read after the browser starts takes seconds: meanwhile the tab says so, never a bare "Asking…".
  await expect.poll(() => setup.engineState().isVisible(), { timeout: 1500, intervals: [50] }).toBe(true);
  test.info().annotations.push({ type: 'engine state shown after', description: `${Date.now() - shown} ms` });
  await expect(setup.canAnswer().first()).toHaveText(/from memory\.$/, { timeout: 30_000 });
  await expect(setup.region().getByText(/^Starting the local engine/)).toBeHidden();
  test.info().annotations.push({ type: 'what is set up shown after', description: `${Date.now() - shown} ms` });
});

test('Try it checks a starter-pack claim from the side panel, answered from memory', async ({
  context,
  extensionId,
}) => {
  const panel = await SidePanel.open(context, extensionId);
  const setup = new GuidedSetup(panel.page);
  await expect(setup.region().getByRole('button', { name: 'Check this claim' })).toBeVisible({ timeout: 30_000 });
  await expect(setup.region()).toContainText(
    'One type of COVID-19 test identifies coronavirus proteins in a few seconds.',
  );
  await setup.tryIt();
  const check = panel.checkDetails();
  await expect(check.getByText('From memory (local knowledge)')).toBeVisible({ timeout: 30_000 });
  await expect(check.getByText('This claim is stored in local knowledge, word for word, as false.')).toBeVisible();
  await expect(check.locator('.verdict')).toHaveText(/False/);
});

test('Settings leads with the setup choices; numbers sit under a collapsed Advanced, with a reset of that section', async ({
  context,
  extensionId,
}) => {
  const panel = await SidePanel.open(context, extensionId);
  await panel.tab('Settings');
  const sections = panel.page.getByRole('region', { name: 'Settings' }).locator('fieldset > legend');
  // The tab renders once the settings and the organisation's policy are read.
  await expect(sections.first()).toBeVisible();
  const legends = await sections.allTextContents();
  expect(legends.slice(0, 3)).toEqual(['Models', 'Web', 'LLM tribunal']);
  const memory = panel.page.getByRole('group', { name: 'Memory (local knowledge first)' });
  const field = memory.getByRole('spinbutton', { name: 'Answer from memory at confidence C of at least' });
  await expect(field).toBeHidden();
  await memory.getByText('Advanced', { exact: true }).click();
  await expect(field).toBeVisible();
  const before = await field.inputValue();
  await field.fill('0.9');
  await expect(panel.page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(field).toHaveValue('0.9');
  await memory.getByRole('button', { name: 'Reset section to defaults' }).click();
  await expect(field).toHaveValue(before);
});
