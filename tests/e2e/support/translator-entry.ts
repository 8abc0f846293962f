import type { TranslatorAvailability } from '../../../lib/ml/language/translator-api';
import { scriptedTranslator } from '../../support/translator';

/**
 * Bundled into an init script (translator.ts): the scripted `Translator` in an extension page.
 * As in Chrome, a pair's model is the browser's, not the page's: the pairs' states live in the
 * extension's localStorage, so a download the side panel makes is one the offscreen document
 * finds. A download needs the reader's click, read from the page itself.
 */
interface Script {
  pairs: Record<string, TranslatorAvailability>;
  book: Record<string, string>;
  /** The panel's first create() rejects with this DOMException name. */
  failCreate?: string;
}

const script = (globalThis as { __scriptedTranslator?: Script }).__scriptedTranslator!;
const key = (lang: string) => `scripted-translator:${lang}`;
const pairs = new Proxy({} as Record<string, TranslatorAvailability>, {
  get: (_t, lang) =>
    typeof lang === 'string'
      ? ((localStorage.getItem(key(lang)) as TranslatorAvailability | null) ?? script.pairs[lang])
      : undefined,
  set: (_t, lang, value) => (localStorage.setItem(key(String(lang)), String(value)), true),
});
// A download slow enough to be seen, as a real one is.
const translator = scriptedTranslator({ pairs, book: script.book, downloadStepMs: 400 });
Object.defineProperty(translator, 'userActivation', { get: () => navigator.userActivation.isActive });
if (script.failCreate && location.pathname.endsWith('/sidepanel.html')) translator.failCreate = script.failCreate;
(globalThis as { Translator?: unknown }).Translator = translator;
