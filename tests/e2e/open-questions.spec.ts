import { ClaimBox } from './support/claim-box';
import { DocumentsTab, LABEL_NAME, labelPdf } from './support/documents';
import { expect, setUpOnline, test, useScriptedBoundaries } from './support/online';
import { SidePanel } from './support/pages';
import { WebSettings } from './support/web';

/**
 * An open question typed into the side panel's text box is answered from the reader's document
 * (issue 31 item 6): the scripted LLM on loopback writes an answer from the label's passages, each
 * fact of it is checked against the label, and the verified facts are shown with their page.
 */

const b = useScriptedBoundaries();

const QUESTION = 'What is the maximum daily dose of Zelvatrin for adults?';
const FACT = 'The maximum daily dose of Zelvatrin is 20 mg for adults.';

test('an open question typed in the text box is answered from the document, fact by fact, each verified fact cited by page', async ({
  context,
  extensionId,
  web,
}) => {
  test.setTimeout(240_000);
  const panel = await SidePanel.open(context, extensionId);
  await setUpOnline(panel, b, web.httpUrl('/html/'));
  await new WebSettings(panel.page).turnOnline(false);
  const docs = await DocumentsTab.open(panel);
  await docs.addFiles([await labelPdf()]);
  await docs.expectReady(LABEL_NAME);

  await panel.tab('Check');
  const box = new ClaimBox(panel.page);
  await box.field().fill(QUESTION);
  await box.button().click();

  const check = panel.checkDetails();
  await expect(panel.checkedText()).toHaveText(QUESTION, { timeout: 30_000 });
  const answer = check.getByRole('region', { name: 'Verified answer' });
  const fact = answer.getByRole('listitem').filter({ hasText: FACT });
  await expect(fact).toBeVisible({ timeout: 120_000 });
  await expect(fact.getByRole('link', { name: `${LABEL_NAME}, page 3: open at the quoted words` })).toBeVisible();
  await expect(check.getByText(/Answered from your sources: \d+ of the \d+ facts/)).toBeVisible();
  expect(b.llm.requests.map((r) => r.kind)).toContain('open_answer');
  expect(web.requests).toEqual([]);
});
