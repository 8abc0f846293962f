import type { BrowserContext } from '@playwright/test';

import type { TranslatorAvailability } from '../../../lib/ml/language/translator-api';
import { bundledEntry, evaluateInOffscreen } from './builtin-model';

/**
 * Chrome's on-device translation in the built extension: this Chromium has no translation
 * models, so the scripted `Translator` (tests/support/translator.ts) stands where Chrome
 * exposes it: every extension page (an init script) and the offscreen document that hosts the
 * engine (over CDP, before the first check asks it; see translate.spec.ts).
 */
export interface TranslatorScript {
  pairs: Record<string, TranslatorAvailability>;
  /** Source text → its English. */
  book: Record<string, string>;
  /** The side panel's first create() rejects with this DOMException name. */
  failCreate?: string;
}

export function translatorScript(script: TranslatorScript): string {
  return `globalThis.__scriptedTranslator = ${JSON.stringify(script)};\n${bundledEntry('translator-entry.ts')}`;
}

/** What the offscreen document's Translator was asked to translate, and how many translators it made. */
export async function offscreenTranslations(
  context: BrowserContext,
  extensionId: string,
): Promise<{ translated: { from: string; text: string }[]; counts: { create: number; destroy: number } }> {
  const json = await evaluateInOffscreen(
    context,
    extensionId,
    'JSON.stringify({ translated: Translator.translated, counts: Translator.counts })',
  );
  return JSON.parse(json) as Awaited<ReturnType<typeof offscreenTranslations>>;
}
