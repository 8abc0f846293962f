import type { ClaimLensDB } from '../../db/database';
import type { DocumentId, DocumentRecord } from '../../db/records';
import { knowledgeOf } from '../../kg/graph/knowledge';
import type { Embedder } from '../../ml/types';
import { LexicalIndex } from '../lexical';
import type { ExtractedDocument } from '../types';
import { chunkIdOf, memoryOriginOf } from './ids';
import { indexDocument, ingest, type IngestInput, type IngestOptions, type IngestResult } from './ingest';
import { type ChunkHit, rankChunks } from './retrieve';
import { deleteDocumentRows, pagesOf } from './store';
import type { RemoveDocumentResult } from './types';
import { ChunkVectors } from './vectors';
import { ensureChunkVectors } from './vectors-backfill';

/**
 * The document library as the engine holds it (issue 30): the rows (store.ts), a BM25 index of
 * every chunk built from the stored chunks on first use (so it survives browser restarts without
 * a copy of its own), and the current embedding model's chunk vectors. One per database:
 * `libraryOf(db)`. Every change goes through here so both indexes follow.
 */
export class DocumentLibrary {
  private lexical: Promise<LexicalIndex> | null = null;
  private vectors: Promise<ChunkVectors> | null = null;
  /** Documents being added by a task of this engine. */
  private readonly adding = new Set<DocumentId>();
  private readonly pageCache = new Map<DocumentId, Promise<string[]>>();
  private backfill: Promise<number> | null = null;
  /** From this many chunk vectors on, the index is int8 (tests lower it). */
  int8MinRows: number | undefined;

  constructor(readonly db: ClaimLensDB) {}

  /** Adds a document (the same bytes twice: the first stays, `added` false). */
  async add(input: IngestInput, options: IngestOptions): Promise<IngestResult> {
    let id: DocumentId | null = null;
    try {
      const result = await ingest(this.db, input, {
        ...options,
        busy: (d) => this.adding.has(d),
        onId: (d) => {
          id = d;
          this.adding.add(d);
          options.onId?.(d);
        },
      });
      if (result.added) await this.indexed(result);
      return result;
    } finally {
      if (id) this.adding.delete(id);
    }
  }

  /** Cuts and embeds a stored document again from its pages (the settings' chunking, the current model). */
  async reindex(docId: DocumentId, options: IngestOptions): Promise<IngestResult> {
    const record = await this.db.documents.get(docId);
    if (!record) throw new Error('This document is no longer in the library: add it again.');
    if (this.adding.has(docId)) throw new Error(`“${record.name}” is being indexed already: wait for it.`);
    const pages = await pagesOf(this.db, docId);
    if (!pages.length)
      throw new Error(`“${record.name}” has no stored pages to index again: remove it and add the file again.`);
    this.adding.add(docId);
    try {
      const doc: ExtractedDocument = { kind: record.kind, title: record.title, pages };
      await this.forget(docId, record.chunkCount);
      const result = await indexDocument(this.db, record, doc, options);
      await this.indexed(result);
      return { ...result, added: false };
    } finally {
      this.adding.delete(docId);
    }
  }

  /** Removes a document, its rows and index entries, and what memory held on its word alone. */
  async remove(docId: DocumentId): Promise<RemoveDocumentResult> {
    const record = await this.db.documents.get(docId);
    const removed = await deleteDocumentRows(this.db, docId);
    await this.forget(docId, record?.chunkCount ?? 0);
    const withdrawn = await knowledgeOf(this.db).removeOrigin(memoryOriginOf(docId));
    return { removed, withdrawn: withdrawn.length };
  }

  async setEnabled(id: DocumentId | 'all', enabled: boolean): Promise<number> {
    if (id !== 'all') return this.db.documents.update(id, { enabled });
    return this.db.documents.toCollection().modify({ enabled });
  }

