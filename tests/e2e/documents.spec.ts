import {
  CONTRADICTED,
  countRows,
  DocumentsTab,
  encryptedFile,
  LABEL_NAME,
  labelPdf,
  scannedFile,
  SUPPORTED,
  textFile,
  UNADDRESSED,
} from './support/documents';
import { expect, setUpOnline, test, useScriptedBoundaries } from './support/online';
import { ClaimPage, SidePanel } from './support/pages';
import { WebSettings } from './support/web';

/**
 * The reader's documents as evidence (issue 30), in the built extension: a generated drug label
 * added in the side panel settles claims on the device (the scripted LLM on loopback judges its
 * passages; the fixture web, which every hostname resolves to, must see nothing), citations open
 * the document at the cited page, and removing the document withdraws what rested on it.
 */

const b = useScriptedBoundaries();

test('a claim only the document supports is True from its page and nothing leaves the browser; one it contradicts is False; one it does not address is Unverified; removing it withdraws them', async ({
  context,
  extensionId,
  server,
  web,
}) => {
  test.setTimeout(240_000);
  const panel = await SidePanel.open(context, extensionId);
  await setUpOnline(panel, b, web.httpUrl('/html/'));
  const docs = await DocumentsTab.open(panel);
  await docs.addFiles([await labelPdf()]);
  await docs.expectReady(LABEL_NAME);
  await expect(docs.document(LABEL_NAME)).toContainText('3 pages');
  const before = web.requests.length;

  const page = await context.newPage();
  await page.goto(server.url('documents.html'));
  const claims = new ClaimPage(page);
  const supported = await claims.checkSelection(SUPPORTED);
  await expect.poll(() => supported.accessibleName()).toMatch(/^Verdict: True/);
  // Online checking is on, yet the document settled it: no search, no page fetched, only the loopback LLM.
  expect(web.requests.slice(before).map((r) => `${r.host}${r.path}`)).toEqual([]);
  expect(b.llm.requests.length).toBeGreaterThan(0);

  await panel.page.bringToFront();
  await panel.tab('Check');
  const cite = panel.checkDetails().getByRole('link', { name: `${LABEL_NAME}, page 1: open at the quoted words` });
  await expect(cite).toBeVisible();
  await expect(cite).toHaveText(`${LABEL_NAME} · p. 1`);
  const [view] = await Promise.all([context.waitForEvent('page'), cite.click()]);
  await expect(view.getByRole('heading', { name: 'Page 1' })).toBeVisible();
  await expect(view.locator('#page-1 mark')).toContainText('seasonal allergic rhinitis');
  await view.close();

  await page.bringToFront();
  const contradicted = await claims.checkSelection(CONTRADICTED);
  await expect.poll(() => contradicted.accessibleName()).toMatch(/^Verdict: False/);
  await panel.page.bringToFront();
  await panel.tab('Check');
  await expect(
    panel.checkDetails().getByRole('link', { name: `${LABEL_NAME}, page 2: open at the quoted words` }),
  ).toBeVisible();
  expect(web.requests.length).toBe(before);

  // With the web off, what the document does not address stays Unverified.
  await panel.tab('Settings');
  await new WebSettings(panel.page).turnOnline(false);
  await page.bringToFront();
  const unaddressed = await claims.checkSelection(UNADDRESSED);
  await expect.poll(() => unaddressed.accessibleName()).toBe('Verdict: Unverified');

  // Removing the document takes its pages and chunks, and the verdict that rested on it alone.
  await panel.page.bringToFront();
  const removed = await DocumentsTab.open(panel);
  await removed.remove(LABEL_NAME);
  await expect(removed.document(LABEL_NAME)).toHaveCount(0);
  expect(await countRows(panel.page, 'documentChunks')).toBe(0);
  expect(await countRows(panel.page, 'documentPages')).toBe(0);
  await panel.tab('History');
  await panel.recheck(SUPPORTED);
  await expect(panel.row(SUPPORTED)).toContainText('checked 2 times', { timeout: 60_000 });
  await expect(panel.row(SUPPORTED)).toContainText('Unverified');
});

test('an encrypted PDF and a scanned PDF are each refused with their own reason; the file added with them is kept', async ({
  context,
  extensionId,
}) => {
  const panel = await SidePanel.open(context, extensionId);
  const docs = await DocumentsTab.open(panel);
  const notes = textFile('notes.txt', 'Zelvatrin is taken once a day with water. Keep it below 25 degrees.');
  await docs.addFiles([encryptedFile(), await scannedFile(), notes]);

  await expect(docs.task('locked-report.pdf').getByRole('alert')).toContainText(
    'This PDF is password-protected; ClaimLens cannot read it without the password.',
    { timeout: 30_000 },
  );
  await expect(docs.task('scanned-leaflet.pdf').getByRole('alert')).toContainText(
    'This PDF holds images of text only; ClaimLens cannot read it.',
  );
  await docs.expectReady('notes.txt');
  await expect(docs.page.getByRole('list', { name: 'Your documents' }).getByRole('listitem')).toHaveCount(1);

  // A panel opened again shows the same library and the same reasons (they live in the database).
  await panel.page.reload();
  const again = await DocumentsTab.open(panel);
  await again.expectReady('notes.txt');
  await expect(again.task('scanned-leaflet.pdf')).toContainText('images of text only');
});
