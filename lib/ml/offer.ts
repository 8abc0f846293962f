import type { ModelOffer } from '../core/model-offer';
import { formatBytes } from './errors';
import type { ModelStatus } from './manager';

/**
 * What a check that found the local models missing offers the reader (the badge in the page and
 * the side panel's Check tab): pure, so every case is tested without a browser.
 */

export type OfferModel = Pick<ModelStatus, 'name' | 'state' | 'bytesToDownload' | 'download' | 'error'>;

export interface OfferInput {
  /** The selected embedder and NLI model, as models.status reports them. */
  models: readonly OfferModel[];
  /** Settings → Models → downloads, and whether the organisation locked it. */
  downloads: 'allowed' | 'off';
  downloadsLocked: boolean;
  /** The organisation set which models are used (models.embedModelId or models.nliModelId locked). */
  pinned: boolean;
  /** The reader chose *Not now* on an earlier offer. */
  dismissed: boolean;
}

const MISSING = 'Local models are missing, so memory could not settle this claim';

export function modelOffer(input: OfferInput): ModelOffer {
  const needed = input.models.filter((m) => m.state !== 'installed');
  if (!needed.length) return { kind: 'ready', text: 'The local models are installed.' };
  const running = needed.filter((m) => m.state === 'downloading');
  if (running.length) return downloading(running);
  if (input.downloads === 'off')
    return {
      kind: 'locked',
      text: input.downloadsLocked
        ? `${MISSING}. Your organisation does not allow model downloads: ask it to install them, or import their files in Settings → Models.`
        : `${MISSING}. Model downloads are off in Settings → Models: turn them on there, or import the files.`,
    };
  if (input.dismissed) return { kind: 'dismissed', text: `${MISSING}: download them in Settings → Models.` };
  const size = formatBytes(needed.reduce((a, m) => a + m.bytesToDownload, 0));
  const failed = needed.find((m) => m.error);
  if (failed)
    return {
      kind: 'failed',
      text: `The download of ${failed.name} stopped: ${failed.error}`,
      button: `Download again (${size})`,
    };
  const names = needed.map((m) => `${m.name} (${formatBytes(m.bytesToDownload)})`).join(' and ');
  const chosen = input.pinned ? ' Your organisation chose these models.' : '';
  return {
    kind: 'offer',
    text: `${MISSING}. Download ${names} once, then this claim is checked again on this device.${chosen}`,
    button: `Download models (${size})`,
  };
}

function downloading(running: readonly OfferModel[]): ModelOffer {
  const done = running.reduce((a, m) => a + (m.download?.bytesDone ?? 0), 0);
  const total = running.reduce((a, m) => a + (m.download?.bytesTotal ?? m.bytesToDownload), 0);
  const names = running.map((m) => m.name).join(' and ');
  return {
    kind: 'downloading',
    text: `Downloading ${names}: ${formatBytes(done)} of ${formatBytes(total)}. The claim is checked again when done.`,
    done,
    total,
  };
}