  /** The chunks nearest a claim among ready, switched-on documents: BM25, fused with vectors when `embedder` is given. */
  async search(claim: string, options: { k?: number; embedder?: Embedder | null } = {}): Promise<ChunkHit[]> {
    const k = options.k ?? 30;
    const searchable = new Set(
      (await this.db.documents.where('state').equals('ready').toArray()).filter((d) => d.enabled).map((d) => d.id),
    );
    if (!searchable.size) return [];
    const lexical = await this.lexicalIndex();
    const { embedder } = options;
    const vectors = embedder ? await this.vectorIndex(embedder) : null;
    const vector = embedder && vectors?.size ? ((await embedder.embed([claim]))[0] ?? null) : null;
    return rankChunks({ lexical, vectors }, { text: claim, vector }, (d) => searchable.has(d), k);
  }

  /** A document's pages (the last few documents' are kept: a claim's passages come from few documents). */
  pages(docId: DocumentId): Promise<string[]> {
    let p = this.pageCache.get(docId);
    if (!p) {
      p = pagesOf(this.db, docId);
      this.pageCache.set(docId, p);
      if (this.pageCache.size > 8) this.pageCache.delete(this.pageCache.keys().next().value!);
    }
    return p;
  }

  /** Vectors of the installed model for every chunk that lacks one (a model installed or changed since), in the background of the caller. */
  ensureVectors(embedder: Embedder, signal?: AbortSignal): Promise<number> {
    this.backfill ??= ensureChunkVectors(this.db, embedder, {
      onDocument: async (rows) => (await this.vectorIndex(embedder)).add(rows),
      ...(signal ? { signal } : {}),
    }).finally(() => {
      this.backfill = null;
    });
    return this.backfill;
  }

  get embedding(): boolean {
    return this.backfill !== null;
  }

  isAdding(docId: DocumentId): boolean {
    return this.adding.has(docId);
  }

  /** Documents an engine that stopped left half added: their rows go (nothing of them was written but the record). */
  async recover(): Promise<DocumentRecord[]> {
    const stale = (await this.db.documents.where('state').equals('indexing').toArray()).filter(
      (d) => !this.adding.has(d.id),
    );
    for (const d of stale) await deleteDocumentRows(this.db, d.id);
    return stale;
  }

  private lexicalIndex(): Promise<LexicalIndex> {
    this.lexical ??= (async () => {
      const index = LexicalIndex.create();
      const ready = new Set(await this.db.documents.where('state').equals('ready').primaryKeys());
      const byDoc = new Map<DocumentId, { index: number; text: string }[]>();
      await this.db.documentChunks.each((c) => {
        if (!ready.has(c.docId)) return;
        let list = byDoc.get(c.docId);
        if (!list) byDoc.set(c.docId, (list = []));
        list.push({ index: c.index, text: c.text });
      });
      for (const [docId, chunks] of byDoc) index.addDocument(docId, chunks);
      return index;
    })();
    this.lexical.catch(() => {
      this.lexical = null;
    });
    return this.lexical;
  }

  private async vectorIndex(embedder: Embedder): Promise<ChunkVectors> {
    const loaded = this.vectors ? await this.vectors : null;
    if (loaded?.modelId === embedder.modelId && loaded.dims === embedder.dims) return loaded;
    this.vectors = ChunkVectors.load(this.db, embedder.modelId, embedder.dims, this.int8MinRows);
    this.vectors.catch(() => {
      this.vectors = null;
    });
    return this.vectors;
  }

  /** A document written: into the loaded indexes (an index not loaded yet reads it from the rows). */
  private async indexed(result: Omit<IngestResult, 'added'>): Promise<void> {
    const docId = result.record.id;
    if (this.lexical) (await this.lexical).addDocument(docId, result.chunks);
    const loaded = this.vectors ? await this.vectors : null;
    if (loaded) loaded.add(result.vectors);
    this.pageCache.delete(docId);
  }

  private async forget(docId: DocumentId, chunkCount: number): Promise<void> {
    if (this.lexical) (await this.lexical).removeDocument(docId);
    const loaded = this.vectors ? await this.vectors : null;
    loaded?.remove(Array.from({ length: chunkCount }, (_, i) => chunkIdOf(docId, i)));
    this.pageCache.delete(docId);
  }
}

const libraries = new WeakMap<ClaimLensDB, DocumentLibrary>();

/** The library of this database, created once. */
export function libraryOf(db: ClaimLensDB): DocumentLibrary {
  let lib = libraries.get(db);
  if (!lib) libraries.set(db, (lib = new DocumentLibrary(db)));
  return lib;
}
