import { CATALOGUES } from '../../lib/i18n/catalogue';
import type { Locale } from '../../lib/i18n/locales';
import { messagesJson } from '../../lib/i18n/messages-json';

type ChromeMessages = Record<string, { message: string; placeholders?: Record<string, { content: string }> }>;

/**
 * Chrome's `i18n.getMessage` over a messages.json, as the browser reads it: named placeholders
 * (`$p1$`, matched without regard to case) whose content is a positional `$n`, `$$` a dollar;
 * an unknown name gives "".
 */
export function getMessageFrom(json: string, name: string, values: readonly string[] = []): string {
  const entry = (JSON.parse(json) as ChromeMessages)[name];
  if (!entry) return '';
  const filled = entry.message.replace(
    /\$(\w+)\$/g,
    (_, key: string) => entry.placeholders?.[key.toLowerCase()]?.content ?? '',
  );
  return filled.replace(/\$(\$|[1-9])/g, (_, mark: string) => (mark === '$' ? '$' : (values[Number(mark) - 1] ?? '')));
}

/** `chrome.i18n` as the browser gives it in a language, for a test's own `chrome` stand-in. */
export function browserI18n(locale: Locale, uiLanguage: string = locale) {
  const json = messagesJson(CATALOGUES, locale);
  return {
    getMessage: (name: string, values?: string[]) => getMessageFrom(json, name, values),
    getUILanguage: () => uiLanguage,
  };
}

/**
 * Runs the code under test as the browser would in a language: `chrome.i18n` answers from the
 * build's own `_locales/<locale>/messages.json`. Returns the function that puts things back.
 */
export function useBrowserLocale(locale: Locale, uiLanguage: string = locale): () => void {
  const holder = globalThis as { chrome?: unknown };
  const before = holder.chrome;
  holder.chrome = { i18n: browserI18n(locale, uiLanguage) };
  return () => {
    holder.chrome = before;
  };
}
