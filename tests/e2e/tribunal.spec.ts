import path from 'node:path';
import { startLlmServer, type LlmServer } from '../support/llm-server';
import { startModelMirror, type ModelMirror } from '../support/model-mirror';
import { LlmSettings, TribunalView } from './support/llm-pages';
import { startWebFixtures, type WebFixtures } from '../support/web-fixtures/server';
import { expect, launchWithExtension, test as base } from './support/fixtures';
import { ClaimPage, ModelsSettings, SidePanel } from './support/pages';
import { WebSettings } from './support/web';

/**
 * The web path with the tribunal, in the built extension: the tiny embedding model from a mirror,
 * the fixture web for search and pages, the scripted LLM server for the tribunal.
 */

// A fixture web of its own per test: other specs count the requests their worker's web receives.
const test = base.extend<{ web: WebFixtures }>({
  web: async ({}, use) => {
    const web = await startWebFixtures();
    await use(web);
    await web.close();
  },
  context: async ({ web }, use) => {
    const context = await launchWithExtension(web.chromiumArgs());
    await use(context);
    await context.close();
  },
});

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

test('fault modes of the LLM in the extension: each check ends in a clear state', async ({ context, extensionId, server, web }) => {
  test.setTimeout(180_000);
  const panel = await SidePanel.open(context, extensionId);
  await setUp(panel, web.httpUrl('/html/'));
  await new LlmSettings(panel.page).askBeforeSending(false);
  const page = await context.newPage();
  await page.goto(server.url('article.html'));
  const claims = new ClaimPage(page);
  await claims.select(CLAIM);
  await claims.checkButton().click();
  await expect(claims.verdictBadge()).toHaveAccessibleName(/^Verdict: False/, { timeout: 60_000 });

  await panel.page.bringToFront();
  await panel.tab('Check');
  const view = new TribunalView(panel.page);
  const verdict = panel.page.getByRole('article', { name: 'Check details' }).locator('.result .verdict');
  const recheck = async (fault: Parameters<LlmServer['fault']>[0] | null) => {
    llm.clearFaults();
    if (fault) llm.fault(fault);
    const before = llm.requests.length;
    await panel.page.getByRole('button', { name: 'Re-check' }).click();
    await expect.poll(() => llm.requests.length, { timeout: 30_000 }).toBeGreaterThan(before + 2);
    await expect(panel.page.getByRole('button', { name: 'Re-check' })).toBeVisible({ timeout: 60_000 });
  };

  await recheck({ mode: 'rate-limit', retryAfter: '1', kind: 'judge_verdict' });
  await expect(verdict).toHaveAccessibleName(/^Verdict: False/);
  await view.role(/^What was sent/).locator('summary').first().click();
  await expect(view.tribunal()).toContainText(/judge · [\d.]+ s · 1 retry/);

  await recheck({ mode: 'malformed-json', kind: 'judge_verdict' });
  await expect(verdict).toHaveAccessibleName(/^Verdict: False/);
  await expect(view.tribunal()).toContainText('judge (repair)');

  // The contradiction analyst's only citation is fabricated three times: dropped, and with it the
  // ground for False; the judge then has nothing either way.
  await recheck({ mode: 'fabricated-quote', kind: 'contradiction_analysis', times: 3 });
  await expect(verdict).toHaveAccessibleName('Verdict: Unverified');
  await expect(panel.page.locator('.reason')).toContainText('insufficient or contradictory');
  await expect(view.role(/^Dropped by the quote check: 1/)).toContainText('contradiction analyst: The quote “A large randomised trial proved');

  await recheck({ mode: 'foreign-url', kind: 'support_analysis' });
  await expect(verdict).toHaveAccessibleName(/^Verdict: False/);
  await expect(view.tribunal()).toContainText('support analyst (correction)');

  await recheck({ mode: 'wrong-schema', kind: 'judge_verdict', times: 2 });
  await expect(verdict).toHaveAccessibleName(/^Verdict: False/);
  await expect(view.tribunal()).toContainText('The tribunal failed (The judge did not answer in the required format, even after a repair request');

  await recheck({ mode: 'refusal', times: Infinity });
  await expect(verdict).toHaveAccessibleName('Verdict: Unverified');
  await expect(panel.page.locator('.reason')).toContainText('The LLM could not weigh the evidence: The model declined to answer');
});
