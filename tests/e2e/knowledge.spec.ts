import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { expect, test } from './support/fixtures';
import { KnowledgeTab } from './support/knowledge';
import { ClaimPage, ModelsSettings, SidePanel } from './support/pages';

/**
 * Memory first, end to end in the built extension: the starter pack is installed on first
 * run; a sentence copied from it resolves from memory (without models: word for word) with
 * the matched claim and its source; the Knowledge tab searches, draws, deletes, imports and
 * exports.
 */

const MODELS = path.resolve(import.meta.dirname, '../fixtures/models/claimlens');
const STARTER = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../public/packs/check-covid-starter.json'), 'utf8'),
) as { claims: unknown[] };
const TRUE_CLAIM =
  'a stretch of DNA that increases the risk of severe illness from COVID-19 was passed down from Neanderthals 60,000 years ago';
const FALSE_CLAIM = 'one type of COVID-19 test identifies coronavirus proteins in a few seconds';

async function openKnowledge(context: Parameters<typeof SidePanel.open>[0], extensionId: string) {
  const panel = await SidePanel.open(context, extensionId);
  const knowledge = new KnowledgeTab(panel.page);
  await knowledge.open();
  await knowledge.waitForStarterPack();
  return { panel, knowledge };
}

test('the starter pack is installed on first run; a sentence copied from it resolves from memory with its source', async ({
  context,
  server,
  extensionId,
}) => {
  const { panel, knowledge } = await openKnowledge(context, extensionId);
  const trueClaims = await knowledge.count('True claims').textContent();
  const falseClaims = await knowledge.count('False claims').textContent();
  expect(Number(trueClaims!.replace(/,/g, '')) + Number(falseClaims!.replace(/,/g, ''))).toBe(STARTER.claims.length);

  const page = await context.newPage();
  await page.goto(server.url('starter-claims.html'));
  const claims = new ClaimPage(page);
  expect(await (await claims.checkSelection(TRUE_CLAIM)).accessibleName()).toBe('Verdict: True');

  await panel.page.bringToFront();
  await panel.tab('Check');
  const check = panel.page.getByRole('article', { name: 'Check details' });
  await expect(check.getByText('From memory (local knowledge)')).toBeVisible();
  await expect(check.getByText('This claim is stored in local knowledge, word for word, as true.')).toBeVisible();
  // The matched claim comes first, with its source; the evidence sentences that support it follow.
  const matched = check.getByRole('region', { name: 'Sources' }).getByRole('listitem').first();
  await expect(
    matched.getByText(
      'A stretch of DNA that increases the risk of severe illness from COVID-19 was passed down from Neanderthals 60,000 years ago.',
    ),
  ).toBeVisible();
  await expect(
    matched.getByRole('link', {
      name: 'The major genetic risk factor for severe COVID-19 is inherited from Neandertals',
    }),
  ).toHaveAttribute('href', /^https:\/\/pubmed\.ncbi\.nlm\.nih\.gov\//);
  const memory = check.getByRole('region', { name: 'Memory' });
  await expect(memory.getByText('Word-for-word match of a claim stored as TRUE: no model needed.')).toBeVisible();

  // One claim per page address, so each page shows one badge.
  const second = await context.newPage();
  await second.goto(server.url('starter-claims.html?second'));
  expect(await (await new ClaimPage(second).checkSelection(FALSE_CLAIM)).accessibleName()).toBe('Verdict: False');
  await panel.page.bringToFront();
  await expect(check.getByText('What the evidence says:')).toBeVisible();
  await expect(
    check
      .getByText('One type of COVID-19 test identifies coronavirus proteins in thirty minutes.', { exact: true })
      .first(),
  ).toBeVisible();

  // A negation is not the same claim: without models memory cannot settle it.
  const third = await context.newPage();
  await third.goto(server.url('starter-claims.html?third'));
  expect(
    await (
      await new ClaimPage(third).checkSelection(
        'one type of COVID-19 test does not identify coronavirus proteins in thirty minutes',
      )
    ).accessibleName(),
  ).toBe('Verdict: Unverified');
});

test('the Knowledge tab: search, the neighbourhood graph by keyboard, delete a node', async ({
  context,
  server,
  extensionId,
}) => {
  const { panel, knowledge } = await openKnowledge(context, extensionId);
  const results = await knowledge.search('Neanderthals 60,000');
  await results.filter({ hasText: 'increases the risk' }).first().click();

  const node = knowledge.node();
  await expect(node.getByText('True claim', { exact: true })).toBeVisible();
  const graph = knowledge.graph();
  await expect(graph).toBeVisible();
  const neighbours = graph.getByRole('button');
  expect(await neighbours.count()).toBeGreaterThanOrEqual(3);
  await neighbours.first().focus();
  await panel.page.keyboard.press('ArrowRight');
  await expect(neighbours.nth(1)).toBeFocused();
  const paper = graph.getByRole('button', { name: /^Source · journal: The major genetic risk factor/ });
  await paper.focus();
  await panel.page.keyboard.press('Enter');
  await expect(node.getByText('Source · journal', { exact: true })).toBeVisible();
  await expect(node.getByRole('link', { name: 'pubmed.ncbi.nlm.nih.gov' })).toBeVisible();

  // Back to the claim, and delete it with its edges and vectors.
  await (await knowledge.search('Neanderthals 60,000')).filter({ hasText: 'increases the risk' }).first().click();
  const before = Number((await knowledge.count('True claims').textContent())!.replace(/,/g, ''));
  await node.getByRole('button', { name: 'Delete node' }).click();
  await node.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(node.getByText('This node is no longer in the graph.')).toBeVisible();
  await expect(knowledge.count('True claims')).toHaveText((before - 1).toLocaleString('en-US'));

  // Memory no longer knows it.
  const page = await context.newPage();
  await page.goto(server.url('starter-claims.html'));
  expect(await (await new ClaimPage(page).checkSelection(TRUE_CLAIM)).accessibleName()).toBe('Verdict: Unverified');
});

test('packs: a malformed file is refused with its line and nothing imported; import from a file and a URL, re-import, remove, export', async ({
  context,
  extensionId,
}) => {
  const { panel, knowledge } = await openKnowledge(context, extensionId);
  const claimsBefore = await knowledge.count('False claims').textContent();

  const bad =
    '{\n "format": "claimlens-knowledge-pack",\n "version": 1,\n "pack": {"id": "demo", "name": "Demo", "version": "1"},\n "claims": [\n  {"id": "c1", "text": "Garlic cures COVID-19.", "status": "false"}\n ]\n}\n';
  await knowledge.importFile('bad.json', bad);
  await expect(knowledge.alert()).toHaveText('Line 6: claims[0].status must be "TRUE" or "FALSE" (found "false").');
  await expect(knowledge.count('False claims')).toHaveText(claimsBefore!);

  const newer =
    '{"format": "claimlens-knowledge-pack", "version": 7, "pack": {"id": "x", "name": "X", "version": "1"}}';
  await knowledge.importFile('newer.json', newer);
  await expect(knowledge.alert()).toHaveText(
    'This pack uses format version 7; this version of ClaimLens reads version 1. Update ClaimLens to import it.',
  );

  const good = bad.replace('"status": "false"', '"status": "FALSE"');
  await knowledge.importFile('demo.json', good);
  await expect(knowledge.status()).toHaveText('Imported “Demo” 1: 1 claims, 0 facts, 0 entities, 0 sources, 0 edges.');
  const after = (Number(claimsBefore!.replace(/,/g, '')) + 1).toLocaleString('en-US');
  await expect(knowledge.count('False claims')).toHaveText(after);
  // The same id again asks first, showing what it replaces; Escape keeps the installed pack.
  await knowledge.importFile('demo.json', good);
  const ask = panel.page.getByRole('alertdialog', { name: 'Replace the installed pack “Demo”?' });
  await expect(ask).toContainText(
    'A pack with the id “demo” is installed: “Demo” version 1 (1 claims, 0 facts). Importing “Demo” version 1 (1 claims, 0 facts) replaces it',
  );
  await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await panel.page.keyboard.press('Escape');
  await expect(knowledge.status()).toHaveText('Nothing was imported: “Demo” stays as it was.');
  await knowledge.importFile('demo.json', good);
  await ask.getByRole('button', { name: 'Replace' }).click();
  await expect(knowledge.status()).toHaveText(
    'Imported “Demo” 1: 1 claims, 0 facts, 0 entities, 0 sources, 0 edges — already installed, nothing changed.',
  );
  await expect(knowledge.count('False claims')).toHaveText(after);

  // The starter pack's id belongs to the bundled file.
  await knowledge.importFile('starter.json', good.replace('"id": "demo"', '"id": "check-covid-starter"'));
  await expect(knowledge.alert()).toContainText(
    'The pack id "check-covid-starter" is reserved for the starter pack that ships with ClaimLens: nothing was imported.',
  );

  const download = panel.page.waitForEvent('download');
  await panel.page.getByRole('button', { name: 'Export all knowledge' }).click();
  const file = await (await download).path();
  const exported = JSON.parse(readFileSync(file, 'utf8')) as { format: string; claims: { text: string }[] };
  expect(exported.format).toBe('claimlens-knowledge-pack');
  expect(exported.claims.length).toBe(STARTER.claims.length + 1);
  expect(exported.claims.some((c) => c.text === 'Garlic cures COVID-19.')).toBe(true);

  // From a URL of a site that lets any page read it (as raw files on GitHub do), so no
  // permission prompt; http is allowed for this machine only, the real thing is https.
  const host = http.createServer((_, res) =>
    res
      .writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      .end(readFileSync(path.resolve(import.meta.dirname, 'pages/demo-pack.json'))),
  );
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  await panel.page
    .getByLabel('…or from a URL')
    .fill(`http://127.0.0.1:${(host.address() as AddressInfo).port}/demo-pack.json`);
  await panel.page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(knowledge.status()).toHaveText(
    'Imported “Pack from a URL” 2026-11-29: 1 claims, 0 facts, 0 entities, 1 sources, 1 edges.',
  );
  await expect(knowledge.pack('Pack from a URL')).toBeVisible();
  host.close();

  await knowledge.pack('Demo').getByRole('button', { name: 'Remove' }).click();
  await knowledge.pack('Demo').getByRole('button', { name: 'Yes, delete' }).click();
  await expect(knowledge.status()).toHaveText(
    'Removed “Demo”: 1 nodes deleted (what other packs or web checks also hold stays).',
  );
  await expect(knowledge.count('False claims')).toHaveText(claimsBefore!);
  await expect(knowledge.pack('Demo')).toHaveCount(0);
});

test('with the tiny models installed: vectors are computed for the pack; a copied sentence resolves from memory, a reworded one goes through embeddings and NLI', async ({
  context,
  server,
  extensionId,
}) => {
  const { panel, knowledge } = await openKnowledge(context, extensionId);
  const models = await ModelsSettings.open(panel);
  for (const name of ['tiny-embed', 'tiny-nli']) {
    await models.importFolder(path.join(MODELS, name));
    await expect(panel.page.getByText(`Imported 4 files for ${name}.`)).toBeVisible();
    await models.select(models.row(new RegExp(`^${name}`)));
  }
  await knowledge.open();
  // Opening the tab starts computing the vectors the new model lacks, with progress.
  await expect(panel.page.getByLabel('Vector index')).toHaveText('Every claim and fact has a vector for tiny-embed.', {
    timeout: 120_000,
  });

  const page = await context.newPage();
  await page.goto(server.url('starter-claims.html'));
  expect(await (await new ClaimPage(page).checkSelection(TRUE_CLAIM)).accessibleName()).toBe('Verdict: True');
  await panel.page.bringToFront();
  await panel.tab('Check');
  const check = panel.page.getByRole('article', { name: 'Check details' });
  await expect(check.getByText('From memory (local knowledge)')).toBeVisible();
  await expect(
    check
      .getByRole('region', { name: 'Sources' })
      .getByRole('link', { name: 'The major genetic risk factor for severe COVID-19 is inherited from Neandertals' })
      .first(),
  ).toBeVisible();

  // Reworded: no word-for-word match, so memory embeds it, searches both indexes and runs NLI.
  // The tiny models' outputs are noise: an undecided entailment must not become a verdict.
  const reworded = await context.newPage();
  await reworded.goto(server.url('starter-claims.html?reworded'));
  expect(
    await (
      await new ClaimPage(reworded).checkSelection(
        'Geneticists report that a stretch of DNA that increases the risk of severe illness',
      )
    ).accessibleName(),
  ).toBe('Verdict: Unverified');
  await panel.page.bringToFront();
  const memory = check.getByRole('region', { name: 'Memory' });
  await expect(memory.getByText(/^Embeddings \+ NLI · tiny-embed \(threshold 0\.75\) · tiny-nli$/)).toBeVisible();
  await expect(memory.getByText(/^entailment 0\.\d\d · contradiction 0\.\d\d · neutral 0\.\d\d → /)).toBeVisible();
  await expect(memory.getByRole('row', { name: /^Guard weak-entailment: A weak entailment/ })).toBeVisible();
  await expect(
    memory.getByRole('row', { name: /^MACRO \(claims\) chosen · S (0\.(7[5-9]|[89]\d)|1\.00)/ }),
  ).toBeVisible();
});
