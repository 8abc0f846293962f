import { uiLocale } from './format';
import type { Message } from './locales';
import { t } from './t';

/**
 * A count with its noun in the reader's language: `one` where the language's plural rules say so
 * (French counts 0 as one), `other` otherwise. Both messages take the count as `$1`, and any
 * further values as `$2`….
 */
export function tCount(count: number, one: Message, other: Message, ...values: (string | number)[]): string {
  const form = new Intl.PluralRules(uiLocale()).select(count);
  return t(form === 'one' ? one : other, new Intl.NumberFormat(uiLocale()).format(count), ...values);
}
