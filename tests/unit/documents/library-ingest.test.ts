import { describe, expect, it, vi } from 'vitest';

import { memoryOriginOf } from '../../../lib/documents/library/ids';
import type { IngestPhase } from '../../../lib/documents/library/ingest';
import { DocumentLibrary } from '../../../lib/documents/library/library';
import { knowledgeOf } from '../../../lib/kg/graph/knowledge';
import { GraphWriter } from '../../../lib/kg/graph/store';
import { defaultSettings } from '../../../lib/settings/schema';
import { textPdf } from '../../support/documents/pdfs';
import { lexicalEmbedder } from '../../support/lexical-embedder';
import { freshDatabases } from '../support/kg-db';

/**
 * Adding documents to the library (issue 30): the same file once, progress by phase, a cancel or
 * a full disk leaving nothing, vectors again for a new embedding model, and removal withdrawing
 * what memory held on the document's word alone.
 */

const freshDb = freshDatabases('documents-ingest');
const settings = defaultSettings().documents;
const text = (s: string) => new TextEncoder().encode(s);
const LEAFLET = text(
  'Flublok is a recombinant influenza vaccine. It is approved for adults 18 years and older. ' +
    'The most common side effect is pain at the injection site. '.repeat(20),
);

async function counts(lib: DocumentLibrary) {
  const db = lib.db;
  return {
    documents: await db.documents.count(),
    pages: await db.documentPages.count(),
    chunks: await db.documentChunks.count(),
    vectors: await db.documentVectors.count(),
  };
}

