import type { BackendMeasurement } from './backend-record';
import { formatBytes } from './errors';
import type { ModelStatus } from './manager';
import type { DeviceReport } from './runtime';

/** Words for Settings → Models (pure, so they are tested without a browser). */

export function describeDevice(d: DeviceReport): string {
  if (d.backend === 'onnxruntime-node') return 'CPU (onnxruntime-node)';
  if (d.device === 'webgpu') {
    const a = d.adapter;
    const name = [a?.vendor, a?.architecture].filter(Boolean).join(' ') || a?.description || 'unknown adapter';
    return `WebGPU — ${name}${a?.isFallbackAdapter ? ' (fallback adapter: software, slow)' : ''}`;
  }
  const threads =
    d.threads > 1
      ? `${d.threads} threads`
      : d.crossOriginIsolated
        ? '1 thread'
        : '1 thread (not cross-origin isolated)';
  return `WASM (CPU), ${threads}`;
}

export function describeSize(m: ModelStatus): string {
  if (m.state === 'installed') return `${formatBytes(m.bytesOnDisk)} on disk`;
  const left = `${m.files.some((f) => !f.stored && f.approximate) ? '≈ ' : ''}${formatBytes(m.bytesToDownload)} to download`;
  return m.bytesOnDisk > 0 ? `${left} (${formatBytes(m.bytesOnDisk)} kept)` : left;
}

export function describeState(m: ModelStatus): string {
  switch (m.state) {
    case 'installed':
      return 'Installed';
    case 'downloading':
      return 'Downloading';
    case 'partial':
      return 'Partly downloaded';
    case 'not-installed':
      return 'Not installed';
  }
}

const THRESHOLD_WORDS = {
  'from-paper': 'from the design paper',
  estimated: 'an estimate',
  calibrated: 'calibrated',
  'needs-calibration': 'needs calibration',
} as const;

/** "Licence MIT · q8 ≈ 34 MB · fp16 ≈ 67 MB · fp32 ≈ 133 MB" */
export function describeFacts(m: ModelStatus): string {
  const sizes = m.about.sizes.map((s) => `${s.dtype} ${s.approximate ? '≈ ' : ''}${formatBytes(s.bytes)}`);
  return [m.about.licence ? `Licence ${m.about.licence}` : 'Licence not stated', ...sizes].join(' · ');
}

/** Embedders: the memory threshold and where it comes from; null for NLI models. */
export function describeThreshold(m: ModelStatus): string | null {
  const a = m.about;
  if (m.task !== 'embed' || a.threshold === null) return null;
  const status = a.thresholdStatus ? ` (${THRESHOLD_WORDS[a.thresholdStatus]})` : '';
  return `Memory threshold ${a.threshold.toFixed(2)}${status}${a.thresholdNote ? `: ${a.thresholdNote}` : '.'}`;
}

export function describeStats(m: ModelStatus): string | null {
  const s = m.stats;
  if (!s || !s.calls) return null;
  const per = s.items ? s.totalMs / s.items : 0;
  return `${s.calls} call${s.calls === 1 ? '' : 's'}, last ${s.lastMs.toFixed(0)} ms, ${per.toFixed(1)} ms per ${m.task === 'embed' ? 'text' : 'pair'}`;
}

/** "WebGPU chosen: 12 ms vs WASM 40 ms per run, measured 2026-12-01." (the date in UTC) */
export function describeMeasurement(m: BackendMeasurement): string {
  const date = new Date(m.measuredAt).toISOString().slice(0, 10);
  return m.reason.includes(' per run')
    ? m.reason.replace(' per run', ` per run, measured ${date}`)
    : `${m.reason} Measured ${date}.`;
}
