import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach } from 'vitest';

import type { Locale } from '../../../lib/i18n/locales';
import { useBrowserLocale } from '../../support/i18n';

/** What a reader sees of a view rendered once: its text, each tag read as a space. */
export function shownText(element: ReactElement): string {
  return renderToStaticMarkup(element)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Switches the browser's language for one test, put back after it; call at a test file's top level. */
export function browserLocale(): (locale: Locale) => void {
  let restore = () => {};
  afterEach(() => {
    restore();
    restore = () => {};
  });
  return (locale) => {
    restore = useBrowserLocale(locale);
  };
}
