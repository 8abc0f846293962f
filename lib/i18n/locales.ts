/**
 * The interface's languages. English is the source and the fallback: a message the browser's
 * catalogue lacks (or a context with no extension i18n, such as Node or a worker) reads in English.
 */
export const LOCALES = ['en', 'de', 'es', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * The interface language a language tag reads in: its primary language where the catalogue has it
 * ('de-AT' and Chrome's 'de_AT' → 'de'), else English ('pt-BR' → 'en', none → 'en').
 */
export function localeOf(tag: string | undefined): Locale {
  const primary = (tag ?? '').split(/[-_]/)[0]?.toLowerCase();
  return LOCALES.find((locale) => locale === primary) ?? 'en';
}

/** One message in every interface language. `$1`…`$9` stand for the values passed to `t()`. */
export type Texts = Record<Locale, string>;

/** A catalogued message: the name the extension's `_locales` files know it by, and its texts. */
export interface Message {
  readonly name: string;
  readonly texts: Texts;
}

/** One area's messages (an area is a part of the interface: check, settings, overlay…). */
export type Catalogue<K extends string = string> = { readonly [key in K]: Message };
