import * as v from 'valibot';

import type { PayloadOf, ResultsOf } from '../core/protocol';
import { CheckSummarySchema, SubscriberSchema } from '../core/schemas';
import type { EngineConfig } from '../settings/run-config';
import { documentBatchOps } from './declare/batches';
import { checkOps, type EngineStatus } from './declare/checks';
import { consentOps } from './declare/consent';
import { decomposeOps } from './declare/decompose';
import { disputeOps } from './declare/disputes';
import { documentPackOps } from './declare/document-packs';
import { documentOps } from './declare/documents';
import { feedOps } from './declare/feeds';
import { kgOps } from './declare/kg';
import { llmOps } from './declare/llm';
import { modelOps } from './declare/models';
import { setupOps } from './declare/setup';
import { webOps } from './declare/web';
import type { RpcClient } from './rpc';

/**
 * Requests the background sends to the engine (offscreen document + worker in Chrome, the
 * background page's worker in Firefox), each declared once in declare/: payload, result, senders
 * and resend rule; their handlers are in ops/, one module per area. Every request carries the
 * engine config (settings, secrets, trusted sources) next to its payload. This file and declare/
 * import only schemas and types, so the content script and the side panel can read the
 * declarations without the engine.
 */

export const engineOps = {
  ...checkOps,
  ...feedOps,
  ...kgOps,
  ...llmOps,
  ...consentOps,
  ...decomposeOps,
  ...disputeOps,
  ...modelOps,
  ...webOps,
  ...setupOps,
  ...documentOps,
  ...documentPackOps,
  ...documentBatchOps,
};

export type EngineOps = typeof engineOps;
export type EngineOp = keyof EngineOps;
export type EnginePayload<K extends EngineOp> = PayloadOf<EngineOps[K]>;
/** Each op's payload as a sender may write it (before defaults); a mapped type, so `EngineInputs[K]` of a generic op stays the same type everywhere. */
export type EngineInputs = { [K in EngineOp]: v.InferInput<EngineOps[K]['payload']> };
export type EngineInput<K extends EngineOp> = EngineInputs[K];
export type EngineResults = ResultsOf<EngineOps>;
/** The ops the side panel may send through the background's engine.call. */
export type PanelEngineOp = {
  [K in EngineOp]: 'extension-page' extends EngineOps[K]['from'][number] ? K : never;
}[EngineOp];
export type { EngineStatus };
/** One of the engine's results (the answer to a request whose op is only known at run time). */
export type EngineResult = EngineResults[EngineOp];

/** The engine worker's RPC (engine/rpc.ts): payloads and results of the declarations, the run config with every request. */
export type EngineRpc = RpcClient<EngineInputs, EngineResults, EngineConfig>;

/** Events the engine pushes; the background relays check updates to the subscribed tabs. */
export const EngineEventSchema = v.object({
  kind: v.literal('check.update'),
  summary: CheckSummarySchema,
  subscribers: v.array(SubscriberSchema),
});

export type EngineEvent = v.InferOutput<typeof EngineEventSchema>;

export const isEngineOp = (op: unknown): op is EngineOp => typeof op === 'string' && Object.hasOwn(engineOps, op);

/** The payload of an engine request, checked against its declaration. */
export function parseEnginePayload<K extends EngineOp>(
  op: K,
  payload: unknown,
): v.InferOutput<EngineOps[K]['payload']> {
  const schema: EngineOps[K]['payload'] = engineOps[op].payload;
  const result = v.safeParse(schema, payload);
  if (!result.success)
    throw new Error(`Engine request "${op}" is malformed: ${result.issues[0]?.message ?? 'invalid'}.`);
  return result.output;
}
