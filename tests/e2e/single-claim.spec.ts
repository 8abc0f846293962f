import type { BrowserContext } from '@playwright/test';

import type { WebFixtures } from '../support/web-fixtures/server';
import { CorrectionView, DecompositionView, SentenceBadges } from './support/decompose';
import { LlmSettings } from './support/llm-pages';
import { expect, setUpOnline, test, useScriptedBoundaries } from './support/online';
import { ClaimPage, SidePanel } from './support/pages';
import type { FixtureServer } from './support/server';

/**
 * Atomic fact-checking in the built extension, with the scripted LLM and the fixture web: a
 * single False claim gets the correction loop, and a selection's context fact ("My aunt says
 * that …") is verified against the selection itself, marked so, and does not drag the verdict.
 */

const GARLIC = 'Eating raw garlic every day prevents COVID-19 infection.';
const AUNT = [
  'My aunt says that good ventilation and hand hygiene reduce the spread of respiratory viruses in households.',
  'Vaccination remains the most effective protection against severe disease from COVID-19.',
];

const b = useScriptedBoundaries();

/** Set up as a reader would (online, the scripted LLM, no asking), then select `text` on the long post and check it. */
async function checkOnLongPost(
  fx: { context: BrowserContext; extensionId: string; server: FixtureServer; web: WebFixtures },
  text: string,
) {
  const panel = await SidePanel.open(fx.context, fx.extensionId);
  await setUpOnline(panel, b, fx.web.httpUrl('/html/'));
  await new LlmSettings(panel.page).askBeforeSending(false);
  const page = await fx.context.newPage();
  await page.goto(fx.server.url('long-post.html'));
  const claims = new ClaimPage(page);
  await claims.select(text);
  await claims.checkButton().click();
  return { panel, page, claims };
}

test('a single False claim: the side panel suggests a correction the evidence supports, checked again; the page is left as it was', async ({
  context,
  extensionId,
  server,
  web,
}) => {
  test.setTimeout(180_000);
  const { panel, page, claims } = await checkOnLongPost({ context, extensionId, server, web }, GARLIC);
  await expect
    .poll(() => claims.verdictBadge().accessibleName(), { timeout: 120_000 })
    .toMatch(/^Verdict: False, \d+% confidence$/);

  await panel.page.bringToFront();
  await panel.tab('Check');
  const correction = new CorrectionView(panel.page);
  await expect(correction.region()).toContainText(
    'Suggested correction, from the evidence: Eating raw garlic every day does not prevent COVID-19 infection.',
  );
  await expect(correction.attempts()).toHaveCount(1);
  await expect(correction.attempts().first()).toContainText('checked: True');
  expect(b.llm.requests.filter((r) => r.kind === 'correction')).toHaveLength(1);
  await expect(page.locator('#para')).toContainText(GARLIC);
});

test('“My aunt says that …”: from the text itself in the tree, what she says is checked, and the selection is True', async ({
  context,
  extensionId,
  server,
  web,
}) => {
  test.setTimeout(240_000);
  const { panel, page } = await checkOnLongPost({ context, extensionId, server, web }, AUNT.join(' '));
  const badges = new SentenceBadges(page);
  await expect
    .poll(() => badges.selection().accessibleName(), { timeout: 180_000 })
    .toMatch(/^Verdict for the selection: True/);
  await expect.poll(() => badges.sentence(1).accessibleName()).toMatch(/^Verdict for sentence 1: True/);

  await panel.page.bringToFront();
  await panel.tab('Check');
  const tree = new DecompositionView(panel.page);
  await expect(tree.claimsOf(1)).toHaveCount(2);
  const report = tree.claimsOf(1).first();
  await expect(report).toContainText("From the text itself The writer's aunt says that good ventilation");
  await expect(report).toContainText(`The selection says: “${AUNT[0]}”`);
  await expect(tree.claimsOf(1).nth(1)).toContainText(/True.*Good ventilation and hand hygiene reduce the spread/);
  await expect(panel.page.getByRole('article', { name: 'Check details' })).toContainText(
    '1 fact is from the text itself',
  );
  // The report itself was never searched for.
  expect(
    b.llm.requests.filter((r) => r.kind === 'search_query').some((r) => /aunt/i.test(r.body.messages.at(-1)!.content)),
  ).toBe(false);
});
