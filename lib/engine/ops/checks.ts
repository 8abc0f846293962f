import { toSummary } from '../../jobs/summary';
import type { checkOps } from '../declare/checks';
import type { EngineServices, OpHandlers } from '../services';

/**
 * Engine requests about checks: start, follow, cancel, retry, delete. Only the background sends
 * them (it adds the sender's page and frame, and tells tabs about deletions); the side panel asks
 * through the background's own check.* requests.
 */

export function checkOpHandlers(s: EngineServices): OpHandlers<typeof checkOps> {
  return {
    'check.start': async (p, config) => {
      const { record, deduped } = await s.runner.start(p, config);
      return { summary: toSummary(record), deduped };
    },
    'check.status': async (p) => {
      const record = await s.db.checks.get(p.checkId);
      return record ? toSummary(record) : null;
    },
    'check.cancel': async (p) => {
      const record = await s.runner.cancel(p.checkId);
      return record ? toSummary(record) : null;
    },
    'check.retry': async (p, config) =>
      toSummary(await s.runner.retry(p.checkId, config, p.subscriber, { online: p.online })),
    'check.delete': async (p) => ({ deleted: await s.runner.delete(p.checkIds) }),
    'check.deleteAll': async () => ({ deleted: await s.runner.deleteAll() }),
    'engine.status': async () => ({ startedAt: s.startedAt, recovered: s.recovered(), ...s.runner.stats }),
  };
}
