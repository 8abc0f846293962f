import { type Detection, type LanguageInput, primaryLanguage } from '../../core/language';
import { log } from '../../log/log';
import { messageOf } from '../../util/errors';

/**
 * The browser's own detector: `i18n.detectLanguage` (CLD in Chrome and Firefox), async. Extension
 * pages, the service worker (Firefox: the background page) and content scripts have it; an
 * offscreen document has only `chrome.runtime`, and a Web Worker (the engine) has no extension
 * API at all, so the background detects a check's text as it forwards the start, and the engine
 * uses eld (./eld.ts) for what it reads itself.
 */

/** Codes CLD still writes in their withdrawn form. */
const RENAMED: Record<string, string> = { iw: 'he', in: 'id', ji: 'yi', jw: 'jv' };

/** The browser's detection of `text`; null where this context has no detector or it failed. */
async function detectInBrowser(text: string): Promise<Detection | null> {
  const detect = globalThis.chrome?.i18n?.detectLanguage;
  if (typeof detect !== 'function') return null;
  try {
    const found = await chrome.i18n.detectLanguage(text.slice(0, 5_000));
    const languages = found.languages
      .filter((l) => l.language && l.language !== 'und')
      .slice(0, 3)
      .map((l) => ({ code: RENAMED[l.language] ?? l.language, share: Math.min(1, Math.max(0, l.percentage / 100)) }));
    return { languages, reliable: found.isReliable && languages.length > 0 };
  } catch (e) {
    // The browser's detector is optional: without its answer, eld decides in the engine.
    log.info('language', `The browser could not detect the language (${messageOf(e)}); eld decides instead`);
    return null;
  }
}

/** What a sender passes on of a text's language: the browser's detection, where there is one, and the fallback. */
export async function withBrowserDetection(text: string, fallback?: string): Promise<LanguageInput> {
  const standIn = primaryLanguage(fallback);
  const known: LanguageInput = standIn ? { fallback: standIn } : {};
  const browser = await detectInBrowser(text);
  return browser ? { ...known, browser } : known;
}
