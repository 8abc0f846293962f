import { modelsLocal as m } from '../../../lib/i18n/catalogue/models-local';
import { t } from '../../../lib/i18n/t';
import { log } from '../../../lib/log/log';
import { callEngine } from '../../../lib/messaging/engine-call';

/**
 * Starts a model download in the engine (Settings → Models and the guided setup); progress is
 * read with models.status. Persistent storage is asked for here because only a page may ask:
 * it keeps the browser from evicting models under storage pressure.
 */
export async function startModelDownload(
  modelId: string,
  restart: boolean,
  report: (kind: 'ok' | 'error', text: string) => void,
): Promise<void> {
  const persisted = await navigator.storage?.persist?.().catch((e: unknown) => {
    log.warn(
      'models',
      'Persistent storage could not be asked for; the browser may clear models when disk space runs low',
      e,
    );
    return false;
  });
  await callEngine('models.download', { modelId, restart });
  if (persisted === false) report('ok', t(m.downloadLowDisk));
}
