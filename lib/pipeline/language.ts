import { type DetectedLanguage, detectLanguage, isEnglish } from '../core/language';
import { findModel, type ModelEntry } from '../ml/registry';
import type { ModelSettings } from '../settings/sections/models';

/**
 * Whether the local models can read the claim's language. English-only models embed a German or
 * Chinese claim into a meaningless place: memory's matches and NLI's probabilities would be noise
 * presented as knowledge. Such a claim skips memory and goes to the trusted web (where an LLM
 * reads any language), and the reader is told why.
 */

export interface LanguageGate {
  language: DetectedLanguage;
  /** Memory cannot read this claim with the chosen models. */
  skipMemory: boolean;
  /** What the badge and the panel say; absent when the models read the claim. */
  notice?: string;
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
): LanguageGate {
  const language = detectLanguage(claim);
  if (isEnglish(language)) return { language, skipMemory: false };
  const custom = models.custom ?? [];
  const entries = [findModel(models.embedModelId, custom), findModel(models.nliModelId, custom)];
  if (entries.every((e) => readsLanguage(e, language.code))) return { language, skipMemory: false };
  return {
    language,
    skipMemory: true,
    notice: `This claim looks ${language.name}, and your local models read English only, so memory was skipped and only the trusted web was asked. For claims in ${language.name}, choose the multilingual models in Settings → Models.`,
  };
}
