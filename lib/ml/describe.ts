import { modelsBuiltin } from '../i18n/catalogue/models-builtin';
import { modelsEngine as mm } from '../i18n/catalogue/models-engine';
import { formatFixed, formatNumber } from '../i18n/format';
import type { Message } from '../i18n/locales';
import { tCount } from '../i18n/plural';
import { t } from '../i18n/t';
import type { BackendMeasurement } from './backend-record';
import { formatBytes } from './errors';
import type { ModelStatus } from './manager';
import type { DeviceReport } from './runtime';

/** Words for Settings → Models (pure, so they are tested without a browser). */

/** The built-in models' texts by their English, as the registry entries hold them. */
const BUILTIN_TEXTS = new Map(Object.values(modelsBuiltin).map((message) => [message.texts.en, message]));

/** A model's description, quality or note in the reader's language; a custom model's own words stay as written. */
export function describeText(text: string): string {
  const known = BUILTIN_TEXTS.get(text);
  return known ? t(known) : text;
}

export function describeDevice(d: DeviceReport): string {
  if (d.backend === 'onnxruntime-node') return 'CPU (onnxruntime-node)';
  if (d.device === 'webgpu') {
    const a = d.adapter;
    const name = [a?.vendor, a?.architecture].filter(Boolean).join(' ') || a?.description || t(mm.unknownAdapter);
    return `WebGPU — ${name}${a?.isFallbackAdapter ? t(mm.fallbackAdapter) : ''}`;
  }
  const threads =
    d.threads > 1 || d.crossOriginIsolated ? tCount(d.threads, mm.threadsOne, mm.threadsOther) : t(mm.notIsolated);
  return `WASM (CPU), ${threads}`;
}

export function describeSize(m: ModelStatus): string {
  if (m.state === 'installed') return t(mm.onDisk, formatBytes(m.bytesOnDisk));
  const approx = m.files.some((f) => !f.stored && f.approximate) ? '≈ ' : '';
  const left = t(mm.toDownload, `${approx}${formatBytes(m.bytesToDownload)}`);
  return m.bytesOnDisk > 0 ? t(mm.kept, left, formatBytes(m.bytesOnDisk)) : left;
}

export function describeState(m: ModelStatus): string {
  switch (m.state) {
    case 'installed':
      return t(mm.installed);
    case 'downloading':
      return t(mm.downloading);
    case 'partial':
      return t(mm.partial);
    case 'not-installed':
      return t(mm.notInstalled);
  }
}

const THRESHOLD_WORDS: Record<NonNullable<ModelStatus['about']['thresholdStatus']>, Message> = {
  'from-paper': mm.fromPaper,
  estimated: mm.estimated,
  calibrated: mm.calibrated,
  'needs-calibration': mm.needsCalibration,
};

/** "Licence MIT · q8 ≈ 34 MB · fp16 ≈ 67 MB · fp32 ≈ 133 MB" */
export function describeFacts(m: ModelStatus): string {
  const sizes = m.about.sizes.map((s) => `${s.dtype} ${s.approximate ? '≈ ' : ''}${formatBytes(s.bytes)}`);
  return [m.about.licence ? t(mm.licence, m.about.licence) : t(mm.noLicence), ...sizes].join(' · ');
}

/** Embedders: the memory threshold and where it comes from; null for NLI models. */
export function describeThreshold(m: ModelStatus): string | null {
  const a = m.about;
  if (m.task !== 'embed' || a.threshold === null) return null;
  const status = a.thresholdStatus ? ` (${t(THRESHOLD_WORDS[a.thresholdStatus])})` : '';
  return t(
    mm.threshold,
    formatFixed(a.threshold, 2),
    status,
    a.thresholdNote ? `: ${describeText(a.thresholdNote)}` : '.',
  );
}

/** A figure with its decimals in the reader's language, ungrouped as `toFixed` writes it. */
const plain = (n: number, digits: number) =>
  formatNumber(n, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false });

export function describeStats(m: ModelStatus): string | null {
  const s = m.stats;
  if (!s || !s.calls) return null;
  const per = s.items ? s.totalMs / s.items : 0;
  const calls = tCount(s.calls, mm.callsOne, mm.callsOther);
  return t(m.task === 'embed' ? mm.statsText : mm.statsPair, calls, plain(s.lastMs, 0), plain(per, 1));
}

/**
 * "WebGPU chosen: 12 ms vs WASM 40 ms per run, measured 2026-12-01." (the date in UTC). The
 * reason is stored as the measurement wrote it, in English (docs/known-limits.md).
 */
export function describeMeasurement(m: BackendMeasurement): string {
  const date = new Date(m.measuredAt).toISOString().slice(0, 10);
  return m.reason.includes(' per run')
    ? // not interface text: the stored English reason, its date put after its figures
      m.reason.replace(' per run', ` per run, measured ${date}`)
    : `${m.reason} Measured ${date}.`;
}
