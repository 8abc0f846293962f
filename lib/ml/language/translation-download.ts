import { modelsOffer as m } from '../../i18n/catalogue/models-offer';
import { formatLanguage } from '../../i18n/format';
import { t } from '../../i18n/t';
import { messageOf } from '../../util/errors';
import { pairName } from './names';
import type { TranslatorApi } from './translator-api';

/**
 * The download of a language pair's translation model, from the side panel: Chrome starts it
 * only within a click (user activation), which the engine's document never has, so the panel
 * makes the translator itself and gives it back at once; the model stays on the device for the
 * engine's checks. What the reader is told at each step is decided here.
 */

export type TranslationDownload =
  | { phase: 'offer' }
  | { phase: 'downloading'; loaded: number }
  | { phase: 'ready' }
  | { phase: 'failed'; error: string };

/** The offer's button. */
export const downloadButton = (from: string) => t(m.button, pairName(from));

/** The line above the button, progress bar or re-check. */
export function downloadLine(state: TranslationDownload, from: string): string {
  const name = formatLanguage(from);
  switch (state.phase) {
    case 'offer':
      return t(m.lineOffer, name, pairName(from));
    case 'downloading':
      return t(m.lineDownloading, pairName(from), Math.round(state.loaded * 100));
    case 'ready':
      return t(m.lineReady, pairName(from));
    case 'failed':
      return t(m.lineFailed, pairName(from));
  }
}

/** Chrome's refusal by its name, with what to do about it. */
export function downloadFailure(e: unknown, from: string): string {
  const pair = pairName(from);
  const name = e instanceof DOMException ? e.name : '';
  switch (name) {
    case 'NotAllowedError':
      return t(m.notAllowed);
    case 'NotSupportedError':
      return t(m.notSupported, pair, formatLanguage(from));
    case 'QuotaExceededError':
      return t(m.quota, pair);
    case 'AbortError':
      return t(m.aborted, pair);
    case 'NetworkError':
      return t(m.network, pair);
    default:
      return t(m.otherFailure, pair, name || 'Error', messageOf(e));
  }
}

/** The refusal where there is no translator, in English as tests and logs read it. */
export const NO_TRANSLATOR_HERE = m.noTranslator.texts.en;

/** Downloads the pair's model; must be called within the reader's click. Resolves once it is on the device. */
export async function downloadTranslation(
  api: TranslatorApi | null,
  from: string,
  onProgress: (loaded: number) => void,
): Promise<void> {
  if (!api) throw new Error(t(m.noTranslator));
  const translator = await api.create({
    sourceLanguage: from,
    targetLanguage: 'en',
    monitor: (m) => m.addEventListener('downloadprogress', (e) => onProgress(e.loaded)),
  });
  // The panel translates nothing itself: the model is what was wanted, and stays.
  translator.destroy();
}
