/**
 * The part of Chrome's Translator API (the `Translator` global, on-device translation models
 * downloaded per language pair) that ClaimLens uses, typed here because TypeScript's DOM library
 * does not declare it. Chrome exposes it to windows (extension pages, the offscreen document),
 * not to dedicated workers, so the engine worker reaches it through its host (translator-bridge.ts).
 */

export type TranslatorAvailability = 'unavailable' | 'downloadable' | 'downloading' | 'available';

export interface TranslatorPair {
  sourceLanguage: string;
  targetLanguage: string;
}

export interface TranslatorMonitor {
  addEventListener(type: 'downloadprogress', listener: (e: { loaded: number }) => void): void;
}

export interface TranslatorCreateOptions extends TranslatorPair {
  monitor?(m: TranslatorMonitor): void;
  signal?: AbortSignal;
}

export interface TranslatorSession {
  translate(input: string, options?: { signal?: AbortSignal }): Promise<string>;
  destroy(): void;
}

/** `Translator` itself: its static methods. */
export interface TranslatorApi {
  availability(pair: TranslatorPair): Promise<TranslatorAvailability>;
  create(options: TranslatorCreateOptions): Promise<TranslatorSession>;
}

/** This context's `Translator`, or null where the browser has none (Firefox, a worker, an older Chrome). */
export function translatorApi(): TranslatorApi | null {
  const api = (globalThis as { Translator?: TranslatorApi }).Translator;
  return api && typeof api.create === 'function' ? api : null;
}
