import { log } from '../log/log';
import { ModelError } from './errors';
import type { Device, ModelEntry } from './registry';
import type { OnnxRuntime, Session } from './runtime';

/**
 * Opens a model's session. A WebGPU session that fails to load (an operator the WebGPU
 * provider lacks, a driver or memory limit) is not a damaged file: its bytes passed their
 * SHA-256. So the same graph is opened on WASM instead, the file is kept, and the note says
 * why, for the model's row in Settings → Models and the diagnostics log.
 */
export interface OpenedSession {
  session: Session;
  /** Set when the model runs on WASM although WebGPU was chosen. */
  fallback: string | null;
}

export async function openSession(
  runtime: Pick<OnnxRuntime, 'createSession'>,
  bytes: Uint8Array,
  device: Device,
  entry: ModelEntry,
): Promise<OpenedSession> {
  if (device === 'wasm') return { session: await runtime.createSession(bytes, 'wasm', entry.id), fallback: null };
  let gpuError: string;
  try {
    return { session: await runtime.createSession(bytes, 'webgpu', entry.id), fallback: null };
  } catch (e) {
    gpuError = e instanceof Error ? e.message : String(e);
  }
  try {
    const session = await runtime.createSession(bytes, 'wasm', entry.id);
    const fallback = `WebGPU could not load it, so it runs on WASM (CPU); its files are kept. (${gpuError})`;
    log.warn('models', `"${entry.name}" fell back to WASM: ${gpuError}`);
    return { session, fallback };
  } catch (e) {
    throw new ModelError(
      'load-failed',
      `"${entry.name}" could not be loaded on WebGPU (${gpuError}) nor on WASM (${e instanceof Error ? e.message : String(e)}). Its files are kept: choose another model in Settings → Models, or import a different export of it.`,
    );
  }
}
