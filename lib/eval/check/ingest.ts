import type { ClaimLensDB } from '../../db/database';
import { libraryOf } from '../../documents/library/library';
import type { ModelServices } from '../../ml/types';
import type { Settings } from '../../settings/schema';
import { messageOf } from '../../util/errors';
import { DataError } from '../inputs';
import type { DocumentFile } from './inputs';

/**
 * `--docs DIR` into the run's library with the extension's own ingest (extraction, chunks, the
 * embedding model's vectors when --models is given, BM25 otherwise). A document that cannot be
 * read (encrypted, scanned, damaged, too big) is reported and left out; the others are used.
 */
export async function ingestFolder(
  db: ClaimLensDB,
  docs: { documents: DocumentFile[]; ignored: string[] },
  models: ModelServices,
  settings: Settings,
  log: (line: string) => void,
): Promise<void> {
  if (docs.ignored.length) log(`Not documents, left out: ${docs.ignored.join(', ')}.`);
  const library = libraryOf(db);
  const embedder = await models.embedder();
  let read = 0;
  for (const d of docs.documents) {
    const started = performance.now();
    try {
      const r = await library.add(
        { bytes: d.bytes, name: d.name, origin: { kind: 'file' } },
        { embedder, settings: settings.documents },
      );
      read++;
      const what = r.added
        ? `${r.record.pages} pages, ${r.record.chunkCount} chunks${r.vectors.length ? `, ${r.vectors.length} vectors` : ''}`
        : `the same file as one read already`;
      log(`${d.name}: ${what} (${Math.round(performance.now() - started)} ms).`);
    } catch (e) {
      log(`${d.name} is left out: ${messageOf(e)}`);
    }
  }
  if (!read) throw new DataError(`None of the documents in the folder could be read: see the messages above.`);
}
