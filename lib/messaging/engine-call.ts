import type { EngineOp, EnginePayload, EngineResults } from '../engine/protocol';
import { sendToBackground } from './client';

/** Typed engine request from an extension page (side panel), through the background. */
export function callEngine<K extends EngineOp>(op: K, payload: EnginePayload<K>): Promise<EngineResults[K]> {
  return sendToBackground('engine.call', { op, payload }) as Promise<EngineResults[K]>;
}
