import * as v from 'valibot';

/**
 * The language of a claim: the contract every detector answers in, and the one rule that turns a
 * detector's answer into a language. Detectors live in lib/ml/language (the browser's own
 * `i18n.detectLanguage` where an extension context has it, the `eld` library everywhere else);
 * the page's `lang` and the reader's language stand in where no detector is sure, so a short
 * text is never taken for English because it says too little. It decides whether English-only
 * models may read a claim (lib/pipeline/language.ts); it never changes a verdict by itself.
 */

/** What a detector says of a text: languages with their shares, best first, and whether it is sure. */
export interface Detection {
  /** ISO 639-1 codes (lower case) with a share or score in 0–1, best first; empty when nothing was found. */
  languages: { code: string; share: number }[];
  /** The detector is sure of the first language (its own reliability flag and a clear lead). */
  reliable: boolean;
}

export type LanguageDetector = (text: string) => Detection;

export interface DetectedLanguage {
  /** ISO 639-1 code, or `und` when the text says too little and nothing stands in for it. */
  code: string;
  /** English name, for messages. */
  name: string;
  /** A detector was sure of it. */
  reliable: boolean;
  /** Who decided: a detector read the text, or the page's / reader's language stood in. */
  by: 'text' | 'fallback' | 'none';
}

const TAG = /^[a-z]{2,3}(-[a-z0-9]{1,8})*$/iu;

/** A BCP 47 tag as pages and browsers write it ("de-AT", "pt_BR"); what crosses contexts. */
const LanguageTagSchema = v.pipe(v.string(), v.maxLength(35), v.regex(TAG));

/** What the sender knows of a check's language: the browser's detection, and who stands in. */
export const LanguageInputSchema = v.object({
  /** The browser's `i18n.detectLanguage` of the text, where the sender's context has it. */
  browser: v.optional(
    v.object({
      languages: v.pipe(
        v.array(v.object({ code: LanguageTagSchema, share: v.pipe(v.number(), v.minValue(0), v.maxValue(1)) })),
        v.maxLength(3),
      ),
      reliable: v.boolean(),
    }),
  ),
  /** The page's `lang` around the text, else the reader's language (navigator.language). */
  fallback: v.optional(LanguageTagSchema),
});

export type LanguageInput = v.InferOutput<typeof LanguageInputSchema>;

/** The primary subtag, lower case: "de-AT" → "de", "pt_BR" → "pt"; undefined for anything else. */
export function primaryLanguage(tag: string | null | undefined): string | undefined {
  const code = tag?.trim().split(/[-_]/u)[0]?.toLowerCase();
  return code && /^[a-z]{2,3}$/u.test(code) && code !== 'und' ? code : undefined;
}

/** The English name of a language, for messages ("German"); the code itself where none is known. */
export function languageName(code: string): string {
  if (code === 'und') return 'an undetermined language';
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const result = (code: string, reliable: boolean, by: DetectedLanguage['by']): DetectedLanguage => ({
  code,
  name: languageName(code),
  reliable,
  by,
});

/**
 * The language of a text from a detection: the detector's first language when it is sure;
 * otherwise the fallback (the page's or the reader's language) when there is one; otherwise the
 * detector's best guess, not reliable, or `und` when it has none.
 */
export function decideLanguage(detection: Detection, fallback?: string): DetectedLanguage {
  const best = primaryLanguage(detection.languages[0]?.code);
  if (best && detection.reliable) return result(best, true, 'text');
  const standIn = primaryLanguage(fallback);
  if (standIn) return result(standIn, false, 'fallback');
  return best ? result(best, false, 'text') : result('und', false, 'none');
}

/** Whether a claim is English (what English-only models can judge). */
export function isEnglish(lang: Pick<DetectedLanguage, 'code'>): boolean {
  return lang.code === 'en';
}
