import { messageOf } from '../../util/errors';
import type { TranslatorApi } from './translator-api';

/**
 * A claim in another language, translated to English on the device for English-only models.
 * Every way it can fail is a result naming what failed and the fix, never an exception: the
 * check goes on without the translation and nothing of the claim is lost.
 */

export type Translation = { ok: true; english: string } | { ok: false; reason: string };

export interface TranslateOptions {
  signal?: AbortSignal;
  /** Download progress of the language pair's model, 0..1. */
  onProgress?(loaded: number): void;
}

/** The language's English name for messages ("German"), or its code where Intl has none. */
export function languageName(code: string): string {
  return new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' }).of(code) ?? code;
}

const NO_TRANSLATOR =
  "this browser has no on-device translation (Chrome's Translator API, Chrome 138 or later on a desktop)";

export async function translateToEnglish(
  api: TranslatorApi | null,
  text: string,
  from: string,
  o: TranslateOptions = {},
): Promise<Translation> {
  if (!api) return { ok: false, reason: NO_TRANSLATOR };
  const pair = { sourceLanguage: from, targetLanguage: 'en' };
  const name = languageName(from);
  try {
    const availability = await api.availability(pair);
    if (availability === 'unavailable')
      return { ok: false, reason: `Chrome's on-device translation has no ${name} → English model` };
    const translator = await api.create({
      ...pair,
      ...(o.signal ? { signal: o.signal } : {}),
      monitor: (m) => m.addEventListener('downloadprogress', (e) => o.onProgress?.(e.loaded)),
    });
    try {
      const english = (await translator.translate(text, o.signal ? { signal: o.signal } : {})).trim();
      if (!english) return { ok: false, reason: `Chrome's ${name} → English translation came back empty` };
      return { ok: true, english };
    } finally {
      translator.destroy();
    }
  } catch (e) {
    o.signal?.throwIfAborted();
    return { ok: false, reason: failureReason(e, name) };
  }
}

function failureReason(e: unknown, name: string): string {
  if (e instanceof DOMException && e.name === 'NotAllowedError')
    return `Chrome has not downloaded its ${name} → English translation model yet, and downloads it only after a click in a page that asks for it`;
  return `Chrome's ${name} → English translation failed (${messageOf(e)})`;
}
