import type { EnginePayload, EngineResults, PanelEngineOp } from '../engine/protocol';
import { sendToBackground } from './client';

/** Typed engine request from an extension page (side panel), through the background; only ops declared for extension pages. */
export function callEngine<K extends PanelEngineOp>(op: K, payload: EnginePayload<K>): Promise<EngineResults[K]> {
  return sendToBackground('engine.call', { op, payload }) as Promise<EngineResults[K]>;
}
