import type { ClaimLensDB } from '../../db/database';
import type { DocumentPackEntry, DocumentPackRecord } from '../../db/records';
import { logged } from '../../log/log';
import type { Embedder } from '../../ml/types';
import type { DocumentSettings } from '../../settings/sections/documents';
import { ListError } from '../../sources/shared/format';
import { messageOf } from '../../util/errors';
import { libraryOf } from '../library/library';
import { removable } from './diff';
import { type FetchedDocument, fetchPackDocument, type PackFetchOptions } from './fetch';
import type { ResolvedDocument } from './format';

/**
 * The library side of a document pack: its documents downloaded and verified all together, then
 * added through the library (the reader's own path: extraction, chunks, vectors), then the ones
 * it no longer lists removed. A failure while adding takes back what this step added, so a
 * pack is in the library whole or as it was.
 */

export interface PackLibraryOptions extends Omit<PackFetchOptions, 'maxDocumentBytes'> {
  embedder: Embedder | null;
  settings: DocumentSettings;
}

/** Every document, or none: the first that cannot be fetched or does not match its hash stops it all. */
export async function downloadAll(
  docs: readonly ResolvedDocument[],
  o: PackLibraryOptions,
): Promise<FetchedDocument[]> {
  const maxDocumentBytes = o.settings.maxFileMb * 1024 * 1024;
  const out: FetchedDocument[] = [];
  // One after another: a pack's server is one site, and a refusal stops before the rest is read.
  for (const doc of docs) out.push(await fetchPackDocument(doc, { ...o, maxDocumentBytes }));
  return out;
}

/** Adds downloaded documents marked as the pack's; on any failure, those this call added are removed again. */
export async function addAll(
  db: ClaimLensDB,
  pack: { url: string; name: string },
  files: readonly FetchedDocument[],
  o: PackLibraryOptions,
): Promise<DocumentPackEntry[]> {
  const lib = libraryOf(db);
  const entries: DocumentPackEntry[] = [];
  const addedNow: DocumentPackEntry['docId'][] = [];
  try {
    for (const f of files) {
      const result = await lib.add(
        {
          bytes: f.bytes,
          name: f.doc.name,
          ...(f.type ? { type: f.type } : {}),
          origin: { kind: 'pack', url: pack.url, name: pack.name },
        },
        { embedder: o.embedder, settings: o.settings, ...(o.signal ? { signal: o.signal } : {}) },
      );
      const { record } = result;
      if (result.added) addedNow.push(record.id);
      if (result.added && f.doc.title) await db.documents.update(record.id, { title: f.doc.title });
      // Already there and marked as this pack's (left by an update that failed after adding it): still the pack's.
      const ours = record.origin.kind === 'pack' && record.origin.url === pack.url;
      entries.push({
        id: f.doc.id,
        name: f.doc.name,
        sha256: f.doc.sha256,
        docId: record.id,
        owned: result.added || ours,
      });
    }
  } catch (e) {
    for (const docId of addedNow)
      await lib.remove(docId).catch(logged('document-packs', `A document of “${pack.name}” could not be taken back`));
    throw new ListError(
      `The document “${files[entries.length]?.doc.name ?? '?'}” could not be added to the library: ${messageOf(e)} Nothing of this pack version was added.`,
    );
  }
  return entries;
}

/**
 * Removes what a pack no longer holds. A document another subscription also lists stays, and
 * that subscription now owns it (it goes when that one no longer lists it).
 */
export async function dropDocuments(
  db: ClaimLensDB,
  url: string,
  drop: readonly DocumentPackEntry[],
  kept: readonly DocumentPackEntry[],
): Promise<number> {
  const others = (await db.documentPacks.toArray()).filter((s) => s.url !== url);
  const elsewhere = new Set(others.flatMap((s) => s.documents.map((e) => e.docId)));
  const stillHeld = new Set([...kept.map((e) => e.docId), ...elsewhere]);
  for (const e of drop) if (e.owned && elsewhere.has(e.docId)) await handOver(db, others, e.docId);
  const gone = removable(drop, stillHeld);
  const lib = libraryOf(db);
  for (const docId of gone) await lib.remove(docId);
  return gone.length;
}

async function handOver(db: ClaimLensDB, others: readonly DocumentPackRecord[], docId: string): Promise<void> {
  const heir = others.find((s) => s.documents.some((e) => e.docId === docId))!;
  await db.documentPacks.update(heir.url, {
    documents: heir.documents.map((e) => (e.docId === docId ? { ...e, owned: true } : e)),
  });
  await db.documents.update(docId as DocumentPackEntry['docId'], {
    origin: { kind: 'pack', url: heir.url, name: heir.name },
  });
}
