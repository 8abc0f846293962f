import {
  CONTRADICTED,
  DocumentsTab,
  LABEL_NAME,
  LABEL_PAGES,
  labelPdf,
  SUPPORTED,
  textFile,
  UNADDRESSED,
} from './support/documents';
import { expect, test, useScriptedBoundaries } from './support/online';
import { SidePanel } from './support/pages';

/**
 * *Check a list* in the Documents tab (issue 30, seed 002's batch): a claims file's bad rows by
 * line before anything starts, the list checked against a generated label with the scripted LLM
 * on loopback, and the results file in the seed's shape with verbatim quotes and their pages.
 */

const b = useScriptedBoundaries();

const DOSE = 'The maximum daily dose of Zelvatrin is 20 mg for adults.';
// Not the negation of another claim of the list: that one memory would answer from the verdict just stored.
const STORAGE = 'Zelvatrin tablets should be stored below 25 degrees.';
const CLAIMS_CSV = [
  'claim,source',
  `"${SUPPORTED}",ad 1`,
  `"${CONTRADICTED}",ad 2`,
  ',ad 3',
  `"${DOSE}",label`,
  `"${UNADDRESSED}",blog`,
  `"${STORAGE}",leaflet`,
].join('\n');

test('the Documents tab fits a 320 px panel; a claims file’s bad rows are listed by line before the list starts', async ({
  context,
  extensionId,
}) => {
  const panel = await SidePanel.open(context, extensionId);
  await panel.page.setViewportSize({ width: 320, height: 720 });
  const docs = await DocumentsTab.open(panel);
  await expect(docs.page.getByRole('heading', { name: 'Your documents' })).toBeVisible();
  // Nothing scrolls sideways: six tabs wrap rather than overflow.
  expect(await docs.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expect(docs.page.getByRole('switch', { name: 'Check claims against my documents' })).toBeChecked();

  await docs.pickClaims(textFile('claims.csv', CLAIMS_CSV));
  const preview = docs.page.getByRole('status').filter({ hasText: '“claims.csv”: 5 claims to check' });
  await expect(preview).toContainText('1 row is not a claim and will be skipped');
  await expect(docs.page.getByRole('list', { name: 'Rows that are not claims' })).toHaveText(
    'Line 4: The claim cell is empty.',
  );
  await expect(docs.page.getByRole('button', { name: 'Start' })).toBeEnabled();
  expect(await docs.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // Settings → Documents holds the same switch and the list's concurrency.
  await panel.tab('Settings');
  const section = panel.page.getByRole('group', { name: 'Documents' });
  await expect(section.getByRole('spinbutton', { name: 'Claims of a list checked at once' })).toHaveValue('2');
  await expect(section.getByRole('spinbutton', { name: 'Largest file, in MB' })).toHaveValue('50');
});

test('a list of 5 claims is checked against the library; the results JSON holds each verdict with verbatim quotes and pages', async ({
  context,
  extensionId,
}) => {
  test.setTimeout(240_000);
  const panel = await SidePanel.open(context, extensionId);
  await panel.configure({ llm: { provider: 'openai-compatible', baseUrl: b.llm.baseUrl, model: 'scripted' } });
  const docs = await DocumentsTab.open(panel);
  await docs.addFiles([await labelPdf()]);
  await docs.expectReady(LABEL_NAME);

  await docs.pickClaims(textFile('claims.csv', CLAIMS_CSV));
  await docs.page.getByRole('button', { name: 'Start' }).click();
  const list = docs.list('claims.csv');
  await expect(list.getByRole('status')).toHaveText('5 of 5 checked', { timeout: 180_000 });
  await expect(list).toContainText('Done');
  await expect(list.getByRole('table', { name: 'Results' }).getByRole('row')).toHaveCount(6);

  const { name, text } = await docs.download(list, 'JSON');
  expect(name).toBe('claims-results.json');
  const results = JSON.parse(text) as {
    claim: string;
    verdict: string;
    details: { text: string; document: string; page: number }[];
  }[];
  expect(results.map((r) => [r.claim, r.verdict])).toEqual([
    [SUPPORTED, 'True'],
    [CONTRADICTED, 'False'],
    [DOSE, 'True'],
    [UNADDRESSED, 'Unverified'],
    [STORAGE, 'True'],
  ]);
  const pageOf = (r: (typeof results)[number]) => r.details.map((d) => d.page);
  expect(results.map(pageOf)).toEqual([[1], [2], [3], [], [3]].map((p) => expect.arrayContaining(p)));
  for (const r of results) {
    for (const d of r.details) {
      expect(d.document).toBe(LABEL_NAME);
      // Every quote is the document's own words, on the page it names.
      expect(LABEL_PAGES[d.page - 1]!.join(' ')).toContain(d.text.replace(/\s+/g, ' ').trim());
    }
  }
  expect(results[3]!.details).toEqual([]);
  const csv = await docs.download(list, 'CSV');
  expect(csv.name).toBe('claims-results.csv');
  expect(csv.text).toContain(LABEL_NAME);
});
