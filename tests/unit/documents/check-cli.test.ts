import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { parseCheckArgs } from '../../../lib/eval/check/args';
import { runCheckList } from '../../../lib/eval/check/run';
import { textPdf } from '../../support/documents/pdfs';
import { FABRICATED_QUOTE } from '../../support/llm-script';
import { type LlmServer, startLlmServer } from '../../support/llm-server';

/**
 * `npm run check` end to end, in process: generated PDFs, a scripted OpenAI-compatible LLM, the
 * web off. What issue 30's held-out run asks: True and False with a verbatim quote, the
 * document's name and page; a claim the documents do not address is Unverified; a quote the
 * LLM makes up does not stand; a bad row is reported with its line while the rest are checked.
 */

const APPROVED = 'Flublok is approved for adults 18 years of age and older.';
const DOSE = 'Each 0.5 mL dose of Flublok contains 45 micrograms of hemagglutinin per strain.';

let server: LlmServer;
let dir: string;
let docs: string;

beforeAll(async () => {
  server = await startLlmServer();
  dir = mkdtempSync(path.join(os.tmpdir(), 'check-cli-'));
  docs = path.join(dir, 'docs');
  mkdirSync(docs);
  // Each page long enough to be chunks of its own (500 characters, seed 002).
  const filler = (page: number) =>
    Array.from({ length: 6 }, (_, i) => [
      `Section ${page}.${i + 1} of this leaflet is kept for the pharmacist's records.`,
    ]);
  const label = await textPdf(
    [
      [['Flublok Quadrivalent, prescribing information.'], ...filler(1)],
      [[APPROVED], ...filler(2)],
      // The quote opens its page: the chunk that holds it starts on page 2 (a passage per page part).
      [[DOSE], ...filler(3)],
    ],
    'Flublok label',
  );
  writeFileSync(path.join(docs, 'label.pdf'), label);
  writeFileSync(path.join(docs, 'notes.xlsx'), 'not a document');
});

afterAll(async () => {
  await server.close();
});

async function check(claims: unknown[], name: string, extra: string[] = []) {
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(claims, null, 1));
  const out = path.join(dir, `${name}-results.json`);
  const lines: string[] = [];
  const argv = ['--claims', file, '--docs', docs, '--out', out, '--no-web', '--concurrency', '2'];
  argv.push('--llm', server.baseUrl, '--llm-model', 'scripted', ...extra);
  const result = await runCheckList(parseCheckArgs(argv), { log: (l) => lines.push(l), env: {} });
  const results = JSON.parse(readFileSync(out, 'utf8')) as {
    claim: string;
    verdict: string;
    confidence: number;
    reasoning: string;
    details: { text: string; document: string; page: number }[];
  }[];
  return { result, results, log: lines.join('\n'), csv: readFileSync(out.replace(/\.json$/, '.csv'), 'utf8') };
}

describe('npm run check against generated PDFs with a scripted LLM', { timeout: 60_000 }, () => {
  it('True and False with a verbatim quote, its document and page; Unverified where the documents are silent; a bad row by its line', async () => {
    const { result, results, log, csv } = await check(
      [
        APPROVED,
        { claim: 'Flublok does not contain any hemagglutinin.' },
        { text: 'a row without a claim field' },
        'Flublok protects toddlers from the common cold.',
      ],
      'list',
    );
    expect(result.exitCode).toBe(0);
    expect(log).toMatch(/line 6: Item 3 has no "claim" field/);
    expect(log).toContain('notes.xlsx');
    expect(results.map((r) => [r.claim, r.verdict])).toEqual([
      [APPROVED, 'True'],
      ['Flublok does not contain any hemagglutinin.', 'False'],
      ['Flublok protects toddlers from the common cold.', 'Unverified'],
    ]);
    // A quote is verbatim from the document: a sentence of it, or the words the LLM cut from one.
    const verbatim = (text: string) => [APPROVED, DOSE].some((s) => s.includes(text));
    expect(results[0]!.details).toContainEqual({
      text: expect.stringContaining('approved for adults'),
      document: 'label.pdf',
      page: 2,
    });
    expect(results[1]!.details).toContainEqual({
      text: expect.stringContaining('45 micrograms'),
      document: 'label.pdf',
      page: 3,
    });
    expect(results[2]!.details).toEqual([]);
    for (const r of results) for (const d of r.details) expect(verbatim(d.text)).toBe(true);
    expect(csv).toContain('label.pdf');
  });

  it('a quote the LLM makes up does not stand', async () => {
    server.fault({ mode: 'fabricated-quote', kind: 'support_analysis', times: Infinity });
    try {
      const { results } = await check([APPROVED], 'made-up');
      expect(results[0]!.verdict).not.toBe('True');
      expect(results[0]!.details.map((d) => d.text)).not.toContain(FABRICATED_QUOTE);
    } finally {
      server.clearFaults();
    }
  });

  it('the same command resumes from its journal: finished claims are not checked again', async () => {
    const first = await check([APPROVED], 'resume');
    expect(first.result.exitCode).toBe(0);
    const asked = server.requests.length;
    const again = await check([APPROVED], 'resume');
    expect(again.log).toMatch(/Resuming from .*: 1 of 1 claims done/);
    expect(server.requests.length).toBe(asked);
    expect(again.results).toEqual(first.results);
  });

  it('--shard 2/2 checks every second claim from the second', async () => {
    const { results } = await check([APPROVED, DOSE, 'Flublok protects toddlers from the common cold.'], 'shard', [
      '--shard',
      '2/2',
    ]);
    expect(results.map((r) => r.claim)).toEqual([DOSE]);
  });
});
