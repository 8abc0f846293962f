import path from 'node:path';

import type { BrowserContext, Page } from '@playwright/test';

import { type ModelMirror, startModelMirror } from '../support/model-mirror';
import { expect, launchWithExtension, serviceWorkerOf, test } from './support/fixtures';
import { ModelsSettings, SidePanel } from './support/pages';

const MODELS = path.resolve(import.meta.dirname, '../fixtures/models');
const EMBED = path.join(MODELS, 'claimlens/tiny-embed');
const NLI = path.join(MODELS, 'claimlens/tiny-nli');
const EMBED_NAME = /^tiny-embed/;
const NLI_NAME = /^tiny-nli/;
const WEBGPU_FLAGS = ['--enable-unsafe-webgpu', '--use-webgpu-adapter=swiftshader'];

let mirror: ModelMirror;
test.beforeAll(async () => {
  mirror = await startModelMirror(MODELS);
});
test.afterAll(() => mirror.close());
test.beforeEach(() => {
  mirror.faults.clear();
  mirror.log.length = 0;
});

/** Calls an engine op from an extension page, as the side panel does. */
async function engineCall<T>(page: Page, op: string, payload: unknown): Promise<T> {
  const r = (await page.evaluate(
    ([op, payload]) => chrome.runtime.sendMessage({ type: 'engine.call', payload: { op, payload } }),
    [op, payload] as const,
  )) as { ok: boolean; data: T; error?: { message: string } };
  if (!r.ok) throw new Error(r.error?.message);
  return r.data;
}

async function installFromMirror(models: ModelsSettings): Promise<void> {
  await models.useMirror(mirror.base);
  await models.importFiles([path.join(EMBED, 'claimlens-model.json')]);
  await expect(models.page.getByText('Added tiny-embed to the models.')).toBeVisible();
  await models.importFiles([path.join(NLI, 'claimlens-model.json')]);
  for (const name of [EMBED_NAME, NLI_NAME]) {
    const row = models.row(name);
    await models.select(row);
    await models.button(row, 'Download').click();
    await expect(row).toContainText('Installed');
  }
}

const cosine = (a: number[], b: number[]) =>
  a.reduce((s, x, i) => s + x * b[i]!, 0) / Math.hypot(...a) / Math.hypot(...b);

test('install the tiny models from a mirror with progress, test them, and see the device', async ({
  context,
  extensionId,
}) => {
  const panel = await SidePanel.open(context, extensionId);
  const models = await ModelsSettings.open(panel);
  // No WebGPU flags: the engine falls back to WASM and says so.
  await expect(models.device()).toContainText('Device: WASM (CPU)');
  await expect(models.device()).toContainText('No WebGPU adapter on this device: using WASM (CPU).');
  // The default embedder pins its files, so its size is exact before any download; the others are ≈ until the Hub's API answers.
  await expect(models.row('MiniLM-L6 (fast)')).toContainText('Not installed · 23 MB to download');
  await expect(models.row('MiniLM-L6 (fast)')).toContainText('Licence Apache-2.0 · q8 22 MB · fp16 43 MB · fp32 86 MB');
  await expect(models.row(/^BGE-small-en v1\.5/)).toContainText('Memory threshold 0.85 (needs calibration)');
  await expect(models.row(/^BGE-small-en v1\.5/)).toContainText('Licence MIT · q8 ≈ 32 MB');

  mirror.faults.set('claimlens/tiny-embed/onnx/model.onnx', { delayMs: 150 });
  await models.useMirror(mirror.base);
  await models.importFiles([path.join(EMBED, 'claimlens-model.json')]);
  const row = models.row(EMBED_NAME);
  await expect(row).toContainText('Not installed');
  await models.select(row);
  await models.button(row, 'Download').click();
  const bar = row.getByRole('progressbar', { name: /Downloading tiny-embed/ });
  await expect(bar).toBeVisible();
  await expect.poll(async () => Number(await bar.getAttribute('value'))).toBeGreaterThan(0);
  await expect(row).toContainText('Installed · ', { timeout: 20_000 });
  await expect(row).toContainText('KB on disk');

  await models.button(row, 'Test this model').click();
  const result = row.getByRole('status', { name: /Test result for tiny-embed/ });
  await expect(result).toContainText('Works on WASM (CPU)');
  await expect(result).toContainText('32 dimensions');
  await expect(row).toContainText(/Latency: \d+ calls?, last \d+ ms/);

  // The engine's model ops use the selected model, and the worker is cross-origin isolated.
  const out = await engineCall<{ modelId: string; vectors: number[][]; device: { crossOriginIsolated: boolean } }>(
    panel.page,
    'models.embed',
    { texts: ['Masks reduce spread.'] },
  );
  expect(out.modelId).toBe('tiny-embed');
  expect(out.vectors[0]).toHaveLength(32);
  expect(out.device.crossOriginIsolated).toBe(true);
  expect(mirror.log.filter((l) => l.includes('tiny-embed'))).toHaveLength(4);
});

