import { primaryLanguage } from '../core/language';

/**
 * The language that stands in for a selection too short to detect: the `lang` of the nearest
 * element around it that declares one (the page's own `<html lang>` at the latest), else the
 * reader's (navigator.language). The browser's detection of the text itself is done by the
 * background (lib/ml/language/browser.ts), which also reads this.
 */
export function pageLanguage(node: Node | null): string | undefined {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  const declared = element?.closest('[lang]')?.getAttribute('lang') ?? document.documentElement.lang;
  return primaryLanguage(declared) ?? primaryLanguage(navigator.language);
}
