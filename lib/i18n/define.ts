import type { Catalogue, Texts } from './locales';

/**
 * An area's messages, each named `<area>_<key>` in the `_locales` files. Chrome matches message
 * names case-insensitively and allows only ASCII letters, digits and `_`, which the catalogue
 * test checks across every area.
 */
export function defineMessages<K extends string>(area: string, texts: Record<K, Texts>): Catalogue<K> {
  const entries = Object.entries<Texts>(texts).map(([key, value]) => [key, { name: `${area}_${key}`, texts: value }]);
  return Object.fromEntries(entries) as Catalogue<K>;
}
