/// <reference lib="webworker" />
import { ModelManager } from './manager';
import { webOrtBuilds } from './ort-builds';
import { OnnxRuntime, type RuntimeOptions } from './runtime';
import { LocalModels } from './services';
import { opfsStore } from './store-opfs';

/**
 * The engine worker's models (Chrome: inside the offscreen document; Firefox: the background
 * page). onnxruntime-web's builds ship in the extension under /ort/ (ort-builds.ts); files
 * are kept in OPFS; WebGPU when an adapter exists; wasm threads when cross-origin isolated.
 */
export function createBrowserModels(): LocalModels {
  const scope = self as unknown as WorkerGlobalScope & { crossOriginIsolated?: boolean };
  const runtime = new OnnxRuntime({
    builds: webOrtBuilds,
    wasmPaths: new URL('/ort/', scope.location.href).href,
    gpu: (navigator as unknown as { gpu?: RuntimeOptions['gpu'] }).gpu ?? null,
    crossOriginIsolated: Boolean(scope.crossOriginIsolated),
    hardwareConcurrency: navigator.hardwareConcurrency,
  });
  return new LocalModels(new ModelManager(opfsStore(), runtime));
}
