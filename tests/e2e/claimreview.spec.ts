import type { BrowserContext } from '@playwright/test';

import { LlmSettings, TribunalView } from './support/llm-pages';
import { checkOnArticle, expect, setUpOnline, test, useScriptedBoundaries } from './support/online';
import { SidePanel } from './support/pages';
import { WebSettings } from './support/web';

/**
 * Evidence a reader can click to (issue 16): a trusted fact-checker's ClaimReview rating of the
 * checked claim weighed as evidence and shown with its own words; cited sources that open at the
 * quoted words. The fixture web answers Fact Check Tools with a Reuters rating of these words.
 */

const CLAIM = 'garlic cures COVID-19 within three days';
const REVIEW_URL = 'https://www.reuters.com/article/factcheck-garlic-covid';

const b = useScriptedBoundaries();

/** Online checking with the tiny embedder and the scripted LLM, sending without asking. */
async function readyPanel(context: BrowserContext, extensionId: string, searchUrl: string): Promise<SidePanel> {
  const panel = await SidePanel.open(context, extensionId);
  await setUpOnline(panel, b, searchUrl);
  await new LlmSettings(panel.page).askBeforeSending(false);
  return panel;
}

test('a trusted ClaimReview rating of the same words is the verdict’s evidence, its rating shown beside the verdict in the badge and the panel', async ({
  context,
  extensionId,
  server,
  web,
}) => {
  test.setTimeout(120_000);
  const panel = await readyPanel(context, extensionId, web.httpUrl('/html/'));
  await new WebSettings(panel.page).useFactCheck(web.httpUrl('/v1alpha1/claims:search'), 'factcheck-test-key');

  const claims = await checkOnArticle(context, server.url('article.html'), CLAIM);
  await expect.poll(() => claims.verdictBadge().accessibleName(), { timeout: 60_000 }).toBe('Verdict: False');
  await expect
    .poll(() =>
      claims
        .getByRole('button', { name: 'Verdict: False. Rated “False” by Reuters Fact Check. Open details' })
        .isVisible(),
    )
    .toBe(true);
  // The rating decided alone (same words): no analyst or judge was asked for it, and no claim graph
  // may reopen it. The LLM is asked only afterwards, for the correction loop (whose rewrite is checked like any claim).
  expect(
    b.llm.requests
      .filter((r) => r.kind !== 'search_query')
      .map((r) => r.kind)
      .slice(0, 1),
  ).toEqual(['correction']);
  expect(b.llm.requests.map((r) => r.kind)).not.toContain('claim_graph');

  await panel.page.bringToFront();
  await panel.tab('Check');
  const result = panel.page.locator('.result');
  await expect(result.getByRole('link', { name: 'Rated “False” by Reuters Fact Check' })).toHaveAttribute(
    'href',
    REVIEW_URL,
  );
  await expect(result).toContainText(
    'Reuters Fact Check, a fact-checker on your trusted list, rated these exact words “False” on 2020-04-02.',
  );
  const first = panel.page.getByRole('region', { name: 'Sources' }).getByRole('listitem').first();
  await expect(first).toContainText(
    'Fact check published by Reuters Fact Check on 2020-04-02. The claim reviewed (made by Viral post): “Garlic cures COVID-19 within three days.”',
  );
  await expect(first.getByRole('link')).toHaveAttribute('href', REVIEW_URL);
});

test('a cited source opens the trusted page at the quoted words (a text fragment built from the verified quote)', async ({
  context,
  extensionId,
  server,
  web,
}) => {
  test.setTimeout(120_000);
  const panel = await readyPanel(context, extensionId, web.httpUrl('/html/'));

  const claims = await checkOnArticle(context, server.url('article.html'), CLAIM);
  await expect
    .poll(() => claims.verdictBadge().accessibleName(), { timeout: 60_000 })
    .toMatch(/^Verdict: False, \d+% confidence$/);

  await panel.page.bringToFront();
  await panel.tab('Check');
  await expect(new TribunalView(panel.page).tribunal()).toBeVisible();
  const refuting = panel.page
    .getByRole('region', { name: 'Sources' })
    .getByRole('listitem')
    .filter({ hasText: 'refutes' })
    .first();
  const link = refuting.getByRole('link');
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/#:~:text=[^,]+/);
  // textStart: the directive's first part that is neither a prefix (`…-`) nor a suffix (`-…`).
  const start = href
    .split('#:~:text=')[1]!
    .split(',')
    .find((part) => !part.endsWith('-') && !part.startsWith('-'))!;
  const quoted = decodeURIComponent(start);

  const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await opened.waitForLoadState('load');
  expect(opened.url()).toContain('#:~:text=');
  // Chromium follows text fragments: the quoted words are scrolled into view (and highlighted).
  expect(await opened.evaluate(() => 'fragmentDirective' in document)).toBe(true);
  await expect
    .poll(() =>
      opened.evaluate((words) => {
        const el = [...document.querySelectorAll('p, li, h1, h2')].find((e) => e.textContent?.includes(words));
        if (!el) return 'not found';
        const r = el.getBoundingClientRect();
        return r.top >= 0 && r.top < innerHeight ? 'in view' : `at ${Math.round(r.top)} of ${innerHeight}`;
      }, quoted),
    )
    .toBe('in view');
});
