import { createBatchFromTask } from '../../documents/batch/store';
import type { BatchHost } from '../batches';
import type { documentBatchOps } from '../declare/batches';
import type { EngineServices, OpHandlers } from '../services';

/** Lists of claims (issue 30 item 4): the batch host does the work; the batch row carries the progress. */
export function batchOpHandlers(s: EngineServices, host: BatchHost): OpHandlers<typeof documentBatchOps> {
  return {
    'documents.batch.start': async (p, config) => {
      const batch = await createBatchFromTask(s.db, p.taskId, config.settings.documents.batchConcurrency);
      await host.run(batch, config);
      const { id, name, total, errors, concurrency } = batch;
      return { id, name, total, errors, concurrency };
    },
    'documents.batch.pause': async (p) => {
      await host.pause(p.batchId);
      return { ok: true };
    },
    'documents.batch.resume': async (p, config) => {
      await host.resume(p.batchId, config);
      return { ok: true };
    },
    'documents.batch.cancel': async (p) => {
      await host.cancel(p.batchId);
      return { ok: true };
    },
  };
}
