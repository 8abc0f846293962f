import type { OrtBuild, OrtModule } from './runtime';

/**
 * onnxruntime-web's two builds in the extension, each loaded only if chosen (runtime.ts picks
 * one when the first session opens): JSEP, which has WebGPU, and the plain WASM build. Their
 * .mjs/.wasm files ship under /ort/ (wxt.config.ts).
 */
export const webOrtBuilds: Record<OrtBuild, () => Promise<OrtModule>> = {
  wasm: () => import('onnxruntime-web/wasm'),
  webgpu: () => import('onnxruntime-web'),
};
