import { type Locale, localeOf, type Message } from './locales';
import { substitute } from './substitute';

type Value = string | number;

interface I18nApi {
  getMessage(name: string, substitutions?: string[]): string;
}

/** The extension's i18n where this context has it (extension pages and content scripts). */
function extensionI18n(): I18nApi | undefined {
  return (globalThis as { chrome?: { i18n?: I18nApi } }).chrome?.i18n;
}

/**
 * The language set for a context with no extension i18n (the engine worker); unset, the
 * browser's language as the context's `navigator` has it (Chrome's offscreen document, which
 * has no `chrome.i18n`, writes the translator's lines), else English.
 */
let contextLocaleSet: Locale | undefined;

/**
 * Sets the language `t()` answers in where no extension i18n exists: the engine worker sets the
 * reader's language from each request, since it cannot ask the browser.
 */
export function setContextLocale(locale: Locale): void {
  contextLocaleSet = locale;
}

/** The language set with `setContextLocale`, if any. */
export function contextLocale(): Locale | undefined {
  return contextLocaleSet;
}

/**
 * A message in the reader's language: the browser picks the language from its own interface
 * language through the extension's `_locales`. Where no extension i18n exists (unit tests, the
 * engine worker), the context locale is used; where the build lacks the name, the English text.
 */
export function t(message: Message, ...values: Value[]): string {
  const api = extensionI18n();
  if (!api) return tIn(contextLocaleSet ?? localeOf(globalThis.navigator?.language), message, ...values);
  return api.getMessage(message.name, values.map(String)) || substitute(message.texts.en, values);
}

/** A message in a named language, for where the language is known rather than the browser's. */
export function tIn(locale: Locale, message: Message, ...values: Value[]): string {
  return substitute(message.texts[locale], values);
}

/** Marks where a value stands; a private-use character no message holds. */
const VALUE_MARK = '\uE000';

/**
 * A message with one value cut where that value stands, for a view that puts an element (a bold
 * word, a link) there in the reader's word order: `Press $1 now` → `['Press ', ' now']`.
 */
export function tAround(message: Message): [string, string] {
  const [before = '', after = ''] = t(message, VALUE_MARK).split(VALUE_MARK);
  return [before, after];
}
