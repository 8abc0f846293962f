import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from './support/fixtures';
import { ClaimTab, PanelTab } from './support/pages';

/** Memory first in Firefox: the starter pack is installed on first run and answers a sentence copied from it. */

const STARTER = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../public/packs/check-covid-starter.json'), 'utf8'),
) as { claims: unknown[] };
const TRUE_CLAIM =
  'a stretch of DNA that increases the risk of severe illness from COVID-19 was passed down from Neanderthals 60,000 years ago';
const FALSE_CLAIM = 'one type of COVID-19 test identifies coronavirus proteins in a few seconds';

test('the starter pack is installed on first run; a sentence copied from it resolves from memory with its source', async ({
  firefox,
  server,
}) => {
  const panel = await PanelTab.open(firefox);
  await panel.open('Knowledge');
  // First-run install takes a while: wait for the Knowledge tab to list the pack.
  await expect
    .poll(async () => (await panel.byRole('listitem', 'Pack Check-COVID starter pack')).length, { timeout: 60_000 })
    .toBe(1);
  const [summary] = await panel.byRole('region', 'Knowledge summary');
  const summaryText = () => panel.tab.callOn<string>(summary!, 'function (el) { return el.innerText; }');
  // innerText is what the reader sees, letter case of the labels' style included.
  const count = (text: string, label: string) =>
    Number(new RegExp(`${label}\\s+([\\d,]+)`, 'i').exec(text)?.[1]?.replace(/,/g, '') ?? NaN);
  await expect
    .poll(async () => {
      const t = await summaryText();
      return count(t, 'True claims') + count(t, 'False claims');
    })
    .toBe(STARTER.claims.length);

  const page = new ClaimTab(await firefox.newTab(server.url('starter-claims.html')));
  expect(await page.checkSelection(TRUE_CLAIM)).toBe('Verdict: True');

  await panel.tab.activate();
  await panel.open('Check');
  await expect.poll(() => panel.shown()).toContain('From memory (local knowledge)');
  const shown = await panel.shown();
  expect(shown).toContain('This claim is stored in local knowledge, word for word, as true.');
  expect(shown).toContain(
    'A stretch of DNA that increases the risk of severe illness from COVID-19 was passed down from Neanderthals 60,000 years ago.',
  );
  // The matched claim comes first among the sources, with its link.
  const [sources] = await panel.byRole('region', 'Sources');
  const [matched] = await panel.tab.locate({ type: 'accessibility', value: { role: 'listitem' } }, [sources!]);
  expect(await panel.text(matched!)).toContain(
    'A stretch of DNA that increases the risk of severe illness from COVID-19',
  );
  const [link] = await panel.tab.locate(
    {
      type: 'accessibility',
      value: { role: 'link', name: 'The major genetic risk factor for severe COVID-19 is inherited from Neandertals' },
    },
    [matched!],
  );
  expect(await panel.attribute(link!, 'href')).toMatch(/^https:\/\/pubmed\.ncbi\.nlm\.nih\.gov\//);

  const second = new ClaimTab(await firefox.newTab(server.url('starter-claims.html?second')));
  expect(await second.checkSelection(FALSE_CLAIM)).toBe('Verdict: False');
});
