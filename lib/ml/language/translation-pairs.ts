import { languageName } from '../../core/language';
import { log } from '../../log/log';
import { messageOf } from '../../util/errors';
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
  const pair = `${languageName(from)} → English`;
  if (state === null) return `${pair}: asking Chrome…`;
  if (state === 'missing') return `${pair}: this browser has no on-device translation`;
  if (state === 'available') return `${pair}: on this device`;
  if (state === 'downloading') return `${pair}: Chrome is downloading it`;
  if (state === 'downloadable') return `${pair}: Chrome can download it`;
  return `${pair}: Chrome has no model for it`;
}
