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
