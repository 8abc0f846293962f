import { ClaimBox } from './support/claim-box';
import { DecompositionView } from './support/decompose';
import { TribunalView } from './support/llm-pages';
import { expect, setUpOnline, test, useScriptedBoundaries } from './support/online';
import { SidePanel } from './support/pages';

/**
 * The corrected version of a typed text (Atomic fact-checking, step 5): three claims typed into
 * the side panel's text box, checked on the fixture web by the scripted tribunal; the false one's
 * checked correction goes in its place, the scripted LLM smooths the whole text, the unverified
 * one is marked, the diff names each deletion and insertion, and Copy puts the corrected text on
 * the clipboard.
 */

const GARLIC = 'Eating raw garlic every day prevents COVID-19 infection.';
const VACCINE = 'Vaccination remains the most effective protection against severe disease from COVID-19.';
const CELERY = 'Drinking celery juice cures migraines in adults.';
const CORRECTED =
  'Eating raw garlic every day does not prevent COVID-19 infection; vaccination remains the most effective protection against severe disease from COVID-19. Drinking celery juice cures migraines in adults. [unverified]';

const b = useScriptedBoundaries();

test('a typed three-claim text: the corrected version as a diff, each change with its reason, copied whole', async ({
  context,
  extensionId,
  web,
}) => {
  test.setTimeout(240_000);
  const panel = await SidePanel.open(context, extensionId);
  await setUpOnline(panel, b, web.httpUrl('/html/'));
  await panel.tab('Check');
  const box = new ClaimBox(panel.page);
  await box.field().fill(`${GARLIC} ${VACCINE} ${CELERY}`);
  await box.button().click();
  await new TribunalView(panel.page).consent().getByRole('button', { name: 'Allow', exact: true }).click();

  const tree = new DecompositionView(panel.page);
  const corrected = tree.region().getByRole('region', { name: 'Corrected version' });
  await expect(corrected).toBeVisible({ timeout: 180_000 });
  await expect(corrected).toContainText('Rewritten by the LLM around the checked corrections');
  await expect(corrected.locator('del')).toHaveText(['deleted: prevents', 'deleted: . Vaccination']);
  await expect(corrected.locator('ins')).toHaveText([
    'inserted: does not prevent',
    'inserted: ; vaccination',
    'inserted:  [unverified]',
  ]);
  await expect(corrected.locator('mark')).toHaveText('[unverified]');
  const why = corrected.getByRole('list', { name: 'Why each change' }).locator(':scope > li');
  await expect(why).toHaveCount(3);
  await expect(why.nth(0)).toContainText(
    `“${GARLIC}” — False; corrected to “Eating raw garlic every day does not prevent COVID-19 infection.”, checked True. Evidence:`,
  );
  await expect(why.nth(0).getByRole('link').first()).toHaveAttribute('href', /^https:\/\//);
  await expect(why.nth(2)).toContainText(`“${CELERY}” — Unverified: no evidence settled it.`);
  expect(b.llm.requests.filter((r) => r.kind === 'corrected_text')).toHaveLength(1);

  await corrected.getByRole('button', { name: 'Copy corrected text' }).click();
  await expect(corrected.getByRole('status')).toHaveText('Copied the corrected text.');
  // The clipboard read back as a reader would: pasted into the text box.
  await box.field().fill('');
  await box.field().focus();
  await panel.page.keyboard.press('ControlOrMeta+V');
  await expect(box.field()).toHaveValue(CORRECTED);
});
