import type { SignedPackSubscription } from './team-pack-records';

/** Row types of the reader's document library (issue 30); the rest of the database is in records.ts. */

/** A document of the reader's library (issue 30): `doc:` and the first 16 hex digits of its SHA-256. */
export type DocumentId = `doc:${string}`;

/** Where a document came from; a `pack` document was added by a document pack subscription (`url`: the pack's manifest). */
export type DocumentOrigin =
  { kind: 'file' } | { kind: 'url'; url: string } | { kind: 'pack'; url: string; name: string };

/** How a document was cut (Settings → Documents → chunking when it was indexed). */
export type DocumentChunking = 'chars-500-150' | 'tokens-512-100';

/**
 * A document of the library. `indexing` while it is read (a document left `indexing` by an
 * engine that stopped is rolled back at the next start); `ready` once its pages and chunks are
 * stored (vectors may follow); `failed` keeps the error for the reader.
 */
export interface DocumentRecord {
  id: DocumentId;
  /** The file name (or the URL's last segment). */
  name: string;
  /** The document's own title, or its name. */
  title: string;
  kind: 'pdf' | 'html' | 'markdown' | 'text';
  pages: number;
  /** Bytes. */
  size: number;
  sha256: string;
  origin: DocumentOrigin;
  addedAt: number;
  /** Switched off: kept, but not searched. */
  enabled: boolean;
  state: 'indexing' | 'ready' | 'failed';
  error?: string;
  chunking: DocumentChunking;
  chunkCount: number;
  /** The embedding model of its stored chunk vectors; null before any were computed. */
  embedModel: string | null;
}

/** One page's text, to widen a hit to whole sentences and to show the page a citation opens. */
export interface DocumentPageRow {
  docId: DocumentId;
  /** 1-based. */
  page: number;
  text: string;
}

/** A chunk of a document: page span and character offsets in the document's full text. */
export interface DocumentChunkRow {
  docId: DocumentId;
  index: number;
  page: number;
  endPage: number;
  start: number;
  end: number;
  text: string;
}

/**
 * A chunk's vector, in the documents' own table (not memory's `vectors`): removing a document
 * drops its rows by `docId` without touching memory's snapshots (docs/decisions.md, documents' vectors).
 */
export interface DocumentVectorRow {
  modelId: string;
  /** `<docId>#<chunk index>`. */
  chunkId: string;
  docId: DocumentId;
  vector: Float32Array;
}

/** One document of a document pack as its subscription holds it: what the next update is compared with. */
export interface DocumentPackEntry {
  /** The publisher's id for it: the same id in an update is the same document. */
  id: string;
  name: string;
  sha256: string;
  docId: DocumentId;
  /** The subscription added it to the library (false: the reader had it already, and it stays theirs). */
  owned: boolean;
}

/** What an applied update of a document pack changed (names; counts whole). */
export interface DocumentPackDiff {
  fromVersion: string | null;
  toVersion: string;
  added: string[];
  changed: string[];
  removed: string[];
}

/**
 * A subscription to a signed document pack by URL (docs/documents.md, Team libraries): its
 * documents as held, and what the last applied update changed.
 */
export interface DocumentPackRecord extends SignedPackSubscription {
  documents: DocumentPackEntry[];
  lastDiff?: DocumentPackDiff;
}
