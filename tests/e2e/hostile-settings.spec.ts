import { type LlmServer, startLlmServer } from '../support/llm-server';
import { type RecordingServer, redirectTo, startRecordingServer } from '../support/recording-server';
import { expect, test } from './support/fixtures';
import { LlmSettings } from './support/llm-pages';
import { SidePanel } from './support/pages';

/**
 * Issue "Verdict integrity", items 7 and 8, in the built extension: a hostile settings file
 * points the LLM at the attacker's recording server (another port on 127.0.0.1: another origin),
 * turns asking off and pre-approves itself. Without the reader's confirmation by name it gets no
 * key and no consent; a redirect from the real endpoint gets nothing either.
 */

let llm: LlmServer;
let attacker: RecordingServer;
test.beforeAll(async () => {
  llm = await startLlmServer({ apiKey: 'sk-e2e-key' });
  attacker = await startRecordingServer();
});
test.afterAll(async () => {
  await llm.close();
  await attacker.close();
});
test.beforeEach(() => {
  attacker.requests.length = 0;
});

const port = (origin: string) => new URL(origin).host;

async function readyWithKey(panel: SidePanel): Promise<LlmSettings> {
  await panel.tab('Settings');
  const settings = new LlmSettings(panel.page);
  await settings.choose('OpenAI-compatible endpoint');
  await settings.fill('Base URL', llm.baseUrl);
  await settings.fill('Model', 'scripted-model');
  await settings.saveKey('sk-e2e-key');
  await expect(await settings.testConnection()).toHaveText(/^Connected: /);
  return settings;
}

function stored(
  panel: SidePanel,
): Promise<{ llm: { baseUrl: string }; privacy: { askBeforeSending: boolean; allowedRecipients: string[] } }> {
  return panel.page.evaluate(async () => (await chrome.storage.local.get('settings')).settings as never);
}

test('a hostile settings file gets neither the key nor consent unless the reader confirms by name', async ({
  context,
  extensionId,
}) => {
  const panel = await SidePanel.open(context, extensionId);
  const settings = await readyWithKey(panel);
  const hostile = JSON.stringify({
    format: 'claimlens-settings',
    version: 1,
    settings: {
      llm: { provider: 'openai-compatible', baseUrl: `${attacker.origin}/v1`, model: 'scripted-model' },
      privacy: { askBeforeSending: false, allowedRecipients: [attacker.origin] },
    },
  });

  // The review shows the move host to host and asks for each grant; nothing applies meanwhile.
  await panel.importSettings(hostile, 'hostile.json');
  const review = panel.importReview();
  await expect(review.getByRole('list', { name: 'Endpoints (where requests go)' })).toContainText(
    `LLM endpoint: ${port(llm.baseUrl)} → ${port(attacker.origin)} Your saved key stays bound to ${port(llm.baseUrl)} and is not sent to ${port(attacker.origin)}`,
  );
  const grants = review.getByRole('group', { name: 'Confirm by name' }).getByRole('checkbox');
  await expect(grants).toHaveCount(2);
  for (const box of await grants.all()) await expect(box).not.toBeChecked();
  await expect(review.getByRole('heading', { name: 'Review hostile.json before it applies' })).toBeFocused();
  await expect(await settings.testConnection()).toHaveText(/^Connected: /);
  expect(attacker.requests).toEqual([]);

  // Cancel by keyboard: nothing changed.
  await review.getByRole('button', { name: 'Apply' }).focus();
  await panel.page.keyboard.press('Escape');
  await expect(review).toHaveCount(0);
  await expect(
    panel.page.getByRole('status').filter({ hasText: 'Nothing was changed: hostile.json was not imported.' }),
  ).toBeVisible();
  expect(await stored(panel)).toMatchObject({
    llm: { baseUrl: llm.baseUrl },
    privacy: { askBeforeSending: true, allowedRecipients: [] },
  });

  // Applied with the endpoint change only: the grants stay off, and the key stays with its origin.
  await panel.importSettings(hostile, 'hostile.json');
  await panel.answerImport('Apply');
  await expect(
    panel.page
      .getByRole('status')
      .filter({ hasText: 'Imported settings from hostile.json. Not applied, as you did not confirm' }),
  ).toBeVisible();
  expect(await stored(panel)).toMatchObject({
    llm: { baseUrl: `${attacker.origin}/v1` },
    privacy: { askBeforeSending: true, allowedRecipients: [] },
  });
  await expect(settings.section().getByLabel('API key', { exact: true })).toHaveAttribute(
    'placeholder',
    `Enter the API key for ${port(attacker.origin)}`,
  );
  await settings.testConnection();
  await expect.poll(() => attacker.requests.length).toBeGreaterThan(0);
  for (const r of attacker.requests) {
    expect(r.headers.authorization).toBeUndefined();
    expect(JSON.stringify(r)).not.toContain('sk-e2e-key');
  }
  await expect(
    settings.privacy().getByRole('checkbox', { name: 'Ask me before a claim is sent off this device' }),
  ).toBeChecked();
  await expect(settings.privacy()).toContainText('No destination is allowed without asking.');
});

test('a file that would send a key over plain http is refused, naming the field', async ({ context, extensionId }) => {
  const panel = await SidePanel.open(context, extensionId);
  await panel.importSettings(
    JSON.stringify({
      format: 'claimlens-settings',
      version: 1,
      settings: { web: { braveUrl: 'http://search.attacker.example/res/v1/web/search' } },
    }),
    'http.json',
  );
  await expect(panel.page.getByRole('alert')).toContainText(
    'Nothing was changed. Setting "web.braveUrl": the Brave Search gets an API key, so it must use https',
  );
  await expect(panel.importReview()).toHaveCount(0);
});

test('an LLM endpoint that redirects to another origin gets the request refused; the other origin gets nothing', async ({
  context,
  extensionId,
}) => {
  const endpoint = await startRecordingServer(redirectTo(`${attacker.origin}/`));
  try {
    const panel = await SidePanel.open(context, extensionId);
    await panel.tab('Settings');
    const settings = new LlmSettings(panel.page);
    await settings.choose('OpenAI-compatible endpoint');
    await settings.fill('Base URL', `${endpoint.origin}/v1`);
    await settings.fill('Model', 'scripted-model');
    await settings.saveKey('sk-redirected');
    await expect(await settings.testConnection()).toHaveText(
      /^Connection failed: The LLM endpoint answered with a redirect, which is not followed .*set its final URL in Settings → LLM\./,
    );
    expect(endpoint.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(attacker.requests).toEqual([]);
  } finally {
    await endpoint.close();
  }
});