test('import a model folder from disk and test it', async ({ context, extensionId }) => {
  const panel = await SidePanel.open(context, extensionId);
  const models = await ModelsSettings.open(panel);
  await models.importFolder(NLI);
  await expect(panel.page.getByText('Imported 4 files for tiny-nli.')).toBeVisible();
  const row = models.row(NLI_NAME);
  await expect(row).toContainText('Installed');
  await models.button(row, 'Test this model').click();
  await expect(row.getByRole('status', { name: /Test result/ })).toContainText(
    /Sample pair: entailment 0\.\d\d, contradiction 0\.\d\d, neutral 0\.\d\d/,
  );
  expect(mirror.log).toEqual([]);
});

test('cancel a download, resume it with a Range request, delete the model', async ({ context, extensionId }) => {
  const panel = await SidePanel.open(context, extensionId);
  const models = await ModelsSettings.open(panel);
  mirror.faults.set('claimlens/tiny-nli/onnx/model.onnx', { delayMs: 200 });
  await models.useMirror(mirror.base);
  await models.importFiles([path.join(NLI, 'claimlens-model.json')]);
  const row = models.row(NLI_NAME);
  await models.button(row, 'Download').click();
  await expect.poll(async () => Number(await row.getByRole('progressbar').getAttribute('value'))).toBeGreaterThan(0);
  await models.button(row, 'Cancel download').click();
  await expect(row.getByRole('alert')).toContainText('was cancelled. Download again to resume it');
  await expect(row).toContainText('Partly downloaded');
  mirror.faults.clear();
  await models.button(row, 'Resume download').click();
  await expect(row).toContainText('Installed');
  expect(mirror.log.some((l) => /tiny-nli\/onnx\/model\.onnx bytes=\d+-$/.test(l))).toBe(true);
  await models.button(row, 'Delete').click();
  await row.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(row).toContainText('Not installed');
});

test('a corrupted download is refused and removed, and the other model keeps working', async ({
  context,
  extensionId,
}) => {
  const panel = await SidePanel.open(context, extensionId);
  const models = await ModelsSettings.open(panel);
  await installFromMirror(models);
  await models.button(models.row(NLI_NAME), 'Delete').click();
  await models.row(NLI_NAME).getByRole('button', { name: 'Yes, delete' }).click();
  mirror.faults.set('claimlens/tiny-nli/onnx/model.onnx', { corrupt: true });
  await models.button(models.row(NLI_NAME), 'Download').click();
  await expect(models.row(NLI_NAME).getByRole('alert')).toContainText('does not match its expected SHA-256');
  await expect(models.row(NLI_NAME).getByRole('alert')).toContainText('the file was removed. Download it again');
  await expect(models.row(NLI_NAME)).toContainText('Not installed');
  await expect(
    engineCall(panel.page, 'models.classify', { pairs: [{ premise: 'a', hypothesis: 'b' }] }),
  ).rejects.toThrow('No NLI model yet: open Settings → Models to download it.');
  const out = await engineCall<{ vectors: number[][] }>(panel.page, 'models.embed', { texts: ['still works'] });
  expect(out.vectors[0]).toHaveLength(32);
});

