/**
 * Stopping an idle engine worker to give its memory back. onnxruntime-web's WASM memory never
 * shrinks: releasing a session frees space inside the WASM heap, not to the system. So once the
 * models were released for being idle (Settings → Models, "Unload models after") and nothing else
 * runs in the engine, the worker says so and its host ends it; the next request starts a fresh
 * worker, which loads the models again when a check needs them.
 */

export const ENGINE_IDLE = 'engine.idle';

/** The worker's word to its host that it may be stopped; never relayed beyond the host. */
export interface EngineIdleEvent {
  kind: typeof ENGINE_IDLE;
}

export const isEngineIdleEvent = (e: unknown): e is EngineIdleEvent =>
  typeof e === 'object' && e !== null && (e as { kind?: unknown }).kind === ENGINE_IDLE;

/** What runs in the engine besides the requests its host is waiting for. */
export interface EngineActivity {
  checksActive: number;
  checksQueued: number;
  /** The start-up knowledge work (starter pack, vectors) is still going. */
  startupWork: boolean;
  /** No local model loaded, loading or downloading. */
  modelsQuiet: boolean;
  /** A local LLM (WebLLM) is loaded or loading: reloading it takes minutes, so it keeps the worker. */
  localLlmActive: boolean;
}

/** Whether stopping the worker now loses nothing: no check, no start-up work, no model, no local LLM. */
export function mayStop(a: EngineActivity): boolean {
  return a.checksActive === 0 && a.checksQueued === 0 && !a.startupWork && a.modelsQuiet && !a.localLlmActive;
}
