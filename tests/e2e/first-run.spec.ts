import { expect, test } from './support/fixtures';
import { ClaimPage, SidePanel } from './support/pages';

/**
 * The reader's very first check, on a fresh profile, right after install: a claim that the
 * bundled starter pack holds word for word is answered from memory, not "no match" because the
 * pack was still being written (issue 13). Each case gets its own fresh profile, and nothing
 * waits for the install before the check.
 */

const FIRST_CHECKS = [
  {
    verdict: 'True',
    claim:
      'a stretch of DNA that increases the risk of severe illness from COVID-19 was passed down from Neanderthals 60,000 years ago',
  },
  { verdict: 'False', claim: 'one type of COVID-19 test identifies coronavirus proteins in a few seconds' },
];

for (const { verdict, claim } of FIRST_CHECKS) {
  test(`fresh profile: the very first check, of a starter-pack claim stored as ${verdict}, is answered from memory`, async ({
    context,
    server,
    extensionId,
  }) => {
    const page = await context.newPage();
    await page.goto(server.url('starter-claims.html'));
    const claims = new ClaimPage(page);
    await claims.select(claim);
    await claims.checkButton().click();
    // The check may wait for the install (lib/kg/memory/readiness.ts, at most 20 s): the badge is read after it.
    await expect.poll(() => claims.verdictBadge().accessibleName(), { timeout: 40_000 }).toBe(`Verdict: ${verdict}`);

    const panel = await SidePanel.open(context, extensionId);
    await panel.tab('Check');
    const check = panel.page.getByRole('article', { name: 'Check details' });
    await expect(check.getByText('From memory (local knowledge)')).toBeVisible();
    await expect(
      check.getByText(`This claim is stored in local knowledge, word for word, as ${verdict.toLowerCase()}.`),
    ).toBeVisible();
  });
}
