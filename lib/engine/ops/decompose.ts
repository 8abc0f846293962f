import { pickProblem } from '../../decompose/pick';
import { DECOMPOSE_TRACE_KEY } from '../../decompose/trace';
import { toSummary } from '../../jobs/summary';
import type { decomposeOps } from '../declare/decompose';
import type { EngineServices, OpHandlers } from '../services';

/** Engine requests about long selections: the reader changes which sentences are checked. */

export function decomposeOpHandlers(s: EngineServices): OpHandlers<typeof decomposeOps> {
  return {
    'check.repick': async (p, config) =>
      toSummary(
        await s.runner.repick(
          p.checkId,
          p.picked,
          config,
          (record) => pickProblem(record.traces[DECOMPOSE_TRACE_KEY], p.picked),
          p.subscriber,
        ),
      ),
  };
}
