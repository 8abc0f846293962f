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

/** Names joined as the reader's language joins them: "A and B", "A und B", "A y B". */
export function formatList(items: readonly string[]): string {
  return new Intl.ListFormat(uiLocale(), { type: 'conjunction' }).format(items);
}
