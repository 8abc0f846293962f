import type { ModelOffer } from '../core/model-offer';
import { modelsOffer as m } from '../i18n/catalogue/models-offer';
import { formatList } from '../i18n/format';
import { t } from '../i18n/t';
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

export function modelOffer(input: OfferInput): ModelOffer {
  const needed = input.models.filter((m) => m.state !== 'installed');
  if (!needed.length) return { kind: 'ready', text: t(m.ready) };
  const running = needed.filter((m) => m.state === 'downloading');
  if (running.length) return downloading(running);
  if (input.downloads === 'off')
    return {
      kind: 'locked',
      text: t(input.downloadsLocked ? m.lockedByOrg : m.downloadsOff),
    };
  if (input.dismissed) return { kind: 'dismissed', text: t(m.dismissed) };
  const size = formatBytes(needed.reduce((a, m) => a + m.bytesToDownload, 0));
  const failed = needed.find((m) => m.error);
  if (failed)
    return {
      kind: 'failed',
      text: t(m.failed, failed.name, failed.error ?? ''),
      button: t(m.downloadAgain, size),
    };
  const names = formatList(needed.map((n) => t(m.sized, n.name, formatBytes(n.bytesToDownload))));
  const chosen = input.pinned ? t(m.orgChose) : '';
  return {
    kind: 'offer',
    text: t(m.offer, names, chosen),
    button: t(m.downloadModels, size),
  };
}

function downloading(running: readonly OfferModel[]): ModelOffer {
  const done = running.reduce((a, m) => a + (m.download?.bytesDone ?? 0), 0);
  const total = running.reduce((a, m) => a + (m.download?.bytesTotal ?? m.bytesToDownload), 0);
  const names = formatList(running.map((r) => r.name));
  return {
    kind: 'downloading',
    text: t(m.downloadingNames, names, formatBytes(done), formatBytes(total)),
    done,
    total,
  };
}
