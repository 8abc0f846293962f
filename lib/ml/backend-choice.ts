import type { AdapterReport, DevicePreference } from './device-choice';
import type { Device } from './registry';

/**
 * Which backend to keep after measuring both on a model's first use (pure: timings in, device
 * and a sentence out). WebGPU must be clearly faster to be kept: it holds GPU memory and its
 * figures vary more between runs, so a near tie goes to WASM.
 */

/** One backend's measurement: the median ms of its timed runs, or why it could not run. */
export type Trial = { ms: number; runs: number } | { error: string };

export interface BackendChoice {
  device: Device;
  reason: string;
}

/** WebGPU is kept only when it takes at most this share of WASM's time. */
const WEBGPU_MARGIN = 0.9;

const ms = (t: { ms: number }) => `${t.ms < 10 ? t.ms.toFixed(1) : Math.round(t.ms)} ms`;

/**
 * `preference` is Settings → Models' choice: `auto` keeps the faster; `webgpu` (asked for
 * explicitly) stays on WebGPU while it works, and the sentence says when WASM was faster.
 * Null when neither backend ran (the caller reports both errors).
 */
export function decideBackend(webgpu: Trial, wasm: Trial, preference: DevicePreference = 'auto'): BackendChoice | null {
  if ('error' in webgpu && 'error' in wasm) return null;
  if ('error' in webgpu)
    return {
      device: 'wasm',
      reason: `WASM chosen: WebGPU failed while being measured (${webgpu.error}); WASM ${ms(wasm as { ms: number })} per run.`,
    };
  if ('error' in wasm)
    return {
      device: 'webgpu',
      reason: `WebGPU chosen: ${ms(webgpu)} per run; WASM failed while being measured (${wasm.error}).`,
    };
  const figures = `${ms(webgpu)} vs WASM ${ms(wasm)} per run`;
  const gpuWins = webgpu.ms <= wasm.ms * WEBGPU_MARGIN;
  if (preference === 'webgpu')
    return {
      device: 'webgpu',
      reason: gpuWins
        ? `WebGPU (as chosen): ${figures}.`
        : `WebGPU (as chosen): ${figures}. WASM is faster here: choose “Best available” to let ClaimLens use it.`,
    };
  if (gpuWins) return { device: 'webgpu', reason: `WebGPU chosen: ${figures}.` };
  return {
    device: 'wasm',
    reason: `WASM chosen: WebGPU ${ms(webgpu)} vs WASM ${ms(wasm)} per run${webgpu.ms <= wasm.ms ? ' (WebGPU not faster by 10 % or more)' : ''}.`,
  };
}

/** What a remembered choice is valid for: the graph file's hash, the adapter and onnxruntime's version. */
export function measurementKey(graphSha256: string, adapter: AdapterReport | null, ortVersion: string): string {
  const gpu = adapter ? [adapter.vendor, adapter.architecture, adapter.description].join('/') : 'no adapter';
  return `${graphSha256}|${gpu}|onnxruntime ${ortVersion}`;
}

/** The median of a non-empty list of run times (one slow run, a GC or a shader compile, does not decide). */
export function median(times: readonly number[]): number {
  const s = [...times].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}
