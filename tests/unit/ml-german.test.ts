import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { describeDevice, describeState, describeText } from '../../lib/ml/describe';
import { chooseDevice, chooseThreads } from '../../lib/ml/device-choice';
import { downloadFile } from '../../lib/ml/download';
import { translateToEnglish } from '../../lib/ml/language/translate';
import { downloadButton, downloadFailure, downloadLine } from '../../lib/ml/language/translation-download';
import { pairLine } from '../../lib/ml/language/translation-pairs';
import { modelOffer, type OfferModel } from '../../lib/ml/offer';
import { findModel } from '../../lib/ml/registry';
import type { DeviceReport } from '../../lib/ml/runtime';
import { fsStore } from '../../lib/ml/store-fs';
import { useBrowserLocale } from '../support/i18n';

/** What the engine says about its models, read in a German browser. */

const MB = 1024 * 1024;
const model = (name: string, bytes: number): OfferModel => ({
  name,
  state: 'not-installed',
  bytesToDownload: bytes,
  download: null,
  error: null,
});

describe('the models’ words in a German browser', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('offers the missing models and says where they run in German', () => {
    restore = useBrowserLocale('de');
    const offer = modelOffer({
      models: [model('MiniLM-L6', 23 * MB), model('DeBERTa-v3 xsmall NLI', 87 * MB)],
      downloads: 'allowed',
      downloadsLocked: false,
      pinned: true,
      dismissed: false,
    });
    expect(offer).toEqual({
      kind: 'offer',
      text: 'Lokale Modelle fehlen, daher konnte das Gedächtnis diese Behauptung nicht klären. Laden Sie MiniLM-L6 (23 MB) und DeBERTa-v3 xsmall NLI (87 MB) einmal herunter, dann wird diese Behauptung auf diesem Gerät erneut geprüft. Ihre Organisation hat diese Modelle gewählt.',
      button: 'Modelle herunterladen (110 MB)',
    });
    expect(describeState({ state: 'partial' } as never)).toBe('Teilweise heruntergeladen');
    expect(describeText(findModel('all-MiniLM-L6-v2')!.description)).toBe(
      'sentence-transformers/all-MiniLM-L6-v2: 384 Dimensionen, 6 Schichten. Schnell auf jedem Gerät.',
    );
    expect(describeText('A custom model of my own.')).toBe('A custom model of my own.');
    const wasm = { backend: 'onnxruntime-web', device: 'wasm', threads: 4, crossOriginIsolated: true } as DeviceReport;
    expect(describeDevice(wasm)).toBe('WASM (CPU), 4 Threads');
    expect(chooseDevice('auto', null, 'onnxruntime-web').note).toBe(
      'Kein WebGPU-Adapter auf diesem Gerät: WASM (CPU) wird verwendet.',
    );
    expect(chooseThreads(8, 2, true).note).toBe(
      '8 Threads angefordert, aber dieses Gerät hat 2 Kerne: 2 werden verwendet.',
    );
  });

  it('names the translation pair in the reader’s language, each step and failure in German', async () => {
    restore = useBrowserLocale('de');
    expect(downloadButton('fr')).toBe('Übersetzung Französisch → Englisch herunterladen (Chrome, auf diesem Gerät)');
    expect(downloadLine({ phase: 'downloading', loaded: 0.4 }, 'fr')).toBe(
      'Das Übersetzungsmodell Französisch → Englisch wird heruntergeladen … 40 %',
    );
    expect(pairLine('fr', 'downloadable')).toBe('Französisch → Englisch: Chrome kann es herunterladen');
    expect(await translateToEnglish(null, 'Bonjour', 'fr')).toEqual({
      ok: false,
      reason:
        'dieser Browser hat keine Übersetzung auf dem Gerät (die Translator API von Chrome, Chrome 138 oder neuer auf einem Desktop-Computer)',
    });
    expect(downloadFailure(new DOMException('full', 'QuotaExceededError'), 'fr')).toMatch(
      /^Nicht genug Speicherplatz für das Übersetzungsmodell Französisch → Englisch \(QuotaExceededError\)/,
    );
  });

  it('says why a model download stopped in German', async () => {
    restore = useBrowserLocale('de');
    const store = fsStore(await mkdtemp(path.join(os.tmpdir(), 'claimlens-de-')));
    // The mirror answers as a server without the file does.
    const missing: typeof fetch = () => Promise.resolve(new Response('Not Found', { status: 404 }));
    const target = {
      url: 'https://mirror.example/m/resolve/main/onnx/model.onnx',
      modelId: 'm',
      path: 'onnx/model.onnx',
    };
    await expect(downloadFile(store, target, () => undefined, new AbortController().signal, missing)).rejects.toThrow(
      /^https:\/\/mirror\.example\/m\/resolve\/main\/onnx\/model\.onnx wurde nicht gefunden \(HTTP 404\)\. Prüfen Sie die Spiegel-URL unter Einstellungen → Modelle/,
    );
  });
});
