import { log } from '../log/log';
import { measureBackends, type MeasureRequest } from './backend-measure';
import type { BackendMeasurement } from './backend-record';
import { ModelError } from './errors';
import type { Device, ModelEntry } from './registry';
import type { OnnxRuntime, Session } from './runtime';

/**
 * Opens a model's session. A WebGPU session that fails to load (an operator the WebGPU
 * provider lacks, a driver or memory limit) is not a damaged file: its bytes passed their
 * SHA-256. So the same graph is opened on WASM instead, the file is kept, and the note says
 * why, for the model's row in Settings → Models and the diagnostics log.
 *
 * With `measure` (device `auto` on a hardware adapter, or "Measure again"), WebGPU is not
 * assumed to be faster: both backends are measured (backend-measure.ts) unless a measurement
 * with the same key is remembered, and the faster is kept.
 */
export interface OpenedSession {
  session: Session;
  /** Set when the model runs on WASM although WebGPU was chosen. */
  fallback: string | null;
  /** The measurement that chose the backend, when one did (fresh or remembered). */
  measured: BackendMeasurement | null;
}

export interface MeasureOptions extends MeasureRequest {
  key: string;
  remembered: BackendMeasurement | null;
}

const fallbackNote = (error: string) =>
  `WebGPU could not load it, so it runs on WASM (CPU); its files are kept. (${error})`;
const NONE = { fallback: null, measured: null } as const;

export async function openSession(
  runtime: Pick<OnnxRuntime, 'createSession'>,
  bytes: Uint8Array,
  device: Device,
  entry: ModelEntry,
  measure?: MeasureOptions,
): Promise<OpenedSession> {
  if (device === 'wasm') return { session: await runtime.createSession(bytes, 'wasm', entry.id), ...NONE };
  if (measure) {
    const known = measure.remembered?.key === measure.key ? measure.remembered : null;
    if (known?.device === 'wasm')
      return { session: await runtime.createSession(bytes, 'wasm', entry.id), fallback: null, measured: known };
    if (!known) {
      const m = await measureBackends(runtime, bytes, entry, measure);
      const ms = (t: typeof m.webgpu) => ('ms' in t ? t.ms : null);
      return {
        session: m.session,
        fallback: 'error' in m.webgpu ? fallbackNote(m.webgpu.error) : null,
        measured: {
          key: measure.key,
          device: m.device,
          reason: m.reason,
          webgpuMs: ms(m.webgpu),
          wasmMs: ms(m.wasm),
          measuredAt: Date.now(),
        },
      };
    }
    return { ...(await openWebGpu(runtime, bytes, entry)), measured: known };
  }
  return { ...(await openWebGpu(runtime, bytes, entry)), measured: null };
}

async function openWebGpu(
  runtime: Pick<OnnxRuntime, 'createSession'>,
  bytes: Uint8Array,
  entry: ModelEntry,
): Promise<Omit<OpenedSession, 'measured'>> {
  let gpuError: string;
  try {
    return { session: await runtime.createSession(bytes, 'webgpu', entry.id), fallback: null };
  } catch (e) {
    gpuError = e instanceof Error ? e.message : String(e);
  }
  try {
    const session = await runtime.createSession(bytes, 'wasm', entry.id);
    const fallback = fallbackNote(gpuError);
    log.warn('models', `"${entry.name}" fell back to WASM: ${gpuError}`);
    return { session, fallback };
  } catch (e) {
    throw new ModelError(
      'load-failed',
      `"${entry.name}" could not be loaded on WebGPU (${gpuError}) nor on WASM (${e instanceof Error ? e.message : String(e)}). Its files are kept: choose another model in Settings → Models, or import a different export of it.`,
    );
  }
}
