import type { DetectedLanguage } from '../core/language';
import { noticesMessages as m } from '../i18n/catalogue/notices';
import { formatLanguage } from '../i18n/format';
import { t } from '../i18n/t';
import { englishTranslator, type TranslateFn } from '../ml/language/translator-bridge';
import { languageGate } from './language';
import type { StageContext } from './stage';

/**
 * What a check does with a claim its English-only models cannot read: the English text to check,
 * translated on the device, and what the reader is told beside the verdict. The original claim
 * stays the one recorded; the translation is shown as text, never markup.
 */

/** `offer`: the language whose translation Chrome can download (the Check tab offers it). */
/** `reason`: the translator's own, for a message of another part (a question's, question.ts). */
export type ModelsTranslation =
  { ok: true; english: string; notice: string } | { ok: false; notice: string; reason: string; offer?: string };

/** Shown beside the verdict: what was checked in the claim's place, and from which language. */
function checkedAsNotice(english: string, language: Pick<DetectedLanguage, 'code'>): string {
  return t(m.checkedAs, english, formatLanguage(language.code));
}

/** The gate's message where no translation could stand in, naming both fixes and what failed. */
function untranslatedNotice(language: Pick<DetectedLanguage, 'code'>, why: string): string {
  return t(m.untranslated, formatLanguage(language.code), why);
}

/** The translations made in one check (keyed by its signal): a claim is translated once, for memory's prefetch and its own check alike. */
const madeIn = new WeakMap<AbortSignal, Map<string, Promise<ModelsTranslation>>>();

export function translateForModels(
  claim: string,
  language: Pick<DetectedLanguage, 'code' | 'name'>,
  ctx: Pick<StageContext, 'signal'>,
  translate: TranslateFn = englishTranslator(),
): Promise<ModelsTranslation> {
  let made = madeIn.get(ctx.signal);
  if (!made) madeIn.set(ctx.signal, (made = new Map()));
  const key = `${language.code}\n${claim}`;
  let translation = made.get(key);
  if (!translation) made.set(key, (translation = translated(claim, language, ctx, translate)));
  return translation;
}

async function translated(
  claim: string,
  language: Pick<DetectedLanguage, 'code' | 'name'>,
  ctx: Pick<StageContext, 'signal'>,
  translate: TranslateFn,
): Promise<ModelsTranslation> {
  const result = await translate(claim, language.code, { signal: ctx.signal });
  ctx.signal.throwIfAborted();
  if (!result.ok)
    return {
      ok: false,
      notice: untranslatedNotice(language, result.reason),
      reason: result.reason,
      ...(result.downloadable ? { offer: language.code } : {}),
    };
  return { ok: true, english: result.english, notice: checkedAsNotice(result.english, language) };
}

/**
 * What the models read of each claim, for memory's prefetch: the claim itself where they read
 * its language, its English where it was translated, and nothing where memory will skip it.
 */
export async function textsForModels(
  claims: readonly string[],
  ctx: Pick<StageContext, 'signal' | 'config' | 'language'>,
  translate: TranslateFn = englishTranslator(),
): Promise<string[]> {
  const texts = await Promise.all(
    claims.map(async (claim) => {
      const gate = languageGate(claim, ctx.config.settings.models, ctx.language);
      if (!gate.skipMemory) return claim;
      const translation = await translateForModels(claim, gate.language, ctx, translate);
      return translation.ok ? translation.english : null;
    }),
  );
  return texts.filter((t) => t !== null);
}
