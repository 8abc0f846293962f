/**
 * Where an engine's memory goes, by stage: process RSS, the JS heap, JS-side buffers (model
 * bytes read from the store, downloads) and WebAssembly linear memory (onnxruntime-web's heap,
 * which never shrinks, and the vector kernels'). WebAssembly memories are found by watching
 * their creation, so this module must be loaded before the first session is opened (onnxruntime-web
 * creates its memory then, not on import).
 */
export interface Footprint {
  stage: string;
  /** Growth of the process's resident memory since the probe started. */
  rssMiB: number;
  heapMiB: number;
  buffersMiB: number;
  wasmMiB: number;
}

const memories = new Set<WebAssembly.Memory>();
const Native = WebAssembly.Memory;
// Shared (threaded) builds create their memory in JavaScript; single-threaded ones export it.
WebAssembly.Memory = new Proxy(Native, {
  construct(target, args: [WebAssembly.MemoryDescriptor]) {
    const m = new target(...args);
    memories.add(m);
    return m;
  },
});
const instantiate = WebAssembly.instantiate.bind(WebAssembly) as (...a: unknown[]) => Promise<unknown>;
const exported = (instance: WebAssembly.Instance) =>
  Object.values(instance.exports).forEach((v) => v instanceof Native && memories.add(v));
WebAssembly.Instance = new Proxy(WebAssembly.Instance, {
  construct(target, args: [WebAssembly.Module, WebAssembly.Imports?]) {
    const instance = new target(...args);
    exported(instance);
    return instance;
  },
});
(WebAssembly as { instantiate: unknown }).instantiate = async (...args: unknown[]) => {
  const r = (await instantiate(...args)) as WebAssembly.Instance | WebAssembly.WebAssemblyInstantiatedSource;
  exported('instance' in r ? r.instance : r);
  return r;
};

const mib = (bytes: number) => bytes / 2 ** 20;
const rss0 = process.memoryUsage().rss;

/**
 * The figures now, after a turn of the event loop (settled promise chains let go of what they
 * held) and a collection where node was started with --expose-gc.
 */
export async function footprint(stage: string): Promise<Footprint> {
  await new Promise((r) => setTimeout(r, 50));
  for (let i = 0; i < 3; i++) (globalThis as { gc?: () => void }).gc?.();
  const u = process.memoryUsage();
  let wasm = 0;
  for (const m of memories) wasm += m.buffer.byteLength;
  return {
    stage,
    rssMiB: mib(u.rss - rss0),
    heapMiB: mib(u.heapUsed),
    buffersMiB: mib(u.arrayBuffers),
    wasmMiB: mib(wasm),
  };
}
