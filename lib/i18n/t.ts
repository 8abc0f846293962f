import type { Locale, Message } from './locales';
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
 * A message in the reader's language: the browser picks the language from its own interface
 * language through the extension's `_locales`. Where no extension i18n exists (unit tests, the
 * engine worker) or the build lacks the name, the English text is used.
 */
export function t(message: Message, ...values: Value[]): string {
  const fromBrowser = extensionI18n()?.getMessage(message.name, values.map(String));
  return fromBrowser || substitute(message.texts.en, values);
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
