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
