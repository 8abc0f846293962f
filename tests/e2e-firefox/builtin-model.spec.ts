import { expect, test } from './support/fixtures';
import { PanelTab } from './support/pages';

/** Firefox has no Prompt API: Settings → LLM shows the built-in model greyed out, saying why. */

test('Settings → LLM does not offer the browser’s built-in model in Firefox, and says why', async ({ firefox }) => {
  const panel = await PanelTab.open(firefox);
  await panel.open('Settings');
  await expect
    .poll(() => panel.shown())
    .toContain('Not offered in Firefox: it has no built-in model (Chrome’s Prompt API, LanguageModel).');
  const [radio] = await panel.css('input[name="llm-provider"][value="browser"]');
  expect(radio).toBeDefined();
  expect(await panel.tab.callOn<boolean>(radio!, 'function (el) { return el.disabled; }')).toBe(true);
  expect(await panel.tab.evaluate(() => typeof (globalThis as { LanguageModel?: unknown }).LanguageModel)).toBe(
    'undefined',
  );
});
