import { contextLocale } from './t';

/**
 * Dates and numbers in the reader's language: the browser's interface language where the
 * extension's i18n can say it, else the context locale (the engine worker's reader language),
 * else the page's navigator language, else English.
 */
export function uiLocale(): string {
  const api = (globalThis as { chrome?: { i18n?: { getUILanguage?: () => string } } }).chrome?.i18n;
  return api?.getUILanguage?.() || contextLocale() || globalThis.navigator?.language || 'en';
}

export function formatDate(
  value: number | Date,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
  locale = uiLocale(),
): string {
  return new Intl.DateTimeFormat(locale, options).format(value);
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(uiLocale(), options).format(value);
}

/** A number with exactly `digits` decimals in the reader's language ("0.50", German "0,50"). */
export function formatFixed(value: number, digits: number): string {
  return formatNumber(value, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A moment as `toLocaleString()` shows it (date and time to the second), in the reader's language. */
export function formatDateTime(value: number | Date, locale = uiLocale()): string {
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  };
  return formatDate(value, options, locale);
}

/** A duration: "340 ms" under a second, else "1.2 s" (the units read the same in every interface language). */
export function formatMs(ms: number): string {
  return ms < 1000 ? `${formatNumber(Math.round(ms))} ms` : `${formatFixed(ms / 1000, 1)} s`;
}

/** A language's name in the reader's language ("German", "Deutsch"); the code where none is known. */
export function formatLanguage(code: string): string {
  try {
    return new Intl.DisplayNames([uiLocale()], { type: 'language' }).of(code) ?? code;
  } catch (e) {
    // A code Intl does not take (never one a detector or Chrome's translator gives) stands as written.
    if (e instanceof RangeError) return code;
    throw e;
  }
}

/** Names joined as the reader's language joins them: "A and B", "A und B", "A y B". */
export function formatList(items: readonly string[]): string {
  return new Intl.ListFormat(uiLocale(), { type: 'conjunction' }).format(items);
}
