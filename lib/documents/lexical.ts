import MiniSearch, { type AsPlainObject, type Options } from 'minisearch';
import { stemmer } from 'stemmer';

import { words } from '../core/text';

/**
 * Lexical ranking of document chunks (BM25+, MiniSearch's scoring), so a library finds passages
 * from the first minute, before any model is downloaded (issue 30), and later as one of the two
 * rankings fused with the vector one (fuse.ts). Terms are the knowledge graph's words
 * (`core/text` `words`: NFKC, lower case, numbers and % kept, so "5 mg" and "20%" still match)
 * stemmed with the Porter stemmer the decompose step uses; a short stop list keeps the index
 * small. Not the topic model's tokenizer: it drops numbers and words under three letters
 * ("vitamin D"), which a claim check cannot lose.
 */

const VERSION = 1;

const STOP = new Set(
  'a an and are as at be by for from has have in is it its of on or that the this to was were with'.split(' '),
);

interface ChunkRow {
  id: string;
  text: string;
}

/** A chunk named across documents, as an index returns it. */
export interface ChunkRef {
  documentId: string;
  chunkIndex: number;
}

export interface LexicalHit extends ChunkRef {
  score: number;
}

/** The stored form: plain data, so it can go into IndexedDB as it is. */
export interface SerializedLexicalIndex {
  version: number;
  /** Chunk count of each document, to discard a document's chunks by id. */
  documents: Record<string, number>;
  index: AsPlainObject;
}

export function lexicalTerms(text: string): string[] {
  return words(text)
    .filter((w) => !STOP.has(w))
    .map((w) => (/^\p{L}+$/u.test(w) ? stemmer(w) : w));
}

const OPTIONS: Options<ChunkRow> = {
  fields: ['text'],
  storeFields: [],
  tokenize: (text) => lexicalTerms(text),
  processTerm: (term) => term,
  searchOptions: { combineWith: 'OR', prefix: false, fuzzy: false },
};

const idOf = (documentId: string, chunkIndex: number) => `${chunkIndex}\u0000${documentId}`;

function refOf(id: string): ChunkRef {
  const cut = id.indexOf('\u0000');
  return { chunkIndex: Number(id.slice(0, cut)), documentId: id.slice(cut + 1) };
}

export class LexicalIndex {
  private constructor(
    private readonly search_: MiniSearch<ChunkRow>,
    private readonly documents: Map<string, number>,
  ) {}

  static create(): LexicalIndex {
    return new LexicalIndex(new MiniSearch(OPTIONS), new Map());
  }

  /** An index stored by `serialize`; throws on another version, and the caller rebuilds it from the chunks. */
  static load(stored: SerializedLexicalIndex): LexicalIndex {
    if (stored.version !== VERSION)
      throw new Error(`The lexical index was stored by version ${stored.version}, this is ${VERSION}: re-index.`);
    return new LexicalIndex(MiniSearch.loadJS(stored.index, OPTIONS), new Map(Object.entries(stored.documents)));
  }

  get documentCount(): number {
    return this.documents.size;
  }

  has(documentId: string): boolean {
    return this.documents.has(documentId);
  }

  /** Adds a document's chunks (in place of any it had). */
  addDocument(documentId: string, chunks: readonly { index: number; text: string }[]): void {
    this.removeDocument(documentId);
    this.search_.addAll(chunks.map((c) => ({ id: idOf(documentId, c.index), text: c.text })));
    this.documents.set(
      documentId,
      chunks.reduce((n, c) => Math.max(n, c.index + 1), 0),
    );
  }

  removeDocument(documentId: string): void {
    const count = this.documents.get(documentId);
    if (count === undefined) return;
    const ids = Array.from({ length: count }, (_, i) => idOf(documentId, i)).filter((id) => this.search_.has(id));
    this.search_.discardAll(ids);
    this.documents.delete(documentId);
  }

  /** The k best chunks for a query, best first. */
  search(query: string, k = 30): LexicalHit[] {
    return this.search_
      .search(query)
      .slice(0, k)
      .map((r) => ({ ...refOf(String(r.id)), score: r.score }));
  }

  serialize(): SerializedLexicalIndex {
    return { version: VERSION, documents: Object.fromEntries(this.documents), index: this.search_.toJSON() };
  }
}
