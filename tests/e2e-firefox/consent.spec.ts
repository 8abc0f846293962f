import path from 'node:path';

import { type LlmServer, startLlmServer } from '../support/llm-server';
import { type ModelMirror, startModelMirror } from '../support/model-mirror';
import { installModel, MODELS } from './support/models';
import { ClaimTab, PanelTab } from './support/pages';
import { configure } from './support/settings';
import { expect, test } from './support/web';

/**
 * The consent prompt in Firefox: a check that memory cannot settle would go online (the fixture
 * web, the scripted LLM); the badge waits for the reader's OK and nothing leaves before it.
 */

const CLAIM = 'garlic cures COVID-19 within three days';
let mirror: ModelMirror;
let llm: LlmServer;
test.beforeAll(async () => {
  mirror = await startModelMirror(path.dirname(MODELS));
  llm = await startLlmServer();
});
test.afterAll(async () => {
  await mirror.close();
  await llm.close();
});

test('a web-path check waits for the reader’s OK; nothing is sent before it, and Allow lets the tribunal decide', async ({
  firefox,
  server,
  web,
}) => {
  test.setTimeout(240_000);
  const panel = await PanelTab.open(firefox);
  await configure(panel, {
    models: { source: 'mirror', mirrorUrl: mirror.base },
    web: { enabled: true, duckduckgoUrl: web.httpUrl('/html/') },
    llm: { provider: 'openai-compatible', baseUrl: llm.baseUrl, model: 'scripted' },
  });
  await installModel(panel, 'tiny-embed');
  const before = web.requests.length;

  const page = new ClaimTab(await firefox.newTab(server.url('article.html')));
  await page.select(CLAIM);
  await page.pressCheck();
  // Asking is on by default: the badge waits and nothing has gone out yet.
  await expect
    .poll(() => page.badgeNames(), { timeout: 60_000 })
    .toEqual(['Checking claim: waiting for your OK to send it for online checking']);
  expect(await page.byRole('button', 'Review what would be sent, in the side panel')).toHaveLength(1);
  expect(web.requests.slice(before).map((r) => `${r.host}${r.path}`)).toEqual([]);
  expect(llm.requests).toHaveLength(0);

  await panel.tab.activate();
  await panel.open('Check');
  await expect
    .poll(() => panel.shown())
    .toContain(
      'To your trusted sources: requests for up to 5 of their pages found by the search (the claim is not sent).',
    );
  await panel.press('button', 'Allow');

  await page.tab.activate();
  await expect
    .poll(async () => (await page.badgeNames())[0], { timeout: 120_000 })
    .toMatch(/^Verdict: False, \d+% confidence$/);
  expect(web.requests.length).toBeGreaterThan(before);
  expect(new Set(llm.requests.map((r) => r.kind))).toContain('judge_verdict');
});
