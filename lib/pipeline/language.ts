import { type DetectedLanguage, isEnglish, type LanguageInput } from '../core/language';
import { detectLanguage } from '../ml/language/detect';
import { findModel, type ModelEntry } from '../ml/registry';
import type { ModelSettings } from '../settings/sections/models';

/**
 * Whether the local models can read the claim's language. English-only models embed a German or
 * Chinese claim into a meaningless place: memory's matches and NLI's probabilities would be noise
 * presented as knowledge. Such a claim is checked in English where the browser translates it on
 * the device; otherwise it skips memory and goes to the trusted web (where an LLM reads any
 * language), and the reader is told why (translation.ts).
 */

export interface LanguageGate {
  language: DetectedLanguage;
  /** Memory cannot read this claim with the chosen models (translation.ts says what is done instead). */
  skipMemory: boolean;
}

/** Whether a registry entry reads `code` (absent `languages` means English only). */
export function readsLanguage(entry: Pick<ModelEntry, 'languages'> | undefined, code: string): boolean {
  if (!entry) return code === 'en';
  const langs = entry.languages ?? ['en'];
  return langs === 'multilingual' || langs.includes(code);
}

export function languageGate(
  claim: string,
  models: Pick<ModelSettings, 'embedModelId' | 'nliModelId' | 'custom'>,
  input: LanguageInput = {},
): LanguageGate {
  const language = detectLanguage(claim, input);
  // A guess no detector is sure of, with no page or reader language to stand in (Node), is no
  // ground to refuse; nor is nothing to go on (a drug's name alone).
  const decided = language.reliable || language.by === 'fallback';
  if (isEnglish(language) || !decided) return { language, skipMemory: false };
  const custom = models.custom ?? [];
  const entries = [findModel(models.embedModelId, custom), findModel(models.nliModelId, custom)];
  if (entries.every((e) => readsLanguage(e, language.code))) return { language, skipMemory: false };
  return { language, skipMemory: true };
}

/**
 * The language knowledge of a check's parts: the selection as sent (`whole`: the browser's
 * detection and the page's or reader's language), and its sentences and derived claims (`parts`:
 * the language the whole selection was found in stands in where a sentence says too little).
 */
export function languageContexts(
  text: string,
  known: LanguageInput = {},
): { whole: LanguageInput; parts: LanguageInput } {
  const whole = detectLanguage(text, known);
  const fallback = whole.code === 'und' ? known.fallback : whole.code;
  return { whole: known, parts: fallback ? { fallback } : {} };
}
