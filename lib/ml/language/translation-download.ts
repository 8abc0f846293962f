import { languageName } from '../../core/language';
import { messageOf } from '../../util/errors';
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

const pairName = (from: string) => `${languageName(from)} → English`;

/** The offer's button. */
export const downloadButton = (from: string) => `Download ${pairName(from)} translation (Chrome, on this device)`;

/** The line above the button, progress bar or re-check. */
export function downloadLine(state: TranslationDownload, from: string): string {
  const name = languageName(from);
  switch (state.phase) {
    case 'offer':
      return `ClaimLens's models read English. Chrome can translate ${name} on this device once it has downloaded its ${pairName(from)} model.`;
    case 'downloading':
      return `Downloading the ${pairName(from)} translation model… ${Math.round(state.loaded * 100)} %`;
    case 'ready':
      return `The ${pairName(from)} translation is on this device. Check the claim again to check it in English.`;
    case 'failed':
      return `The ${pairName(from)} translation was not downloaded; the claim stays checked as it was.`;
  }
}

/** Chrome's refusal by its name, with what to do about it. */
export function downloadFailure(e: unknown, from: string): string {
  const pair = pairName(from);
  const name = e instanceof DOMException ? e.name : '';
  switch (name) {
    case 'NotAllowedError':
      return `Chrome started no download without a click (NotAllowedError): press the Download button itself.`;
    case 'NotSupportedError':
      return `Chrome has no ${pair} translation model for this device (NotSupportedError): the multilingual models in Settings → Models read ${languageName(from)} instead.`;
    case 'QuotaExceededError':
      return `Not enough disk space for the ${pair} translation model (QuotaExceededError): free some space, then press Download again.`;
    case 'AbortError':
      return `The ${pair} download was stopped (AbortError): press Download again.`;
    case 'NetworkError':
      return `Chrome could not fetch the ${pair} model (NetworkError): check the connection, then press Download again.`;
    default:
      return `The ${pair} download failed (${name || 'Error'}: ${messageOf(e)}): press Download again.`;
  }
}

export const NO_TRANSLATOR_HERE =
  "This browser has no on-device translation (Chrome's Translator API, Chrome 138 or later on a desktop).";

/** Downloads the pair's model; must be called within the reader's click. Resolves once it is on the device. */
export async function downloadTranslation(
  api: TranslatorApi | null,
  from: string,
  onProgress: (loaded: number) => void,
): Promise<void> {
  if (!api) throw new Error(NO_TRANSLATOR_HERE);
  const translator = await api.create({
    sourceLanguage: from,
    targetLanguage: 'en',
    monitor: (m) => m.addEventListener('downloadprogress', (e) => onProgress(e.loaded)),
  });
  // The panel translates nothing itself: the model is what was wanted, and stays.
  translator.destroy();
}
