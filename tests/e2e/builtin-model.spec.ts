import type { BrowserContext } from '@playwright/test';

import { RETRACTED, TRIAL } from '../support/web-fixtures/papers';
import { builtinModelScript, evaluateInOffscreen, injectIntoOffscreen } from './support/builtin-model';
import { LlmSettings, TribunalView } from './support/llm-pages';
import { checkOnArticle, expect, setUpWebEvidence, test, useScriptedBoundaries } from './support/online';
import { SidePanel } from './support/pages';
import { GuidedSetup } from './support/setup';

/**
 * The browser's built-in model in the built extension, with no key anywhere: the scripted
 * `LanguageModel` stands where Chrome exposes it (extension pages, the offscreen document), and
 * a claim not in memory is weighed by it through the engine worker's bridge, with Europe PMC's
 * abstracts (the fixture web's) among the evidence: issue 32's zero-key proof.
 */

const CLAIM = 'garlic cures COVID-19 within three days';
const b = useScriptedBoundaries();

/** Zero keys: the scripted built-in model where Chrome exposes it, the tiny embedder, online checking on the fixture web. */
async function onlineWithBuiltinModel(context: BrowserContext, extensionId: string, webUrl: string) {
  const script = builtinModelScript();
  await context.addInitScript({ content: script });
  const panel = await SidePanel.open(context, extensionId);
  await injectIntoOffscreen(context, extensionId, script);
  await setUpWebEvidence(panel, b, webUrl);
  const llm = new LlmSettings(panel.page);
  await llm.choose('The browser’s built-in model (Chrome)');
  return { panel, llm };
}

test('with zero keys, Settings → LLM offers the built-in model and a web check gets its verdict from it', async ({
  context,
  extensionId,
  server,
  web,
}) => {
  test.setTimeout(120_000);
  const { panel, llm } = await onlineWithBuiltinModel(context, extensionId, web.httpUrl('/html/'));
  await expect(llm.section().getByRole('status')).toHaveText(
    'Ready: Gemini Nano runs on this device; nothing is sent anywhere.',
  );

  const claims = await checkOnArticle(context, server.url('article.html'), CLAIM);
  await panel.page.bringToFront();
  await panel.tab('Check');
  const view = new TribunalView(panel.page);
  await view.consent().getByRole('button', { name: 'Allow', exact: true }).click();
  await claims.page.bringToFront();
  await expect
    .poll(() => claims.verdictBadge().accessibleName(), { timeout: 60_000 })
    .toMatch(/^Verdict: False, \d+% confidence$/);

  await panel.page.bringToFront();
  await expect(view.role(/^Judge: False/)).toBeVisible();
  await expect(view.tribunal()).toContainText('on this device (the browser’s built-in model)');
  expect(b.llm.requests).toHaveLength(0);
  // Every role's prompt reached the offscreen document's LanguageModel, one session per role, cloned per call.
  const counts = JSON.parse(
    await evaluateInOffscreen(context, extensionId, 'JSON.stringify(LanguageModel.counts)'),
  ) as {
    create: number;
    clone: number;
  };
  expect(counts.create).toBeGreaterThanOrEqual(3);
  expect(counts.clone).toBeGreaterThanOrEqual(counts.create);
});

test('the guided setup offers the built-in model in one click, which downloads it with progress', async ({
  context,
  extensionId,
}) => {
  // Held at half: the progress bar is read while the download runs, however loaded the machine.
  await context.addInitScript({ content: builtinModelScript('downloadable', true) });
  const panel = await SidePanel.open(context, extensionId);
  const setup = new GuidedSetup(panel.page);
  await setup.expectStep('Connect an LLM', 'not done');
  await expect(setup.step('Connect an LLM')).toContainText('the browser’s built-in model (no key, nothing sent)');
  await setup.action('Connect an LLM', 'Use the browser’s built-in model (no key)').click();
  await expect(
    setup.step('Connect an LLM').getByRole('progressbar', { name: 'Built-in model download' }),
  ).toBeVisible();
  await panel.page.evaluate(() =>
    (globalThis as unknown as { LanguageModel: { releaseDownload(): void } }).LanguageModel.releaseDownload(),
  );
  await expect(setup.step('Connect an LLM').getByRole('status')).toHaveText(
    'Ready: Gemini Nano runs on this device; nothing is sent anywhere.',
  );
  await setup.expectStep('Connect an LLM', 'done');
  await expect(setup.step('Connect an LLM')).toContainText(
    'The browser’s built-in model (Gemini Nano): ready; it runs on this device and nothing is sent.',
  );
});

test('with zero keys, Europe PMC’s abstracts and the built-in model answer a claim not in memory; the abstract is cited with its date, the retracted one is not', async ({
  context,
  extensionId,
  server,
  web,
}) => {
  test.setTimeout(120_000);
  web.setPapers([TRIAL, RETRACTED]);
  const { panel, llm } = await onlineWithBuiltinModel(context, extensionId, web.httpUrl('/html/'));
  await llm.askBeforeSending(false);

  const claims = await checkOnArticle(context, server.url('article.html'), CLAIM);
  await expect
    .poll(() => claims.verdictBadge().accessibleName(), { timeout: 60_000 })
    .toMatch(/^Verdict: (True|False), \d+% confidence$/);

  await panel.page.bringToFront();
  await panel.tab('Check');
  const passages = panel.page.getByRole('list', { name: 'Evidence passages' });
  const trial = passages.getByRole('listitem').filter({ hasText: 'N Engl J Med (Europe PMC)' });
  await expect(trial).toContainText('· published 2021-02-04 · Randomized Controlled Trial');
  await expect(trial.getByRole('link', { name: /Garlic supplementation and SARS-CoV-2 infection/ })).toHaveAttribute(
    'href',
    /^https:\/\/doi\.org\/10\.1056\/NEJMoa2034577/,
  );
  await expect(panel.page.getByText(/^Left out, retracted: “Garlic cures COVID-19 in three days”/)).toBeAttached();
  await expect(passages).not.toContainText('cured every patient');
  await expect(panel.page.getByRole('article', { name: 'Check details' })).not.toContainText(
    'Raw garlic cured every patient',
  );
  expect(web.requests.some((r) => r.host === 'www.ebi.ac.uk')).toBe(true);
  expect(b.llm.requests).toHaveLength(0);
});
