import { describe, expect, it, vi } from 'vitest';

import type { CheckOutcome } from '../../../lib/core/types';
import type { ClaimLensDB } from '../../../lib/db/database';
import { entryOf } from '../../../lib/documents/batch/entry';
import { libraryOf } from '../../../lib/documents/library/library';
import type { ModelServices } from '../../../lib/ml/types';
import { persistVerdict } from '../../../lib/persist/write';
import { checkOne } from '../../../lib/pipeline/run';
import type { StageContext } from '../../../lib/pipeline/stage';
import { defaultEngineConfig } from '../../../lib/settings/run-config';
import { textPdf } from '../../support/documents/pdfs';
import { lexicalEmbedder } from '../../support/lexical-embedder';
import { freshDatabases } from '../support/kg-db';
import { models, ScriptedNli } from '../support/kg-fixtures';
import { scriptedTribunal, stageContext, useScriptedLlm } from '../support/scripted-tribunal';

/**
 * A claim settled by the reader's document and checked again is memory's (path `memory`), and
 * memory's answer still cites the document: its name, the page and the words verified when the
 * verdict was stored — so a checked list (`npm run check`) gives every True/False its details.
 */

const llm = scriptedTribunal();
const freshDb = freshDatabases('documents-memory-citation');

const LABEL = [
  [['Flublok is an influenza vaccine made by recombinant technology.']],
  [['Flublok is approved for adults 18 years of age and older.', 'Flublok is not approved for children.']],
];
const SUPPORTED = 'Flublok is approved for adults 18 years of age and older.';
const CHILDREN = 'Flublok is approved for children.';
const PARAPHRASE = 'Flublok is approved for adults 18 years and older.';
const nli = new ScriptedNli((premise, hypothesis) =>
  premise.includes('not approved for children') && /children/.test(hypothesis)
    ? { entailment: 0.01, contradiction: 0.97, neutral: 0.02 }
    : /approved for adults 18/.test(premise) && /adults 18/.test(hypothesis)
      ? { entailment: 0.97, contradiction: 0.01, neutral: 0.02 }
      : /approved for children/.test(premise) && /children/.test(hypothesis)
        ? { entailment: 0.97, contradiction: 0.01, neutral: 0.02 }
        : { entailment: 0.05, contradiction: 0.05, neutral: 0.9 },
);

function context(db: ClaimLensDB, services: ModelServices, withLlm: boolean): StageContext {
  const config = defaultEngineConfig();
  if (withLlm) useScriptedLlm(config, llm.baseUrl);
  config.settings.web.enabled = false;
  return stageContext(db, services, config, 'check:documents');
}

async function withLabel() {
  const db = freshDb();
  const embedder = lexicalEmbedder(128);
  const pdf = await textPdf(LABEL, 'Flublok label');
  const { record } = await libraryOf(db).add(
    { bytes: pdf, name: 'flublok-label.pdf', type: 'application/pdf', origin: { kind: 'file' } },
    { embedder, settings: defaultEngineConfig().settings.documents },
  );
  const pages = await libraryOf(db).pages(record.id);
  return { db, embedder, doc: record, pages };
}

const deps = {
  web: { fetch: vi.fn(async () => new Response('not reached', { status: 500 })) },
  memory: true,
  guards: true,
  tribunal: 'tribunal' as const,
  persist: true,
  documents: true,
};

const details = (claim: string, outcome: CheckOutcome) => entryOf({ index: 0, line: 1, claim }, outcome, 0).details;

/** Memory's answer cites the document: its name, the page, and words that are on that page verbatim. */
function expectCited(outcome: CheckOutcome, doc: { id: string }, pages: readonly string[], stance: string) {
  const cited = outcome.evidence.filter((e) => e.kind === 'document');
  expect(cited).toEqual([
    expect.objectContaining({ stance, document: { id: doc.id, name: 'flublok-label.pdf', page: 2 } }),
  ]);
  expect(cited[0]!.text.length).toBeGreaterThan(10);
  expect(pages[1]).toContain(cited[0]!.text);
}

describe('a document verdict checked again: memory answers, citing the document', () => {
  it('with an LLM: the repeat is memory’s, with the verified quote, name and page; both list entries have details', async () => {
    const { db, embedder, doc, pages } = await withLabel();
    const first = await checkOne(SUPPORTED, context(db, models(embedder, null), true), deps);
    expect(first).toMatchObject({ verdict: 'True', path: 'documents' });
    const again = await checkOne(SUPPORTED, context(db, models(embedder, null), true), deps);
    expect(again).toMatchObject({ verdict: 'True', path: 'memory' });
    expectCited(again, doc, pages, 'supports');
    const quoted = first.evidence.find((e) => e.stance === 'supports')!.text;
    expect(again.evidence.find((e) => e.kind === 'document')!.text).toBe(quoted);
    for (const o of [first, again])
      expect(details(SUPPORTED, o)).toEqual([{ text: quoted, document: 'flublok-label.pdf', page: 2 }]);
  });

  it.each([
    {
      name: 'the same True claim',
      claim: SUPPORTED,
      again: SUPPORTED,
      verdict: 'True',
      stance: 'supports',
      mode: 'near-verbatim',
    },
    {
      name: 'the same False claim',
      claim: CHILDREN,
      again: CHILDREN,
      verdict: 'False',
      stance: 'refutes',
      mode: 'near-verbatim',
    },
    {
      name: 'a paraphrase',
      claim: SUPPORTED,
      again: PARAPHRASE,
      verdict: 'True',
      stance: 'supports',
      mode: 'embedding',
    },
  ])('without an LLM: $name checked again → $verdict from memory ($mode), citing page 2', async (c) => {
    const { db, embedder, doc, pages } = await withLabel();
    const first = await checkOne(c.claim, context(db, models(embedder, nli), false), deps);
    expect(first).toMatchObject({ verdict: c.verdict, path: 'documents' });
    const again = await checkOne(c.again, context(db, models(embedder, nli), false), deps);
    expect(again).toMatchObject({ verdict: c.verdict, path: 'memory' });
    expect(again.traces.memory?.mode).toBe(c.mode);
    expectCited(again, doc, pages, c.stance);
    expect(details(c.claim, first)).not.toEqual([]);
    expect(details(c.again, again)).toEqual([{ text: expect.any(String), document: 'flublok-label.pdf', page: 2 }]);
  });

  it('a removed document is never cited, though the claim also rests on the web and stays in memory', async () => {
    const { db, embedder, doc } = await withLabel();
    const ctx = () => context(db, models(embedder, nli), false);
    expect((await checkOne(SUPPORTED, ctx(), deps)).path).toBe('documents');
    const web = { url: 'https://www.who.int/flublok', domain: 'who.int', title: 'WHO', text: SUPPORTED, score: 1 };
    await persistVerdict(
      db,
      {
        claim: SUPPORTED,
        verdict: 'True',
        correction: null,
        primarySource: web.url,
        sources: [web],
        triples: { claim: [], corrected: [], evidence: [] },
        verifiedAt: Date.now(),
      },
      embedder,
      'web',
    );
    await libraryOf(db).remove(doc.id);
    const again = await checkOne(SUPPORTED, ctx(), deps);
    expect(again).toMatchObject({ verdict: 'True', path: 'memory' });
    expect(again.evidence.some((e) => e.kind === 'document')).toBe(false);
    expect(JSON.stringify(again.evidence)).not.toContain(doc.id.slice('doc:'.length));
  });
});