test.describe('with a WebGPU adapter (SwiftShader)', () => {
  let context: BrowserContext;
  let extensionId: string;
  test.beforeAll(async () => {
    context = await launchWithExtension(WEBGPU_FLAGS);
    extensionId = (await serviceWorkerOf(context)).url().split('/')[2]!;
  });
  test.afterAll(() => context.close());

  test('WebGPU and WASM give the same embeddings and NLI probabilities', async () => {
    test.setTimeout(120_000);
    const panel = await SidePanel.open(context, extensionId);
    const models = await ModelsSettings.open(panel);
    // `auto` steps aside for a software adapter (SwiftShader is slower than WASM) and says why.
    await expect(models.device()).toContainText('Device: WASM (CPU)');
    await expect(models.device()).toContainText('software one');
    await models.runOn('webgpu');
    await expect(models.device()).toContainText('Device: WebGPU');
    await expect(models.device()).toContainText('WASM (CPU) is usually faster');
    await installFromMirror(models);
    const texts = ['Vaccines cause autism.', 'Drinking water daily reduces the risk of kidney stones.', 'Café 😷'];
    const pairs = [{ premise: 'Masks reduce the spread of viruses.', hypothesis: 'Masks do not work.' }];
    const gpu = await engineCall<{ vectors: number[][]; device: { device: string } }>(panel.page, 'models.embed', {
      texts,
    });
    const gpuNli = await engineCall<{ probs: { entailment: number }[] }>(panel.page, 'models.classify', { pairs });
    expect(gpu.device.device).toBe('webgpu');
    await models.runOn('wasm');
    await expect(models.device()).toContainText('Device: WASM (CPU)');
    const cpu = await engineCall<{ vectors: number[][]; device: { device: string } }>(panel.page, 'models.embed', {
      texts,
    });
    const cpuNli = await engineCall<{ probs: { entailment: number }[] }>(panel.page, 'models.classify', { pairs });
    expect(cpu.device.device).toBe('wasm');
    texts.forEach((_, i) => expect(cosine(gpu.vectors[i]!, cpu.vectors[i]!)).toBeGreaterThanOrEqual(0.999));
    expect(gpuNli.probs[0]!.entailment).toBeCloseTo(cpuNli.probs[0]!.entailment, 3);
  });
});

test.describe('measuring WebGPU against WASM (SwiftShader)', () => {
  let context: BrowserContext;
  let extensionId: string;
  test.beforeAll(async () => {
    context = await launchWithExtension(WEBGPU_FLAGS);
    extensionId = (await serviceWorkerOf(context)).url().split('/')[2]!;
  });
  test.afterAll(() => context.close());

  test('"WebGPU if available" offers a measurement, shows its figures, and Measure again measures once more', async () => {
    test.setTimeout(120_000);
    const panel = await SidePanel.open(context, extensionId);
    const models = await ModelsSettings.open(panel);
    await models.runOn('webgpu');
    await expect(models.device()).toContainText('Device: WebGPU');
    await installFromMirror(models);
    const row = models.row(EMBED_NAME);
    await models.button(row, 'Measure WebGPU against WASM').click();
    const backend = row.getByRole('status', { name: /^Backend of tiny-embed/ });
    const figures = /^WebGPU \(as chosen\): [\d.]+ ms vs WASM [\d.]+ ms per run, measured \d{4}-\d{2}-\d{2}\./;
    // SwiftShader compiles WebGPU's shaders on the CPU: opening and the untimed first run take seconds.
    await expect(backend).toHaveText(figures, { timeout: 60_000 });
    await models.button(row, 'Measure again').click();
    await expect(panel.page.getByText(/^tiny-embed .*: WebGPU \(as chosen\)/)).toBeVisible({ timeout: 60_000 });
    await expect(backend).toHaveText(figures);
    // `auto` steps aside for SwiftShader: nothing to measure, and the device line says why WASM runs.
    await models.runOn('auto');
    await expect(models.device()).toContainText('software one');
    await expect(models.button(row, 'Measure again')).toHaveCount(0);
    await expect(backend).toHaveCount(0);
  });
});
