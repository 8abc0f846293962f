/**
 * Dates and numbers in the reader's language: the browser's interface language where the
 * extension's i18n can say it, else the page's navigator language, else English.
 */
export function uiLocale(): string {
  const api = (globalThis as { chrome?: { i18n?: { getUILanguage?: () => string } } }).chrome?.i18n;
  return api?.getUILanguage?.() || globalThis.navigator?.language || 'en';
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

/** A moment with its time of day, as the reader's language writes it ("4 Dec 2026, 14:05"). */
export function formatDateTime(value: number | Date, locale = uiLocale()): string {
  return formatDate(value, { dateStyle: 'medium', timeStyle: 'short' }, locale);
}
