import type { LlmServer } from '../support/llm-server';
import { KnowledgeTab } from './support/knowledge';
import { LlmSettings, TribunalView } from './support/llm-pages';
import { expect, setUpOnline, test, useScriptedBoundaries } from './support/online';
import { ClaimPage, SidePanel } from './support/pages';

/**
 * The web path with the tribunal, in the built extension: the tiny embedding model from a mirror,
 * the fixture web for search and pages, the scripted LLM server for the tribunal.
 */

const CLAIM = 'garlic cures COVID-19 within three days';

const b = useScriptedBoundaries();

test('a web-path check waits for the reader’s OK, then the tribunal decides; the transcript and the correction are shown', async ({
  context,
  extensionId,
  server,
  web,
}) => {
  test.setTimeout(120_000);
  const panel = await SidePanel.open(context, extensionId);
  await setUpOnline(panel, b, web.httpUrl('/html/'));
  const before = web.requests.length;

  const page = await context.newPage();
  await page.goto(server.url('article.html'));
  const claims = new ClaimPage(page);
  await claims.select(CLAIM);
  await claims.checkButton().click();
  // Asking is on by default: the badge waits (no spinner) and nothing has gone out yet.
  const waiting = claims.getByRole('status', {
    name: 'Checking claim: waiting for your OK to send it for online checking',
  });
  await expect.poll(() => waiting.isVisible(), { timeout: 30_000 }).toBe(true);
  await expect
    .poll(() => waiting.getByRole('button', { name: 'Review what would be sent, in the side panel' }).isVisible())
    .toBe(true);
  expect(web.requests.length).toBe(before);
  expect(b.llm.requests).toHaveLength(0);

  await panel.page.bringToFront();
  await panel.tab('Check');
  const view = new TribunalView(panel.page);
  await expect(view.consent()).toContainText(
    'To your trusted sources: requests for up to 5 of their pages found by the search (the claim is not sent).',
  );
  await view.consent().getByRole('button', { name: 'Allow', exact: true }).click();

  await page.bringToFront();
  await expect
    .poll(() => claims.verdictBadge().accessibleName(), { timeout: 60_000 })
    .toMatch(/^Verdict: False, \d+% confidence$/);

  await panel.page.bringToFront();
  await expect(view.tribunal()).toBeVisible();
  await expect(view.role(/^Judge: False/)).toHaveAttribute('open', '');
  await expect(view.role(/^Contradiction analyst: \d+ cited passages?/)).toBeVisible();
  const contradiction = view.role(/^Contradiction analyst/);
  await contradiction.locator('summary').click();
  await expect(contradiction.getByRole('link').first()).toHaveAttribute('href', /^https:\/\//);
  await expect(view.tribunal()).toContainText(`What was sent: `);
  await expect(view.tribunal()).toContainText(`${b.llm.baseUrl}/chat/completions (on this device)`);
  // A False claim then gets the correction loop (Atomic fact-checking); no claim graph may reopen a refuted claim.
  expect(new Set(b.llm.requests.map((r) => r.kind))).toEqual(
    new Set([
      'search_query',
      'support_analysis',
      'contradiction_analysis',
      'judge_verdict',
      'knowledge_triples',
      'correction',
    ]),
  );
  await expect(panel.page.getByRole('region', { name: 'Saved to memory' })).toContainText(
    /Saved the claim as FALSE, with its correction as TRUE \(linked CORRECTED_BY\)/,
  );

  await panel.tab('Knowledge');
  // The starter pack's corrections are listed too; this check's is among them.
  const ours = view.corrections().filter({ hasText: `False: ${CLAIM}` });
  await expect(ours).toHaveCount(1);
  await expect(ours).toContainText('Corrected by:');
});

test('an LLM that keeps failing ends the check in a clear state: Unverified, the reason, the evidence', async ({
  context,
  extensionId,
  server,
  web,
}) => {
  test.setTimeout(120_000);
  const panel = await SidePanel.open(context, extensionId);
  await setUpOnline(panel, b, web.httpUrl('/html/'));
  await new LlmSettings(panel.page).askBeforeSending(false);
  b.llm.fault({ mode: 'http-500', times: Infinity });

  const page = await context.newPage();
  await page.goto(server.url('article.html'));
  const claims = new ClaimPage(page);
  await claims.select(CLAIM);
  await claims.checkButton().click();
  await expect.poll(() => claims.verdictBadge().accessibleName(), { timeout: 60_000 }).toBe('Verdict: Unverified');

  await panel.page.bringToFront();
  await panel.tab('Check');
  await expect(panel.page.locator('.reason')).toContainText(
    /^The LLM could not weigh the evidence: 127\.0\.0\.1:\d+ had a server error \(HTTP 500/,
  );
  await expect(panel.page.getByRole('region', { name: 'Sources' }).getByRole('listitem').first()).toBeVisible();
  await expect(new TribunalView(panel.page).tribunal()).toContainText('No verdict:');
});

test('fault modes of the LLM in the extension: each check ends in a clear state', async ({
  context,
  extensionId,
  server,
  web,
}) => {
  test.setTimeout(180_000);
  const panel = await SidePanel.open(context, extensionId);
  await setUpOnline(panel, b, web.httpUrl('/html/'));
  await new LlmSettings(panel.page).askBeforeSending(false);
  const page = await context.newPage();
  await page.goto(server.url('article.html'));
  const claims = new ClaimPage(page);
  await claims.select(CLAIM);
  await claims.checkButton().click();
  await expect.poll(() => claims.verdictBadge().accessibleName(), { timeout: 60_000 }).toMatch(/^Verdict: False/);

  await panel.page.bringToFront();
  await panel.tab('Check');
  const view = new TribunalView(panel.page);
  const verdict = panel.page.getByRole('article', { name: 'Check details' }).locator('.result .verdict');
  // The verdict is in memory now: checking again answers from it, with no LLM call.
  const afterFirst = b.llm.requests.length;
  await panel.page.getByRole('button', { name: 'Re-check' }).click();
  await expect(panel.page.locator('.path')).toHaveText('From memory (local knowledge)');
  await expect(verdict).toHaveAccessibleName(/^Verdict: False/);
  expect(b.llm.requests).toHaveLength(afterFirst);
  // The reader can still ask the trusted web again, skipping memory for that one check.
  await panel.page.getByRole('button', { name: 'Check online instead' }).click();
  await expect(panel.page.locator('.path')).toHaveText('From trusted web sources', { timeout: 60_000 });
  await expect(verdict).toHaveAccessibleName(/^Verdict: False/);
  expect(b.llm.requests.length).toBeGreaterThan(afterFirst + 2);
  await expect(panel.page.getByRole('button', { name: 'Check online instead' })).toHaveCount(0);

  // Each fault needs the tribunal again: the reader makes memory forget the verdict first.
  const knowledge = new KnowledgeTab(panel.page);
  const saved = panel.page.getByRole('region', { name: 'Saved to memory' });
  let stored = true;
  const recheck = async (fault: Parameters<LlmServer['fault']>[0] | null) => {
    if (stored) {
      await knowledge.forget(CLAIM);
      await panel.tab('Check');
    }
    b.llm.clearFaults();
    if (fault) b.llm.fault(fault);
    const before = b.llm.requests.length;
    await panel.page.getByRole('button', { name: 'Re-check' }).click();
    await expect.poll(() => b.llm.requests.length, { timeout: 30_000 }).toBeGreaterThan(before + 2);
    await expect(panel.page.getByRole('button', { name: 'Re-check' })).toBeVisible({ timeout: 60_000 });
    stored = await saved.isVisible();
  };

  await recheck({ mode: 'rate-limit', retryAfter: '1', kind: 'judge_verdict' });
  await expect(verdict).toHaveAccessibleName(/^Verdict: False/);
  await view
    .role(/^What was sent/)
    .locator('summary')
    .first()
    .click();
  await expect(view.tribunal()).toContainText(/judge · [\d.]+ s · 1 retry/);

  await recheck({ mode: 'malformed-json', kind: 'judge_verdict' });
  await expect(verdict).toHaveAccessibleName(/^Verdict: False/);
  await expect(view.tribunal()).toContainText('judge (repair)');

  // The contradiction analyst's only citation is fabricated three times: dropped, and with it the
  // ground for False; the judge then has nothing either way.
  await recheck({ mode: 'fabricated-quote', kind: 'contradiction_analysis', times: 3 });
  await expect(verdict).toHaveAccessibleName('Verdict: Unverified');
  await expect(panel.page.locator('.reason')).toContainText('insufficient or contradictory');
  await expect(view.role(/^Dropped by the quote check: 1/)).toContainText(
    'contradiction analyst: The quote “A large randomised trial proved',
  );

  await recheck({ mode: 'foreign-url', kind: 'support_analysis' });
  await expect(verdict).toHaveAccessibleName(/^Verdict: False/);
  await expect(view.tribunal()).toContainText('support analyst (correction)');

  await recheck({ mode: 'wrong-schema', kind: 'judge_verdict', times: 2 });
  await expect(verdict).toHaveAccessibleName(/^Verdict: False/);
  await expect(view.tribunal()).toContainText(
    'The tribunal failed (The judge did not answer in the required format, even after a repair request',
  );

  await recheck({ mode: 'refusal', times: Infinity });
  await expect(verdict).toHaveAccessibleName('Verdict: Unverified');
  await expect(panel.page.locator('.reason')).toContainText(
    'The LLM could not weigh the evidence: The model declined to answer',
  );
});
