import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { LABEL_NAME, labelPdf, SUPPORTED } from '../e2e/support/documents';
import { type LlmServer, startLlmServer } from '../support/llm-server';
import { expect, test } from './support/fixtures';
import { ClaimTab, PanelTab } from './support/pages';
import { configure } from './support/settings';

/** The reader's documents in Firefox: a generated label added in the Documents tab settles a selected claim. */

let llm: LlmServer;
test.beforeAll(async () => {
  llm = await startLlmServer();
});
test.afterAll(async () => {
  await llm.close();
});

test('a PDF added in the Documents tab settles a claim it supports: True', async ({ firefox, server }) => {
  test.setTimeout(240_000);
  const panel = await PanelTab.open(firefox);
  await configure(panel, { llm: { provider: 'openai-compatible', baseUrl: llm.baseUrl, model: 'scripted' } });

  await panel.open('Documents');
  const label = await labelPdf();
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'claimlens-ff-docs-')), label.name);
  writeFileSync(file, label.buffer);
  const [input] = await panel.css('input[type="file"][aria-label="Files to add"]');
  if (!input) throw new Error('No "Files to add" field in the Documents tab.');
  await panel.tab.setFiles(input, [file]);
  await expect.poll(() => panel.shown(), { timeout: 60_000 }).toMatch(new RegExp(`${LABEL_NAME}\\s*Ready`));

  const page = new ClaimTab(await firefox.newTab(server.url('documents.html')));
  expect(await page.checkSelection(SUPPORTED)).toMatch(/^Verdict: True/);
  expect(llm.requests.length).toBeGreaterThan(0);
});
