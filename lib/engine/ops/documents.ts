import { fetchTrustedDocument } from '../../documents/library/fetch-url';
import { libraryOf } from '../../documents/library/library';
import { documentsStatus } from '../../documents/library/status';
import { cancelDocumentTask, newDocumentTaskId, takeStagedFile, underTask } from '../../documents/library/tasks';
import { logged } from '../../log/log';
import type { documentOps } from '../declare/documents';
import type { EngineServices, OpHandlers } from '../services';

/**
 * The document library's requests (issue 30). The library service (lib/documents/library) does
 * the work; progress goes into the task row the side panel watches. Adding and re-indexing use
 * the settings of the request's run config and the installed embedding model (none: the
 * document is found by BM25 until one is installed, then embedded in the background).
 */
export function documentOpHandlers(s: EngineServices): OpHandlers<typeof documentOps> {
  const lib = libraryOf(s.db);
  return {
    'documents.add': async (p, config) => {
      const file = await takeStagedFile(lib, p.taskId);
      const embedder = await s.models.embedder();
      return underTask(lib, p.taskId, file.name, (o) =>
        lib.add({ ...file, origin: { kind: 'file' } }, { ...o, embedder, settings: config.settings.documents }),
      );
    },
    'documents.addUrl': async (p, config) => {
      const taskId = p.taskId ?? newDocumentTaskId();
      const embedder = await s.models.embedder();
      const settings = config.settings.documents;
      return underTask(lib, taskId, p.url, async (o) => {
        const file = await fetchTrustedDocument(p.url, {
          sources: config.sources.filter((x) => x.enabled),
          hostAccess: config.hostAccess ?? null,
          maxBytes: settings.maxFileMb * 1024 * 1024,
          ...(o.signal ? { signal: o.signal } : {}),
        });
        return lib.add({ ...file, origin: { kind: 'url', url: p.url } }, { ...o, embedder, settings });
      });
    },
    'documents.remove': async (p) => lib.remove(p.id),
    'documents.reindex': async (p, config) => {
      const embedder = await s.models.embedder();
      const record = await s.db.documents.get(p.id);
      return underTask(lib, p.taskId ?? newDocumentTaskId(), record?.name ?? p.id, (o) =>
        lib.reindex(p.id, { ...o, embedder, settings: config.settings.documents }),
      );
    },
    'documents.setEnabled': async (p) => ({ changed: await lib.setEnabled(p.id, p.enabled) }),
    'documents.cancel': async (p) => ({ cancelled: cancelDocumentTask(p.taskId) }),
    'documents.status': async (_p, config) => {
      const embedder = await s.models.embedder();
      const status = await documentsStatus(lib, config.settings.documents.enabled, embedder);
      // A model installed or changed since: the chunks' vectors are computed now, in the background.
      if (embedder && status.vectors?.missing && !lib.embedding)
        lib
          .ensureVectors(embedder)
          .catch(logged('documents', `Computing chunk vectors for ${embedder.modelId} stopped`, 'error'));
      return { ...status, embedding: lib.embedding };
    },
  };
}
