import type { documentOps } from '../declare/documents';
import type { EngineServices, OpHandlers } from '../services';

/**
 * The document library's requests (issue 30). The library service (lib/documents/library) does
 * the work; progress goes into the task row the side panel watches.
 */
export function documentOpHandlers(_s: EngineServices): OpHandlers<typeof documentOps> {
  const pending = (op: string) => async (): Promise<never> => {
    throw new Error(`${op} is not wired to the library yet (issue 30, next commit).`);
  };
  return {
    'documents.add': pending('documents.add'),
    'documents.addUrl': pending('documents.addUrl'),
    'documents.remove': pending('documents.remove'),
    'documents.reindex': pending('documents.reindex'),
    'documents.setEnabled': pending('documents.setEnabled'),
    'documents.cancel': pending('documents.cancel'),
    'documents.status': pending('documents.status'),
  };
}
