import { type LlmServer, startLlmServer } from '../support/llm-server';
import { expect, launchWithExtension, serviceWorkerOf, test } from './support/fixtures';
import { LlmSettings } from './support/llm-pages';
import { SidePanel } from './support/pages';

let llm: LlmServer;
test.beforeAll(async () => {
  llm = await startLlmServer({ apiKey: 'sk-e2e-key' });
});
test.afterAll(() => llm.close());

test('Settings → LLM: an OpenAI-compatible endpoint with a key, tested from the engine', async ({
  context,
  extensionId,
}) => {
  const panel = await SidePanel.open(context, extensionId);
  await panel.tab('Settings');
  const settings = new LlmSettings(panel.page);
  await expect(settings.section().getByRole('radio', { name: /^No LLM/ })).toBeChecked();

  await settings.choose('OpenAI-compatible endpoint');
  await settings.fill('Base URL', 'not a url');
  await expect(panel.page.getByRole('alert')).toContainText(
    'Setting "llm.baseUrl": must be an http(s) URL such as https://api.openai.com/v1',
  );

  await settings.fill('Base URL', llm.baseUrl);
  await settings.fill('Model', 'scripted-model');
  await settings.saveKey('sk-wrong');
  await expect(await settings.testConnection()).toHaveText(
    /^Connection failed: 127\.0\.0\.1:\d+ refused the API key \(HTTP 401.*Check the key in Settings → LLM\./,
  );

  await settings.saveKey('sk-e2e-key');
  await expect(settings.section().getByLabel('API key', { exact: true })).toHaveAttribute(
    'placeholder',
    'Saved (ends in …-key)',
  );
  await expect(await settings.testConnection()).toHaveText(/^Connected: scripted-model answered in \d+ ms\.$/);
  const sent = llm.requests.at(-1)!;
  expect(sent.headers.authorization).toBe('Bearer sk-e2e-key');
  expect(sent.body.model).toBe('scripted-model');
  expect(JSON.stringify(sent.body.messages)).not.toMatch(/claim/i);

  // The key is kept apart from the settings: an export never carries it.
  const exported = await panel.page.evaluate(() => chrome.storage.local.get(['settings', 'secrets']));
  expect(JSON.stringify(exported.settings)).not.toContain('sk-e2e-key');
  // …and bound to the origin it was entered for.
  expect((exported.secrets as { llmApiKey?: unknown }).llmApiKey).toEqual({
    value: 'sk-e2e-key',
    origin: new URL(llm.baseUrl).origin,
  });

  await settings.section().getByRole('button', { name: 'Remove key' }).click();
  await expect(await settings.testConnection()).toHaveText(/^Connection failed: .*HTTP 401/);
});

test('Settings → LLM: Ollama as installed refuses the extension; Test connection says what to set, and works once it is set', async ({
  context,
  extensionId,
}) => {
  const ollama = await startLlmServer({ flavour: 'ollama', models: ['llama3.1:8b'] });
  const allowed = await startLlmServer({
    flavour: 'ollama',
    models: ['llama3.1:8b'],
    ollamaOrigins: ['chrome-extension://*'],
  });
  try {
    const panel = await SidePanel.open(context, extensionId);
    await panel.tab('Settings');
    const settings = new LlmSettings(panel.page);
    await settings.choose('OpenAI-compatible endpoint');
    await settings.fill('Base URL', ollama.baseUrl);
    await settings.fill('Model', 'llama3.1:8b');
    // The browser itself sends the extension's Origin header, which Ollama checks.
    await expect(await settings.testConnection()).toHaveText(
      /^Connection failed: 127\.0\.0\.1:\d+ refused the extension's origin \(HTTP 403.*OLLAMA_ORIGINS=chrome-extension:\/\/\* \(in Firefox: moz-extension:\/\/\*\)/,
    );
    expect(ollama.requests).toHaveLength(0);
    await settings.fill('Base URL', allowed.baseUrl);
    await settings.fill('Model', 'llama3.2');
    await expect(await settings.testConnection()).toHaveText(
      /^Connection failed: .*does not know the model "llama3\.2" \(HTTP 404: model 'llama3\.2' not found\).*ollama pull llama3\.2/,
    );
    await settings.fill('Model', 'llama3.1:8b');
    await expect(await settings.testConnection()).toHaveText(/^Connected: llama3\.1:8b answered in \d+ ms\.$/);
    expect(allowed.requests.at(-1)!.headers.origin).toBe(`chrome-extension://${extensionId}`);
  } finally {
    await ollama.close();
    await allowed.close();
  }
});

test('Settings → Privacy: asking before sending is on by default', async ({ context, extensionId }) => {
  const panel = await SidePanel.open(context, extensionId);
  await panel.tab('Settings');
  const settings = new LlmSettings(panel.page);
  await expect(
    settings.privacy().getByRole('checkbox', { name: 'Ask me before a claim is sent off this device' }),
  ).toBeChecked();
  await expect(settings.privacy()).toContainText('No destination is allowed without asking.');
});

test('Settings → LLM: local models list their size; without WebGPU they cannot be downloaded, and it says why', async ({
  context,
  extensionId,
}) => {
  const panel = await SidePanel.open(context, extensionId);
  await panel.tab('Settings');
  const settings = new LlmSettings(panel.page);
  await settings.choose('Local model on this device (WebGPU)');
  const qwen = settings.localModel('Qwen2.5 3B Instruct');
  await expect(qwen).toContainText('Qwen2.5 3B Instruct · 2.4 GB');
  // Whether it is downloaded comes from the engine, which loads WebLLM for it on first use.
  await expect(qwen).toContainText('Qwen2.5 3B Instruct · 2.4 GB · not downloaded', { timeout: 30_000 });
  await expect(qwen.getByRole('radio')).toBeChecked();
  await expect(settings.section().getByRole('alert').first()).toContainText(
    'No WebGPU adapter was found in this browser',
  );
  await expect(qwen.getByRole('button', { name: 'Download 2.4 GB' })).toBeDisabled();
});

test('Settings → LLM: with WebGPU, a local model download runs WebLLM in the engine and ends in a clear error when the network fails', async ({}, testInfo) => {
  testInfo.setTimeout(90_000);
  const context = await launchWithExtension(['--enable-unsafe-webgpu', '--use-webgpu-adapter=swiftshader']);
  try {
    const extensionId = (await serviceWorkerOf(context)).url().split('/')[2]!;
    const panel = await SidePanel.open(context, extensionId);
    await panel.tab('Settings');
    const settings = new LlmSettings(panel.page);
    await settings.choose('Local model on this device (WebGPU)');
    const small = settings.localModel('Llama 3.2 1B Instruct');
    await expect(small).toContainText('Llama 3.2 1B Instruct · 879 MB · not downloaded', { timeout: 30_000 });
    await small.getByRole('button', { name: 'Download 879 MB' }).click();
    // No network on this machine: the model's files cannot be fetched, and the row says so.
    await expect(small.getByRole('alert')).toContainText(
      /Could not download or start Llama 3\.2 1B Instruct: Failed to fetch\. Check your connection and free disk space, then try again\./,
      { timeout: 60_000 },
    );
    await expect(small).toContainText('not downloaded');
  } finally {
    await context.close();
  }
});
