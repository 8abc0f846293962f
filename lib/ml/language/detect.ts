import {
  decideLanguage,
  type DetectedLanguage,
  type Detection,
  type LanguageDetector,
  type LanguageInput,
  primaryLanguage,
} from '../../core/language';
import { detectWithEld } from './eld';

/**
 * The one place a claim's language is decided. The browser's detection, when the sender had one
 * and it is sure, wins (it read the same text with CLD); otherwise the kept library reads the
 * text; where neither is sure, the page's or the reader's language stands in (`fallback`).
 */
export function detectLanguage(
  text: string,
  known: LanguageInput = {},
  detector: LanguageDetector = detectWithEld,
): DetectedLanguage {
  const browser: Detection | undefined = known.browser;
  if (browser?.reliable) return decideLanguage(browser, known.fallback);
  const own = detector(text);
  // Neither is sure: the browser's first guess agreeing with the library's is as good as a lead.
  const first = primaryLanguage(browser?.languages[0]?.code);
  const agree = Boolean(first && first === primaryLanguage(own.languages[0]?.code));
  return decideLanguage(agree ? { ...own, reliable: true } : own, known.fallback);
}

/**
 * A sentence's language when it is clearly not English, else null (read it by English rules).
 * Short English is often guessed Tagalog or Romanian first, but never without English among the
 * detector's three best guesses; text in another language leaves English out of them. Where the
 * detector finds nothing, a non-English `fallback` (the selection's language) stands in.
 */
export function otherLanguageOf(
  text: string,
  fallback?: string,
  detector: LanguageDetector = detectWithEld,
): DetectedLanguage | null {
  const found = detector(text);
  if (!found.languages.length) {
    const standIn = primaryLanguage(fallback);
    return standIn && standIn !== 'en' ? decideLanguage(found, standIn) : null;
  }
  if (found.languages.some((l) => primaryLanguage(l.code) === 'en')) return null;
  // Two Latin-script words ("Vitamin D") say too little, whatever the detector thinks.
  const latinWords = text.match(/\p{Script=Latin}+/gu)?.length ?? 0;
  if (latinWords > 0 && latinWords < 3) return null;
  return decideLanguage({ ...found, reliable: true });
}
