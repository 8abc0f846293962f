import { expect, test } from './support/fixtures';
import { KnowledgeTab } from './support/knowledge';
import { ClaimPage, SidePanel } from './support/pages';

/**
 * Questions are claims too (issue 19): a yes/no question selected on a page is checked as the
 * statement it asks about — here one the starter pack holds as false, so memory answers No —
 * and the side panel shows that statement; an open question is not checked and says what to
 * select instead.
 */

const QUESTION = 'Is it true that ultraviolet light is associated with higher COVID-19 growth rates?';
const STATEMENT = 'Ultraviolet light is associated with higher COVID-19 growth rates.';
const OPEN = 'How much sunlight do you need to stop COVID-19?';

/** The side panel, once the starter pack is installed (its first-run install may still be running). */
async function panelWithStarterPack(
  context: Parameters<typeof SidePanel.open>[0],
  extensionId: string,
): Promise<SidePanel> {
  const panel = await SidePanel.open(context, extensionId);
  const knowledge = new KnowledgeTab(panel.page);
  await knowledge.open();
  await knowledge.waitForStarterPack();
  return panel;
}

async function checkOn(context: Parameters<typeof SidePanel.open>[0], url: string, text: string) {
  const page = await context.newPage();
  await page.goto(url);
  return new ClaimPage(page).checkSelection(text);
}

test('a yes/no question is answered No from memory, with the statement it was checked as', async ({
  context,
  server,
  extensionId,
}) => {
  const panel = await panelWithStarterPack(context, extensionId);
  const badge = await checkOn(context, server.url('questions.html'), QUESTION);
  expect(await badge.accessibleName()).toBe('Verdict: No (the statement is False)');

  await panel.page.bringToFront();
  await panel.tab('Check');
  const check = panel.page.getByRole('article', { name: 'Check details' });
  await expect(check.locator('blockquote.claim')).toHaveText(QUESTION);
  const question = check.getByRole('region', { name: 'Question' });
  await expect(question.getByText(STATEMENT)).toBeVisible();
  await expect(question.getByText('(rewritten by rules)')).toBeVisible();
  await expect(question).toContainText('Answer: No, because the statement is false.');
  await expect(check.getByText('From memory (local knowledge)')).toBeVisible();
  await expect(check.locator('.result .verdict')).toHaveText(/No/);

  await panel.tab('History');
  const row = panel.page.getByRole('list', { name: 'Checks' }).getByRole('listitem').filter({ hasText: QUESTION });
  await expect(row.getByText(`Checked as: ${STATEMENT}`)).toBeVisible();
  await expect(row.locator('.verdict')).toHaveText(/No/);
  await panel.page.getByLabel('Verdict', { exact: true }).selectOption({ label: 'False' });
  await expect(row).toBeVisible();
  await panel.page.getByLabel('Verdict', { exact: true }).selectOption({ label: 'True' });
  await expect(row).toHaveCount(0);
});

test('an open question is not checked: the badge says so and suggests a yes/no question', async ({
  context,
  server,
  extensionId,
}) => {
  const panel = await panelWithStarterPack(context, extensionId);
  const badge = await checkOn(context, server.url('questions.html?open'), OPEN);
  expect(await badge.accessibleName()).toBe('Verdict: Unverified');
  await panel.page.bringToFront();
  await panel.tab('Check');
  const check = panel.page.getByRole('article', { name: 'Check details' });
  await expect(check.getByText(/An open question, not a claim/)).toBeVisible();
  await expect(check.getByText(/a yes\/no question such as "Does vitamin D prevent flu\?"/)).toBeVisible();
  await expect(check.getByRole('region', { name: 'Question' })).toHaveCount(0);
});
