import { log } from '../log/log';
import type { Device } from './registry';
import type { ModelStore } from './store';

/**
 * The remembered outcome of measuring both backends (backend-measure.ts), kept in the model's
 * own folder so that deleting the model forgets it. `key` (backend-choice.ts' measurementKey)
 * says what it is valid for: another graph, adapter or onnxruntime version measures again.
 */
export interface BackendMeasurement {
  key: string;
  device: Device;
  reason: string;
  webgpuMs: number | null;
  wasmMs: number | null;
  measuredAt: number;
}

const FILE = 'claimlens-backend.json';

export async function readMeasurement(store: ModelStore, modelId: string): Promise<BackendMeasurement | null> {
  if ((await store.fileSize(modelId, FILE)) === null) return null;
  try {
    const r = JSON.parse(new TextDecoder().decode(await store.read(modelId, FILE))) as BackendMeasurement;
    return typeof r.key === 'string' && (r.device === 'webgpu' || r.device === 'wasm') ? r : null;
  } catch (e) {
    log.warn('models', `The remembered backend of ${modelId} could not be read: it is measured again`, e);
    return null;
  }
}

export function saveMeasurement(store: ModelStore, modelId: string, m: BackendMeasurement): Promise<void> {
  return store.write(modelId, FILE, new TextEncoder().encode(JSON.stringify(m)));
}

export async function forgetMeasurement(store: ModelStore, modelId: string): Promise<void> {
  if ((await store.fileSize(modelId, FILE)) !== null) await store.remove(modelId, FILE);
}
