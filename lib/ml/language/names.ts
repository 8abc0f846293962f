import { languageName } from '../../core/language';
import { modelsOffer as m } from '../../i18n/catalogue/models-offer';
import { uiLocale } from '../../i18n/format';
import { t } from '../../i18n/t';

/** A language's name in the reader's language ("German", in German "Deutsch"). */
export function readerLanguageName(code: string): string {
  const locale = uiLocale();
  if (locale.startsWith('en')) return languageName(code);
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    // A code Intl does not take (never one Chrome's translator offers): its English name stands.
    return languageName(code);
  }
}

/** "German → English" for a language already named in the reader's language. */
export const englishPair = (name: string) => t(m.pair, name);

/** "German → English", in the reader's language. */
export const pairName = (from: string) => englishPair(readerLanguageName(from));
