import { log } from '../log/log';
import { type BackendChoice, decideBackend, median, type Trial } from './backend-choice';
import type { DevicePreference } from './device-choice';
import { ModelError } from './errors';
import type { Device, ModelEntry } from './registry';
import type { OnnxRuntime, Session } from './runtime';

/**
 * Measures WebGPU and WASM on a model's first use (session-open.ts calls it): each backend
 * opens the graph, runs the real model once untimed (shader compilation, first allocations),
 * then a few timed runs on a fixed small input within half the budget. The faster session is
 * kept (no second load), the other released. A backend that fails to open or run is a result
 * ("WebGPU failed while being measured"), not an error; a model whose outputs do not fit its
 * entry is, whichever backend ran it.
 */

export interface MeasureRequest {
  /** One call of the real model over `session` on a fixed small input. */
  probe: (session: Session) => Promise<void>;
  preference: DevicePreference;
  /** Total time for both backends; each stops its timed runs after half of it (one timed run at least). */
  budgetMs?: number;
  runs?: number;
  signal?: AbortSignal;
  now?: () => number;
}

export interface Measured extends BackendChoice {
  session: Session;
  webgpu: Trial;
  wasm: Trial;
}

const MEASURE_BUDGET_MS = 4000;
const MEASURE_RUNS = 5;

const message = (e: unknown) => (e instanceof Error ? e.message : String(e)).replace(/\s+/g, ' ').slice(0, 200);

const release = (session: Session, entry: ModelEntry) =>
  session
    .release()
    .catch((e: unknown) => log.info('models', `A measuring session of ${entry.id} could not be released`, e));

async function trial(
  runtime: Pick<OnnxRuntime, 'createSession'>,
  bytes: Uint8Array,
  device: Device,
  entry: ModelEntry,
  r: MeasureRequest,
): Promise<{ trial: Trial; session: Session | null }> {
  const now = r.now ?? (() => performance.now());
  const deadline = now() + (r.budgetMs ?? MEASURE_BUDGET_MS) / 2;
  let session: Session;
  try {
    session = await runtime.createSession(bytes, device, entry.id);
  } catch (e) {
    return { trial: { error: message(e) }, session: null };
  }
  const times: number[] = [];
  try {
    r.signal?.throwIfAborted();
    await r.probe(session);
    while (times.length < (r.runs ?? MEASURE_RUNS) && (times.length === 0 || now() < deadline)) {
      r.signal?.throwIfAborted();
      const t0 = now();
      await r.probe(session);
      times.push(now() - t0);
    }
  } catch (e) {
    await release(session, entry);
    if (r.signal?.aborted || (e instanceof ModelError && e.code === 'shape-mismatch')) throw e;
    return { trial: { error: message(e) }, session: null };
  }
  return { trial: { ms: median(times), runs: times.length }, session };
}

export async function measureBackends(
  runtime: Pick<OnnxRuntime, 'createSession'>,
  bytes: Uint8Array,
  entry: ModelEntry,
  r: MeasureRequest,
): Promise<Measured> {
  const gpu = await trial(runtime, bytes, 'webgpu', entry, r);
  let cpu: Awaited<ReturnType<typeof trial>>;
  try {
    cpu = await trial(runtime, bytes, 'wasm', entry, r);
  } catch (e) {
    if (gpu.session) await release(gpu.session, entry);
    throw e;
  }
  const choice = decideBackend(gpu.trial, cpu.trial, r.preference);
  if (!choice)
    throw new ModelError(
      'load-failed',
      `"${entry.name}" could not be loaded on WebGPU (${(gpu.trial as { error: string }).error}) nor on WASM (${(cpu.trial as { error: string }).error}). Its files are kept: choose another model in Settings → Models, or import a different export of it.`,
    );
  for (const [t, device] of [
    [gpu.trial, 'WebGPU'],
    [cpu.trial, 'WASM'],
  ] as const)
    if ('error' in t) log.warn('models', `"${entry.name}" failed on ${device} while being measured: ${t.error}`);
  const kept = choice.device === 'webgpu' ? gpu.session! : cpu.session!;
  const other = choice.device === 'webgpu' ? cpu.session : gpu.session;
  if (other) await release(other, entry);
  log.info('models', `"${entry.name}": ${choice.reason}`);
  return { ...choice, session: kept, webgpu: gpu.trial, wasm: cpu.trial };
}
