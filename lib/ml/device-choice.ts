import { modelsEngine as m } from '../i18n/catalogue/models-engine';
import { t } from '../i18n/t';
import type { Device } from './registry';

/**
 * Which device and how many WASM threads (pure, so the rules are tested without a browser).
 * WebGPU pays only on a hardware adapter: a software one (Chrome's SwiftShader, Mesa's
 * llvmpipe/lavapipe, Windows' Basic Render Driver) runs shaders on the CPU, slower than
 * onnxruntime's WASM kernels, so `auto` skips it.
 */

export type DevicePreference = 'auto' | 'webgpu' | 'wasm';
export type Backend = 'onnxruntime-web' | 'onnxruntime-node';

export interface AdapterReport {
  vendor: string;
  architecture: string;
  description: string;
  isFallbackAdapter: boolean;
}

const SOFTWARE = /swiftshader|llvmpipe|lavapipe|softpipe|software|basic render/i;

/** A software adapter: the browser says it is a fallback adapter, or its names say so. */
export function isSoftwareAdapter(a: AdapterReport): boolean {
  return a.isFallbackAdapter || SOFTWARE.test(`${a.vendor} ${a.architecture} ${a.description}`);
}

function adapterName(a: AdapterReport): string {
  return [a.vendor, a.architecture].filter(Boolean).join(' ') || a.description || 'unknown adapter';
}

/** Device table: what runs where, and why in words when it is not what was asked for. */
export function chooseDevice(
  preference: DevicePreference,
  adapter: AdapterReport | null,
  backend: Backend,
): { device: Device; note: string | null } {
  if (backend === 'onnxruntime-node')
    return { device: 'wasm', note: preference === 'webgpu' ? t(m.noWebgpuNode) : null };
  if (preference === 'wasm') return { device: 'wasm', note: null };
  if (!adapter) return { device: 'wasm', note: t(m.noAdapter) };
  if (!isSoftwareAdapter(adapter)) return { device: 'webgpu', note: null };
  if (preference === 'auto')
    return {
      device: 'wasm',
      note: t(m.softwareOnly, adapterName(adapter)),
    };
  return {
    device: 'webgpu',
    note: t(m.softwareChosen, adapterName(adapter)),
  };
}

/**
 * Which onnxruntime-web build the engine starts (once: a build cannot be swapped under a
 * running session). WebGPU needs the JSEP build; where WebGPU cannot be chosen, the plain
 * WASM build runs the same kernels from a module half the size, so it compiles in about half
 * the time and holds less code (docs/models.md, Memory).
 */
export type OrtBuild = 'wasm' | 'webgpu';

export function chooseOrtBuild(device: Device, webgpuChosen: boolean): OrtBuild {
  return device === 'webgpu' || webgpuChosen ? 'webgpu' : 'wasm';
}

/** The automatic thread count: every core but one (the browser's), at most 4. */
export function defaultThreads(cores: number): number {
  return Math.max(1, Math.min(4, Math.floor(cores) - 1));
}

/**
 * WASM threads for a `models.threads` setting (0 = automatic). Threads need SharedArrayBuffer,
 * i.e. a cross-origin isolated engine; more threads than cores only adds switching.
 */
export function chooseThreads(
  setting: number,
  cores: number,
  isolated: boolean,
): { threads: number; note: string | null } {
  const wanted = setting > 0 ? setting : defaultThreads(cores);
  // The automatic count says nothing here: describeDevice already shows "not cross-origin isolated".
  if (!isolated)
    return {
      threads: 1,
      note: setting > 1 ? t(m.threadsNeedIsolation) : null,
    };
  if (wanted > Math.max(1, cores))
    return {
      threads: Math.max(1, cores),
      note: t(m.tooManyThreads, wanted, cores, Math.max(1, cores)),
    };
  return { threads: wanted, note: null };
}
