import * as v from 'valibot';

import { defineRequest, returns } from '../../core/protocol';
import type { ConnectionResult } from '../../llm/connection';
import type { LocalLlmStatus } from '../../llm/webllm';
import { FROM_PANEL } from './senders';

/** Settings → LLM: test the configured endpoint; download, inspect and remove local models. */
const ModelIdSchema = v.pipe(v.string(), v.maxLength(200));

export type LlmTestResult = ConnectionResult | { ok: false; message: string };

export const llmOps = {
  'llm.test': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({}),
    result: returns<LlmTestResult>(),
  }),
  'llm.local.status': defineRequest({
    from: FROM_PANEL,
    resend: true,
    payload: v.object({}),
    result: returns<LocalLlmStatus>(),
  }),
  'llm.local.download': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({ modelId: ModelIdSchema }),
    result: returns<{ started: boolean }>(),
  }),
  'llm.local.remove': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({ modelId: ModelIdSchema }),
    result: returns<{ removed: boolean }>(),
  }),
};