describe('ingest', () => {
  it('adds a generated PDF with its pages, chunks and vectors; the same bytes again are added once', async () => {
    const lib = new DocumentLibrary(freshDb());
    const pdf = await textPdf(
      [[['Page one says vitamin C does not cure colds.']], [['Page two: zinc lozenges shorten colds.']]],
      'Cold remedies',
    );
    const embedder = lexicalEmbedder(64);
    const progress: [IngestPhase, number, number][] = [];
    const first = await lib.add(
      { bytes: pdf, name: 'colds.pdf', type: 'application/pdf', origin: { kind: 'file' } },
      { embedder, settings, onProgress: (...p) => progress.push(p) },
    );
    expect(first.added).toBe(true);
    expect(first.record).toMatchObject({
      name: 'colds.pdf',
      title: 'Cold remedies',
      kind: 'pdf',
      pages: 2,
      state: 'ready',
      enabled: true,
      embedModel: embedder.modelId,
    });
    expect(first.record.id).toMatch(/^doc:[0-9a-f]{16}$/);
    expect(first.record.sha256.startsWith(first.record.id.slice(4))).toBe(true);
    expect(progress).toContainEqual(['reading', 2, 2]);
    expect(progress).toContainEqual(['chunking', 1, 1]);
    expect(progress.at(-1)).toEqual(['embedding', first.record.chunkCount, first.record.chunkCount]);
    expect((await lib.db.documentPages.get([first.record.id, 2]))?.text).toContain('zinc lozenges');
    const c = await counts(lib);
    expect(c).toEqual({ documents: 1, pages: 2, chunks: first.record.chunkCount, vectors: first.record.chunkCount });

    const again = await lib.add({ bytes: pdf, name: 'copy.pdf', origin: { kind: 'file' } }, { embedder, settings });
    expect(again.added).toBe(false);
    expect(again.record.name).toBe('colds.pdf');
    expect(await counts(lib)).toEqual(c);
  });

  it('a cancel while embedding leaves nothing of the document', async () => {
    const lib = new DocumentLibrary(freshDb());
    const controller = new AbortController();
    const embedder = lexicalEmbedder(64);
    const embed = embedder.embed.bind(embedder);
    embedder.embed = async (texts) => {
      controller.abort(new DOMException('Cancelled', 'AbortError'));
      return embed(texts);
    };
    await expect(
      lib.add(
        { bytes: LEAFLET, name: 'leaflet.txt', origin: { kind: 'file' } },
        { embedder, settings, signal: controller.signal },
      ),
    ).rejects.toThrow('Cancelled');
    expect(await counts(lib)).toEqual({ documents: 0, pages: 0, chunks: 0, vectors: 0 });
    expect(await lib.search('Flublok vaccine adults')).toEqual([]);
  });

  it('a full disk rolls the whole document back and says how much room it needs', async () => {
    const lib = new DocumentLibrary(freshDb());
    const spy = vi
      .spyOn(lib.db.documentChunks, 'bulkAdd')
      .mockRejectedValue(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    await expect(
      lib.add({ bytes: LEAFLET, name: 'leaflet.txt', origin: { kind: 'file' } }, { embedder: null, settings }),
    ).rejects.toThrow(/^Not enough storage for this document \(0\.\d MB needed\); free space or remove documents\.$/);
    spy.mockRestore();
    expect(await counts(lib)).toEqual({ documents: 0, pages: 0, chunks: 0, vectors: 0 });
  });

  it('a file over the size limit is refused with both sizes, and nothing is kept', async () => {
    const lib = new DocumentLibrary(freshDb());
    const big = new Uint8Array(2 * 1024 * 1024).fill(65);
    await expect(
      lib.add(
        { bytes: big, name: 'big.txt', origin: { kind: 'file' } },
        { embedder: null, settings: { ...settings, maxFileMb: 1 } },
      ),
    ).rejects.toThrow(/^2 MB is over the 1 MB limit/);
    expect(await counts(lib)).toEqual({ documents: 0, pages: 0, chunks: 0, vectors: 0 });
  });

  it('computes vectors again when the embedding model changes, dropping the old model’s', async () => {
    const lib = new DocumentLibrary(freshDb());
    const a = lexicalEmbedder(64);
    const { record } = await lib.add(
      { bytes: LEAFLET, name: 'leaflet.txt', origin: { kind: 'file' } },
      { embedder: a, settings },
    );
    const b = { ...lexicalEmbedder(32), modelId: 'test/other-model' };
    expect(await lib.ensureVectors(b)).toBe(record.chunkCount);
    expect(await lib.db.documentVectors.where('modelId').equals('test/other-model').count()).toBe(record.chunkCount);
    expect(await lib.db.documentVectors.where('modelId').equals(a.modelId).count()).toBe(0);
    expect((await lib.db.documents.get(record.id))?.embedModel).toBe('test/other-model');
    expect(await lib.ensureVectors(b)).toBe(0);
    const hits = await lib.search('Which side effect is most common?', { embedder: b });
    expect(hits[0]?.vectorRank).not.toBeNull();
  });

  it('removing a document drops its rows and index entries, and withdraws what memory held on its word alone', async () => {
    const db = freshDb();
    const lib = new DocumentLibrary(db);
    const { record } = await lib.add(
      { bytes: LEAFLET, name: 'leaflet.txt', origin: { kind: 'file' } },
      { embedder: null, settings },
    );
    const kg = knowledgeOf(db);
    const alone = new GraphWriter(memoryOriginOf(record.id), 1);
    alone.addClaim({ text: 'Flublok is approved for adults 18 and older.', status: 'TRUE', verifiedAt: 1 });
    await kg.write(alone);
    const shared = new GraphWriter(memoryOriginOf(record.id), 1);
    shared.addClaim({ text: 'Flublok is a recombinant influenza vaccine.', status: 'TRUE', verifiedAt: 1 });
    await kg.write(shared);
    const web = new GraphWriter('web', 2);
    web.addClaim({ text: 'Flublok is a recombinant influenza vaccine.', status: 'TRUE', verifiedAt: 2 });
    await kg.write(web);
    expect((await lib.search('recombinant influenza vaccine')).length).toBeGreaterThan(0);

    const result = await lib.remove(record.id);
    expect(result).toEqual({ removed: true, withdrawn: 1 });
    expect(await counts(lib)).toEqual({ documents: 0, pages: 0, chunks: 0, vectors: 0 });
    expect(await lib.search('recombinant influenza vaccine')).toEqual([]);
    const claims = await db.claims.toArray();
    expect(claims.map((c) => [c.text, c.origins])).toEqual([['Flublok is a recombinant influenza vaccine.', ['web']]]);
  });

  it('a document an engine left half added is rolled back at the next start', async () => {
    const db = freshDb();
    await db.documents.put({
      id: 'doc:00000000000000aa',
      name: 'half.pdf',
      title: 'half.pdf',
      kind: 'pdf',
      pages: 0,
      size: 1,
      sha256: 'aa',
      origin: { kind: 'file' },
      addedAt: 1,
      enabled: true,
      state: 'indexing',
      chunking: 'chars-500-150',
      chunkCount: 0,
      embedModel: null,
    });
    const stale = await new DocumentLibrary(db).recover();
    expect(stale.map((d) => d.name)).toEqual(['half.pdf']);
    expect(await db.documents.count()).toBe(0);
  });
});
