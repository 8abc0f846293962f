import path from 'node:path';

import type { BrowserContext } from '@playwright/test';

import { type LlmServer, startLlmServer } from '../../support/llm-server';
import { type ModelMirror, startModelMirror } from '../../support/model-mirror';
import { startWebFixtures, type WebFixtures } from '../../support/web-fixtures/server';
import { expect, launchWithExtension, test as base } from './fixtures';
import { LlmSettings } from './llm-pages';
import { ClaimPage, ModelsSettings, type SidePanel } from './pages';
import { WebSettings } from './web';

/**
 * The online check path in the built extension: the tiny embedding model from a mirror, the
 * fixture web for search and pages, the scripted LLM server for the tribunal (and decomposition).
 */

// A fixture web of its own per test: other specs count the requests their worker's web receives.
export const test = base.extend<{ web: WebFixtures }>({
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
export { expect };

export const MODELS = path.resolve(import.meta.dirname, '../../fixtures/models');

export interface Boundaries {
  mirror: ModelMirror;
  llm: LlmServer;
}

/** The model mirror and the scripted LLM for the spec that calls this, fresh faults and request log per test. */
export function useScriptedBoundaries(): Boundaries {
  const b = {} as Boundaries;
  test.beforeAll(async () => {
    b.mirror = await startModelMirror(MODELS);
    b.llm = await startLlmServer();
  });
  test.afterAll(async () => {
    await b.mirror.close();
    await b.llm.close();
  });
  test.beforeEach(() => {
    b.llm.clearFaults();
    b.llm.requests.length = 0;
  });
  return b;
}

/** As a reader sets it up: the tiny embedding model installed, online checking on, the scripted LLM chosen. */
export async function setUpOnline(panel: SidePanel, b: Boundaries, webUrl: string): Promise<void> {
  await setUpWebEvidence(panel, b, webUrl);
  await chooseScriptedLlm(panel, b);
}

/** The scripted LLM server as the OpenAI-compatible endpoint. */
export async function chooseScriptedLlm(panel: SidePanel, b: Boundaries): Promise<void> {
  const settings = new LlmSettings(panel.page);
  await settings.choose('OpenAI-compatible endpoint');
  await settings.fill('Base URL', b.llm.baseUrl);
  await settings.fill('Model', 'scripted');
  await expect(settings.section().getByLabel('Model', { exact: true })).toHaveValue('scripted');
}

/** The tiny embedding model installed and online checking on, searching the fixture web; the LLM left as it is. */
export async function setUpWebEvidence(panel: SidePanel, b: Boundaries, webUrl: string): Promise<void> {
  const models = await ModelsSettings.open(panel);
  await models.useMirror(b.mirror.base);
  await models.importFiles([path.join(MODELS, 'claimlens/tiny-embed/claimlens-model.json')]);
  await expect(panel.page.getByText('Added tiny-embed to the models.')).toBeVisible();
  const row = models.row(/^tiny-embed/);
  await models.select(row);
  await models.button(row, 'Download').click();
  await expect(row).toContainText('Installed', { timeout: 20_000 });
  await searchFixtureWeb(panel, webUrl);
}

/** Online checking on, searching the fixture web. */
export async function searchFixtureWeb(panel: SidePanel, webUrl: string): Promise<void> {
  const web = new WebSettings(panel.page);
  await web.turnOnline();
  await web.setDuckDuckGoUrl(webUrl);
}

/** The reader opens the article, selects the claim and presses *Check claim*. */
export async function checkOnArticle(context: BrowserContext, url: string, claim: string): Promise<ClaimPage> {
  const page = await context.newPage();
  await page.goto(url);
  const claims = new ClaimPage(page);
  await claims.select(claim);
  await claims.checkButton().click();
  return claims;
}
