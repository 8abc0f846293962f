import * as v from 'valibot';

import { log } from '../log/log';
import type { ModelStore } from './store';

/**
 * The remembered outcome of measuring both backends (backend-measure.ts), kept in the model's
 * own folder so that deleting the model forgets it. `key` (backend-choice.ts' measurementKey)
 * says what it is valid for: another graph, adapter or onnxruntime version measures again.
 */
const MsSchema = v.nullable(v.pipe(v.number(), v.finite(), v.minValue(0)));

/** Read back whole, as every stored file is: Settings → Models shows `reason` and the figures. */
const MeasurementSchema = v.object({
  key: v.pipe(v.string(), v.maxLength(512)),
  device: v.picklist(['webgpu', 'wasm']),
  reason: v.pipe(v.string(), v.maxLength(500)),
  webgpuMs: MsSchema,
  wasmMs: MsSchema,
  measuredAt: v.pipe(v.number(), v.finite(), v.minValue(0)),
});

export type BackendMeasurement = v.InferOutput<typeof MeasurementSchema>;

const FILE = 'claimlens-backend.json';

export async function readMeasurement(store: ModelStore, modelId: string): Promise<BackendMeasurement | null> {
  if ((await store.fileSize(modelId, FILE)) === null) return null;
  try {
    const parsed = v.safeParse(
      MeasurementSchema,
      JSON.parse(new TextDecoder().decode(await store.read(modelId, FILE))),
    );
    if (parsed.success) return parsed.output;
    log.warn(
      'models',
      `The remembered backend of ${modelId} is malformed (${parsed.issues[0].message}): it is measured again`,
    );
    return null;
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
