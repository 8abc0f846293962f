import * as v from 'valibot';
import type { CheckSummary } from '../core/schemas';
import { checkOps, type CheckOpResults } from './ops/checks';
import { kgOps, type KgOpResults } from './ops/kg';
import { consentOps, type ConsentOpResults } from './ops/consent';
import { decomposeOps, type DecomposeOpResults } from './ops/decompose';
import { llmOps, type LlmOpResults } from './ops/llm';
import { modelOps, type ModelOpResults } from './ops/models';
import { webOps, type WebOpResults } from './ops/web';

/**
 * Requests the background sends to the engine (offscreen document + worker in Chrome, the
 * background page's worker in Firefox), one module per area under ops/. Every request carries
 * the engine config (settings, secrets, trusted sources) next to its payload.
 */
export const engineOps = {
  ...checkOps,
  ...kgOps,
  ...llmOps,
  ...consentOps,
  ...decomposeOps,
  ...modelOps,
  ...webOps,
} as const;

export type EngineOps = typeof engineOps;
export type EngineOp = keyof EngineOps;
export type EnginePayload<K extends EngineOp> = v.InferOutput<EngineOps[K]>;
export type EngineResults = CheckOpResults & ModelOpResults & WebOpResults & LlmOpResults & ConsentOpResults & KgOpResults & DecomposeOpResults;
export type { EngineStatus } from './ops/checks';

/** Events the engine pushes; the background relays check updates to the subscribed tabs. */
export type EngineEvent = {
  kind: 'check.update';
  summary: CheckSummary;
  subscribers: { tabId: number; frameId: number }[];
};

export function parseEngineRequest(op: unknown, payload: unknown): { op: EngineOp; payload: unknown } {
  if (typeof op !== 'string' || !Object.hasOwn(engineOps, op)) throw new Error(`Unknown engine request "${String(op)}".`);
  const schema = engineOps[op as EngineOp];
  const result = v.safeParse(schema, payload);
  if (!result.success) throw new Error(`Engine request "${op}" is malformed: ${result.issues[0]?.message ?? 'invalid'}.`);
  return { op: op as EngineOp, payload: result.output };
}
