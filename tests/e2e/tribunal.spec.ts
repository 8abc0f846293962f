import path from 'node:path';
import { startLlmServer, type LlmServer } from '../support/llm-server';
import { startModelMirror, type ModelMirror } from '../support/model-mirror';
import { LlmSettings, TribunalView } from './support/llm-pages';
import { ClaimPage, ModelsSettings, SidePanel } from './support/pages';
import { expect, test, WebSettings } from './support/web';

/**
 * The web path with the tribunal, in the built extension: the tiny embedding model from a mirror,
 * the fixture web for search and pages, the scripted LLM server for the tribunal.
 */

const MODELS = path.resolve(import.meta.dirname, '../fixtures/models');
const CLAIM = 'garlic cures COVID-19 within three days';

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
test.beforeEach(() => {
  llm.clearFaults();
  llm.requests.length = 0;
});

async function setUp(panel: SidePanel, webUrl: string): Promise<void> {
  const models = await ModelsSettings.open(panel);
  await models.useMirror(mirror.base);
  await models.importFiles([path.join(MODELS, 'claimlens/tiny-embed/claimlens-model.json')]);
  await expect(panel.page.getByText('Added tiny-embed to the models.')).toBeVisible();
  const row = models.row(/^tiny-embed/);
  await models.select(row);
  await models.button(row, 'Download').click();
  await expect(row).toContainText('Installed', { timeout: 20_000 });
  const web = new WebSettings(panel.page);
  await web.turnOnline();
  await web.setDuckDuckGoUrl(webUrl);
  const settings = new LlmSettings(panel.page);
  await settings.choose('OpenAI-compatible endpoint');
  await settings.fill('Base URL', llm.baseUrl);
  await settings.fill('Model', 'scripted');
  await expect(settings.section().getByLabel('Model', { exact: true })).toHaveValue('scripted');
}

test('a web-path check waits for the reader’s OK, then the tribunal decides; the transcript and the correction are shown', async ({ context, extensionId, server, web }) => {
  test.setTimeout(120_000);
  const panel = await SidePanel.open(context, extensionId);
  await setUp(panel, web.httpUrl('/html/'));
  const before = web.requests.length;

  const page = await context.newPage();
  await page.goto(server.url('article.html'));
  const claims = new ClaimPage(page);
  await claims.select(CLAIM);
  await claims.checkButton().click();
  // Asking is on by default: the badge waits (no spinner) and nothing has gone out yet.
  const waiting = page.getByRole('status', { name: 'Checking claim: waiting for your OK to send it for online checking' });
  await expect(waiting).toBeVisible({ timeout: 30_000 });
  await expect(waiting.getByRole('button', { name: 'Review what would be sent, in the side panel' })).toBeVisible();
  expect(web.requests.length).toBe(before);
  expect(llm.requests).toHaveLength(0);

  await panel.page.bringToFront();
  await panel.tab('Check');
  const view = new TribunalView(panel.page);
  await expect(view.consent()).toContainText('To your trusted sources: requests for up to 5 of their pages found by the search (the claim is not sent).');
  await view.consent().getByRole('button', { name: 'Allow', exact: true }).click();

  await page.bringToFront();
  await expect(claims.verdictBadge()).toHaveAccessibleName(/^Verdict: False, \d+% confidence$/, { timeout: 60_000 });

  await panel.page.bringToFront();
  await expect(view.tribunal()).toBeVisible();
  await expect(view.role(/^Judge: False/)).toHaveAttribute('open', '');
  await expect(view.role(/^Contradiction analyst: \d+ cited passages?/)).toBeVisible();
  const contradiction = view.role(/^Contradiction analyst/);
  await contradiction.locator('summary').click();
  await expect(contradiction.getByRole('link').first()).toHaveAttribute('href', /^https:\/\//);
  await expect(view.tribunal()).toContainText(`What was sent: `);
  await expect(view.tribunal()).toContainText(`${llm.baseUrl}/chat/completions (on this device)`);
  expect(new Set(llm.requests.map((r) => r.kind))).toEqual(new Set(['search_query', 'support_analysis', 'contradiction_analysis', 'judge_verdict', 'knowledge_triples']));
  await expect(panel.page.getByRole('region', { name: 'Saved to memory' })).toContainText(/Saved the claim as FALSE, with its correction as TRUE \(linked CORRECTED_BY\)/);

  await panel.tab('Knowledge');
  await expect(view.corrections().first()).toContainText(`False: ${CLAIM}`);
  await expect(view.corrections().first()).toContainText('Corrected by:');
});

test('an LLM that keeps failing ends the check in a clear state: Unverified, the reason, the evidence', async ({ context, extensionId, server, web }) => {
  test.setTimeout(120_000);
  const panel = await SidePanel.open(context, extensionId);
  await setUp(panel, web.httpUrl('/html/'));
  await new LlmSettings(panel.page).askBeforeSending(false);
  llm.fault({ mode: 'http-500', times: Infinity });

  const page = await context.newPage();
  await page.goto(server.url('article.html'));
  const claims = new ClaimPage(page);
  await claims.select(CLAIM);
  await claims.checkButton().click();
  await expect(claims.verdictBadge()).toHaveAccessibleName('Verdict: Unverified', { timeout: 60_000 });

  await panel.page.bringToFront();
  await panel.tab('Check');
  await expect(panel.page.locator('.reason')).toContainText(/^The LLM could not weigh the evidence: 127\.0\.0\.1:\d+ had a server error \(HTTP 500/);
  await expect(panel.page.getByRole('region', { name: 'Sources' }).getByRole('listitem').first()).toBeVisible();
  await expect(new TribunalView(panel.page).tribunal()).toContainText('No verdict:');
});
