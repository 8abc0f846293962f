// @vitest-environment jsdom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { ModelRow } from '../../components/sidepanel/settings/ModelRow';
import type { BackendMeasurement } from '../../lib/ml/backend-record';
import { aboutModel } from '../../lib/ml/catalog';
import { describeMeasurement } from '../../lib/ml/describe';
import type { ModelStatus } from '../../lib/ml/manager';
import { findModel } from '../../lib/ml/registry';

/** Settings → Models' row: the measured backend with its figures, and "Measure again" where there is a choice. */

const measured: BackendMeasurement = {
  key: 'k',
  device: 'webgpu',
  reason: 'WebGPU chosen: 12 ms vs WASM 40 ms per run.',
  webgpuMs: 12,
  wasmMs: 40,
  measuredAt: Date.UTC(2026, 11, 1, 23, 30),
};

function status(patch: Partial<ModelStatus>): ModelStatus {
  const entry = findModel('all-MiniLM-L6-v2')!;
  return {
    id: entry.id,
    name: entry.name,
    task: 'embed',
    description: '',
    custom: false,
    selected: true,
    device: 'webgpu',
    runsOn: 'webgpu',
    deviceNote: null,
    measurement: null,
    dtype: 'fp32',
    state: 'installed',
    files: [],
    bytesOnDisk: 90e6,
    bytesToDownload: 0,
    download: null,
    error: null,
    loaded: true,
    stats: null,
    source: null,
    about: aboutModel(entry),
    ...patch,
  };
}

const text = (m: ModelStatus) =>
  renderToStaticMarkup(
    createElement(ModelRow, { model: m, selected: true, onSelect() {}, onChanged() {}, report() {} }),
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the measured backend in Settings → Models', () => {
  it('puts the date into the sentence, after the figures', () => {
    expect(describeMeasurement(measured)).toBe('WebGPU chosen: 12 ms vs WASM 40 ms per run, measured 2026-12-01.');
    expect(
      describeMeasurement({
        ...measured,
        reason:
          'WebGPU (as chosen): 90 ms vs WASM 40 ms per run. WASM is faster here: choose “Best available” to let ClaimLens use it.',
      }),
    ).toBe(
      'WebGPU (as chosen): 90 ms vs WASM 40 ms per run, measured 2026-12-01. WASM is faster here: choose “Best available” to let ClaimLens use it.',
    );
  });

  it('shows the choice and its figures, with "Measure again"', () => {
    const t = text(status({ measurement: measured }));
    expect(t).toContain('WebGPU chosen: 12 ms vs WASM 40 ms per run, measured 2026-12-01.');
    expect(t).toContain('Measure again');
  });

  it('offers a first measurement on WebGPU before any', () => {
    const t = text(status({}));
    expect(t).toContain('Measure WebGPU against WASM');
    expect(t).not.toContain('measured 20');
  });

  it('has nothing to measure on WASM, nor for a model not downloaded', () => {
    expect(text(status({ device: 'wasm', runsOn: 'wasm' }))).not.toMatch(/Measure/);
    expect(text(status({ state: 'not-installed', measurement: null }))).not.toMatch(/Measure/);
  });
});
