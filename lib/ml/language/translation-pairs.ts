import { modelsLanguage as m } from '../../i18n/catalogue/models-language';
import { t } from '../../i18n/t';
import { log } from '../../log/log';
import { messageOf } from '../../util/errors';
import { pairName } from './names';
import type { TranslatorAvailability } from './translator-api';

/**
 * The language pairs (to English) ClaimLens has asked Chrome to translate, for Settings → Models
 * to list with their state. Kept in the extension's localStorage, which the offscreen document
 * that translates and the side panel that lists share (the engine's worker has none: its host
 * remembers for it). Only language codes are kept, never text.
 */

const KEY = 'claimlens:translation-pairs';

/** The source languages asked for, in the order first asked. */
export function usedPairs(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((c): c is string => typeof c === 'string') : [];
  } catch (e) {
    log.warn('language', `The list of translation pairs could not be read: ${messageOf(e)}`);
    return [];
  }
}

export function rememberPair(from: string, storage: Storage | undefined = globalThis.localStorage): void {
  const used = usedPairs(storage);
  if (!storage || used.includes(from)) return;
  storage.setItem(KEY, JSON.stringify([...used, from]));
}

/** One pair's line in Settings → Models. */
export function pairLine(from: string, state: TranslatorAvailability | 'missing' | null): string {
  const pair = pairName(from);
  if (state === null) return t(m.asking, pair);
  if (state === 'missing') return t(m.missing, pair);
  if (state === 'available') return t(m.available, pair);
  if (state === 'downloading') return t(m.downloading, pair);
  if (state === 'downloadable') return t(m.downloadable, pair);
  return t(m.unavailable, pair);
}
