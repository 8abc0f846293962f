import { builtinModelScript, evaluateInOffscreen, injectIntoOffscreen } from './support/builtin-model';
import { LlmSettings, TribunalView } from './support/llm-pages';
import { checkOnArticle, expect, setUpWebEvidence, test, useScriptedBoundaries } from './support/online';
import { SidePanel } from './support/pages';
import { GuidedSetup } from './support/setup';

/**
 * The browser's built-in model in the built extension, with no key anywhere: the scripted
 * `LanguageModel` stands where Chrome exposes it (extension pages, the offscreen document), and
 * a claim not in memory is weighed by it through the engine worker's bridge.
 */

const CLAIM = 'garlic cures COVID-19 within three days';
const b = useScriptedBoundaries();

test('with zero keys, Settings → LLM offers the built-in model and a web check gets its verdict from it', async ({
  context,
  extensionId,
  server,
  web,
}) => {
  test.setTimeout(120_000);
  const script = builtinModelScript();
  await context.addInitScript({ content: script });
  const panel = await SidePanel.open(context, extensionId);
  await injectIntoOffscreen(context, extensionId, script);

  await setUpWebEvidence(panel, b, web.httpUrl('/html/'));
  const llm = new LlmSettings(panel.page);
  await llm.choose('The browser’s built-in model (Chrome)');
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
  await context.addInitScript({ content: builtinModelScript('downloadable') });
  const panel = await SidePanel.open(context, extensionId);
  const setup = new GuidedSetup(panel.page);
  await setup.expectStep('Connect an LLM', 'not done');
  await expect(setup.step('Connect an LLM')).toContainText('the browser’s built-in model (no key, nothing sent)');
  await setup.action('Connect an LLM', 'Use the browser’s built-in model (no key)').click();
  await expect(
    setup.step('Connect an LLM').getByRole('progressbar', { name: 'Built-in model download' }),
  ).toBeVisible();
  await expect(setup.step('Connect an LLM').getByRole('status')).toHaveText(
    'Ready: Gemini Nano runs on this device; nothing is sent anywhere.',
  );
  await setup.expectStep('Connect an LLM', 'done');
  await expect(setup.step('Connect an LLM')).toContainText(
    'The browser’s built-in model (Gemini Nano): ready; it runs on this device and nothing is sent.',
  );
});
