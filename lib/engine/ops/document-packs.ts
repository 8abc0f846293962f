import {
  type DocumentPackOptions,
  ensureDocumentPacks,
  refreshDocumentPacks,
  subscribeDocumentPack,
  unsubscribeDocumentPack,
} from '../../documents/packs/subscriptions';
import type { EngineConfig } from '../../settings/run-config';
import type { documentPackOps } from '../declare/document-packs';
import type { EngineServices, OpHandlers } from '../services';

/**
 * Document packs' requests: their documents go through the library with the request's document
 * settings and the installed embedding model (none: found by BM25 until one is installed).
 */
export function documentPackOpHandlers(s: EngineServices): OpHandlers<typeof documentPackOps> {
  const options = async (config: EngineConfig): Promise<DocumentPackOptions> => ({
    embedder: await s.models.embedder(),
    settings: config.settings.documents,
  });
  return {
    'documents.packs.subscribe': async (p, config) => subscribeDocumentPack(s.db, p, 'reader', await options(config)),
    'documents.packs.ensure': async (p, config) => ensureDocumentPacks(s.db, p.packs, await options(config)),
    'documents.packs.refresh': async (_p, config) => refreshDocumentPacks(s.db, await options(config)),
    'documents.packs.unsubscribe': async (p) => unsubscribeDocumentPack(s.db, p.url, 'reader'),
  };
}
