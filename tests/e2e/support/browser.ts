import { existsSync } from 'node:fs';
import path from 'node:path';

import { type BrowserContext, chromium } from '@playwright/test';

/** Debian's Chromium with a fresh profile, with or without the built extension (tests and benchmarks). */

export const EXTENSION_DIR = path.resolve(import.meta.dirname, '../../../.output/chrome-mv3');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchChromium(options: {
  extension: boolean;
  /** Another unpacked extension to load instead of the built one (the feeds bench's floor). */
  extensionDir?: string;
  extraArgs?: string[];
  /** Playwright turns the back/forward cache off; a test of a page restored from it turns it back on. */
  bfcache?: boolean;
  /**
   * The browser's interface language (`'de'`): what `chrome.i18n` answers in, and the pages'
   * `navigator.language`. Chromium on Linux takes it from `--lang` and the locale environment,
   * and needs that language's resources (Debian's chromium-l10n).
   */
  locale?: string;
}): Promise<BrowserContext> {
  const dir = options.extensionDir ?? EXTENSION_DIR;
  if (options.extension && !existsSync(path.join(dir, 'manifest.json'))) {
    throw new Error(`No built extension at ${dir}: run npm run build first.`);
  }
  return chromium.launchPersistentContext('', {
    executablePath: CHROMIUM,
    headless: false,
    viewport: { width: 1200, height: 900 },
    ...(options.bfcache ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {}),
    ...(options.locale ? localeOptions(options.locale) : {}),
    args: [
      '--headless=new',
      '--no-sandbox',
      ...(options.extension
        ? [`--disable-extensions-except=${dir}`, `--load-extension=${dir}`]
        : ['--disable-extensions']),
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      ...(options.locale ? [`--lang=${options.locale}`] : []),
      ...(options.extraArgs ?? []),
    ],
  });
}

/**
 * Debian's Chromium keeps each interface language's resources in chromium-l10n; without them
 * `--lang` falls back to English (`chrome.i18n.getUILanguage()` answers en-US), so a missing one is an
 * error here. Another Chromium (CHROMIUM_PATH) keeps its languages where it was built to.
 */
function requireLanguage(locale: string): void {
  const pak = `/usr/lib/chromium/locales/${locale}.pak`;
  if (CHROMIUM === '/usr/bin/chromium' && !existsSync(pak))
    throw new Error(`Chromium has no "${locale}" interface (${pak}): install Debian's chromium-l10n (.ci/run does).`);
}

function localeOptions(locale: string): { locale: string; env: Record<string, string> } {
  requireLanguage(locale);
  const posix = `${locale.replace('-', '_')}${locale.includes('-') ? '' : `_${locale.toUpperCase()}`}.UTF-8`;
  return { locale, env: { ...process.env, LANGUAGE: locale, LANG: posix, LC_ALL: posix } as Record<string, string> };
}

export function launchWithExtension(extraArgs: string[] = []): Promise<BrowserContext> {
  return launchChromium({ extension: true, extraArgs });
}
