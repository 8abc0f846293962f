// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { Badge } from '../../lib/content/badge';
import type { CheckSummary } from '../../lib/core/schemas';
import { modelOffer, type OfferInput, type OfferModel } from '../../lib/ml/offer';
import { NO_MODELS } from '../../lib/ml/types';
import { noticingMissing } from '../../lib/pipeline/missing-models';

const MB = 1024 * 1024;
const embed = (over: Partial<OfferModel> = {}): OfferModel => ({
  name: 'MiniLM-L6 (fast)',
  state: 'not-installed',
  bytesToDownload: 23 * MB,
  download: null,
  error: null,
  ...over,
});
const nli = (over: Partial<OfferModel> = {}): OfferModel => ({
  name: 'DeBERTa-v3 xsmall NLI',
  state: 'not-installed',
  bytesToDownload: 87 * MB,
  download: null,
  error: null,
  ...over,
});
const input = (over: Partial<OfferInput> = {}): OfferInput => ({
  models: [embed(), nli()],
  downloads: 'allowed',
  downloadsLocked: false,
  pinned: false,
  dismissed: false,
  ...over,
});

describe('what the local models offer says (lib/ml/offer.ts)', () => {
  it('missing: names each model with its size and offers one download of the pair', () => {
    expect(modelOffer(input())).toEqual({
      kind: 'offer',
      text: 'Local models are missing, so memory could not settle this claim. Download MiniLM-L6 (fast) (23 MB) and DeBERTa-v3 xsmall NLI (87 MB) once, then this claim is checked again on this device.',
      button: 'Download models (110 MB)',
    });
  });

  it('offers only what is missing: an installed embedder is not downloaded again', () => {
    const offer = modelOffer(input({ models: [embed({ state: 'installed' }), nli({ state: 'partial' })] }));
    expect(offer).toMatchObject({ kind: 'offer', button: 'Download models (87 MB)' });
    expect(offer.text).not.toContain('MiniLM');
  });

  it('downloading: the bytes of the running downloads, for a progress bar', () => {
    const offer = modelOffer(
      input({
        models: [
          embed({
            state: 'downloading',
            download: { file: 'onnx/model.onnx', bytesDone: 3 * MB, bytesTotal: 23 * MB },
          }),
          nli({ state: 'downloading', download: { file: 'onnx/model.onnx', bytesDone: 1 * MB, bytesTotal: null } }),
        ],
      }),
    );
    expect(offer).toEqual({
      kind: 'downloading',
      text: 'Downloading MiniLM-L6 (fast) and DeBERTa-v3 xsmall NLI: 4.0 MB of 110 MB. The claim is checked again when done.',
      done: 4 * MB,
      total: 110 * MB,
    });
  });

  it('installed: nothing to offer', () => {
    expect(modelOffer(input({ models: [embed({ state: 'installed' }), nli({ state: 'installed' })] })).kind).toBe(
      'ready',
    );
  });

  it('policy-locked: downloads forbidden by the organisation are said, with no button', () => {
    const offer = modelOffer(input({ downloads: 'off', downloadsLocked: true }));
    expect(offer).toEqual({
      kind: 'locked',
      text: 'Local models are missing, so memory could not settle this claim. Your organisation does not allow model downloads: ask it to install them, or import their files in Settings → Models.',
    });
  });

  it('downloads the reader turned off: says where to turn them on', () => {
    expect(modelOffer(input({ downloads: 'off' })).text).toContain(
      'Model downloads are off in Settings → Models: turn them on there',
    );
  });

  it('pinned models: the offer says the organisation chose them', () => {
    expect(modelOffer(input({ pinned: true })).text).toMatch(/ Your organisation chose these models\.$/);
  });

  it('dismissed: one line that still says the models are missing, and where to get them', () => {
    expect(modelOffer(input({ dismissed: true }))).toEqual({
      kind: 'dismissed',
      text: 'Local models are missing, so memory could not settle this claim: download them in Settings → Models.',
    });
  });

  it('a stopped download: its reason, and a button to try again', () => {
    const offer = modelOffer(input({ models: [embed({ error: 'Could not reach the mirror.' }), nli()] }));
    expect(offer).toEqual({
      kind: 'failed',
      text: 'The download of MiniLM-L6 (fast) stopped: Could not reach the mirror.',
      button: 'Download again (110 MB)',
    });
  });
});

describe('a check notes the local models it asked for and did not get', () => {
  it('records the embedder and the NLI model once each, and only when missing', async () => {
    const missing = new Set<'embed' | 'nli'>();
    const models = noticingMissing(NO_MODELS, missing);
    expect(await models.embedder()).toBeNull();
    expect(await models.nli()).toBeNull();
    await models.embedder();
    expect([...missing]).toEqual(['embed', 'nli']);
  });
});

const unverified = (over: Partial<CheckSummary>): CheckSummary => ({
  id: 'check:m',
  status: 'done',
  text: 'Garlic cures COVID-19.',
  updatedAt: 1,
  verdict: 'Unverified',
  ...over,
});

describe('the badge of a check that found the models missing', () => {
  // The offer lives in the side panel: on the page, a box only where memory could not settle the
  // claim would tell the page (by elementFromPoint) that its claim is not in memory.
  it('is the same box as any other Unverified badge', () => {
    const actions = {
      open: () => undefined,
      dispute: () => undefined,
      retry: () => undefined,
      cancel: () => undefined,
    };
    const missing = new Badge('check:m', actions);
    missing.update(unverified({ modelsMissing: true }));
    const settled = new Badge('check:n', actions);
    settled.update(unverified({ id: 'check:n' }));
    expect(missing.el.outerHTML.replace('check:m', 'check:n')).toBe(settled.el.outerHTML);
  });
});
