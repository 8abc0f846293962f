import type { DocumentId } from '../../db/records';

/** Names in the library: a document by its hash, a chunk by document and position, memory's origin of what rested on a document. */

export const documentIdOf = (sha256: string): DocumentId => `doc:${sha256.slice(0, 16)}`;

export const chunkIdOf = (docId: DocumentId, index: number): string => `${docId}#${index}`;

export function parseChunkId(id: string): { docId: DocumentId; index: number } | null {
  const m = /^(doc:[0-9a-f]{16})#(\d+)$/.exec(id);
  return m ? { docId: m[1] as DocumentId, index: Number(m[2]) } : null;
}

/** The knowledge graph origin of verdicts resting on a document: removing the document drops it (kg removeOrigin). */
export const memoryOriginOf = (docId: DocumentId): string => `document:${docId}`;

/**
 * A document page as a citation identity. The tribunal, its quote check and the standing rule
 * key passages by URL (lib/tribunal/bundle.ts normaliseUrl), so a page of a document is given
 * one: never fetched, and not http(s), so nothing treats it as a web page.
 */
export const pageUrlOf = (docId: DocumentId, page: number): string =>
  `claimlens-doc://${docId.slice('doc:'.length)}/?page=${page}`;

export function parsePageUrl(url: string): { docId: DocumentId; page: number } | null {
  const m = /^claimlens-doc:\/\/([0-9a-f]{16})\/\?page=(\d+)$/.exec(url.trim());
  return m ? { docId: `doc:${m[1]!}`, page: Number(m[2]) } : null;
}
