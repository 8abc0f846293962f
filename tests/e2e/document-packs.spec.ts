import { createHash } from 'node:crypto';

import type { BrowserContext } from '@playwright/test';

import { DOCUMENT_PACK_FORMAT, type DocumentPackInput } from '../../lib/documents/packs/format';
import { generateSigningKey, signDocument, type SigningKey } from '../../lib/sources/shared/signature';
import type { WebFixtures } from '../support/web-fixtures/server';
import { DocumentsTab, LABEL_PAGES, SUPPORTED } from './support/documents';
import { expect, setUpOnline, test, useScriptedBoundaries } from './support/online';
import { ClaimPage, SidePanel } from './support/pages';
import { launchWithPolicyExtension, removePolicy, unpackedExtensionId, writePolicy } from './support/policy';

/**
 * A team's library (issue 30 item 7), in the built extension: a document pack signed with a key
 * made here is served over HTTPS by the fixture web with its document beside it; subscribed in
 * the Documents tab, its document joins the library marked as the pack's, and a claim only that
 * document supports is True citing it. An organisation's policy subscribes every reader, locked.
 */

const b = useScriptedBoundaries();
const PACK_URL = 'https://packs.example.org/desk/pack.json';
const NAME = 'zelvatrin-label.txt';
const LABEL = LABEL_PAGES[0]!.join(' ');

/** The pack, signed with `key`, and its document, on the fixture web. */
async function publish(web: WebFixtures, key: SigningKey): Promise<void> {
  const pack: DocumentPackInput = {
    format: DOCUMENT_PACK_FORMAT,
    version: 1,
    pack: { id: 'desk-library', name: 'Desk library', version: '1', createdAt: '2026-11-01T00:00:00Z' },
    documents: [{ id: 'label', name: NAME, url: NAME, sha256: createHash('sha256').update(LABEL).digest('hex') }],
  };
  web.setList('/desk/pack.json', { body: JSON.stringify(await signDocument(pack, key)) });
  web.setList(`/desk/${NAME}`, { body: LABEL, contentType: 'text/plain' });
}

test.afterEach(() => removePolicy());

test('a signed document pack is subscribed in the side panel; its document is listed and a claim only it supports is True citing it', async ({
  context,
  extensionId,
  server,
  web,
}) => {
  test.setTimeout(180_000);
  await publish(web, await generateSigningKey());
  const panel = await SidePanel.open(context, extensionId);
  await setUpOnline(panel, b, web.httpUrl('/html/'));
  const docs = await DocumentsTab.open(panel);
  const form = docs.page.getByRole('form', { name: 'Subscribe to a document pack' });
  await form.getByRole('textbox', { name: 'Document pack address' }).fill(PACK_URL);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(docs.page.getByRole('status').filter({ hasText: 'Subscribed to' })).toHaveText(
    'Subscribed to “Desk library” 1: 1 document, signature and every document’s SHA-256 verified, key pinned.',
    { timeout: 60_000 },
  );
  const row = docs.page.getByRole('listitem', { name: 'Document pack Desk library' });
  await expect(row).toContainText('version 1');
  await expect(row).toContainText(/Last refreshed .* subscribed at 1: 1 document added/);
  await row.locator('summary').click();
  await expect(row.getByRole('list', { name: 'Documents of Desk library' })).toHaveText(NAME);
  await docs.expectReady(NAME);
  await expect(docs.document(NAME)).toContainText('from the pack “Desk library”');

  const page = await context.newPage();
  await page.goto(server.url('documents.html'));
  const supported = await new ClaimPage(page).checkSelection(SUPPORTED);
  await expect.poll(() => supported.accessibleName()).toMatch(/^Verdict: True/);
  await panel.page.bringToFront();
  await panel.tab('Check');
  await expect(
    panel.checkDetails().getByRole('link', { name: `${NAME}, page 1: open at the quoted words` }),
  ).toBeVisible();

  // A policy's subscriptions are locked; the reader's own can be ended, taking its document with it.
  await DocumentsTab.open(panel);
  await row.getByRole('button', { name: 'Unsubscribe' }).click();
  await row.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(docs.page.getByRole('status').filter({ hasText: 'Unsubscribed' })).toHaveText(
    'Unsubscribed from “Desk library”: 1 document removed (your own stay).',
  );
  await expect(docs.document(NAME)).toHaveCount(0);
});

test('the organisation’s document pack is subscribed for every reader and locked: its document is listed, there is no Unsubscribe', async ({
  web,
}) => {
  test.setTimeout(120_000);
  const key = await generateSigningKey();
  await publish(web, key);
  writePolicy({ documentPacks: [{ url: PACK_URL, publicKey: key.publicKey }] });
  let context: BrowserContext | null = null;
  try {
    context = await launchWithPolicyExtension(web.chromiumArgs());
    const panel = await SidePanel.open(context, unpackedExtensionId());
    const docs = await DocumentsTab.open(panel);
    const row = docs.page.getByRole('listitem', { name: 'Document pack Desk library' });
    await expect(row).toContainText('set by your organisation', { timeout: 60_000 });
    await expect(row).toContainText('Locked: your organisation subscribes every reader to this pack.');
    await expect(row.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
    await docs.expectReady(NAME);
    await expect(docs.document(NAME)).toContainText('from the pack “Desk library”');
  } finally {
    removePolicy();
    await context?.close();
  }
});
