import { routeMessages as m } from '../i18n/catalogue/route';
import type { Message } from '../i18n/locales';
import { t } from '../i18n/t';

/**
 * Where a selection is checked: by the page's content script, which places a badge beside it,
 * or in the side panel, for pages ClaimLens cannot run on. Decided from URLs alone, before any
 * await: Chrome opens the side panel only while the reader's click or key press is being handled.
 */
export type CheckRoute = { kind: 'page' } | { kind: 'panel'; reason: string };

/** Why a check goes to the side panel, said there (in the reader's language, read with `t`). */
export const REASONS = {
  pdf: m.pdf,
  store: m.store,
  browser: m.browser,
  /** Known only after the page did not answer: the content script is missing. */
  notLoaded: m.notLoaded,
  /** The page answered but found no selection it can anchor (a form field, a frame it does not run in). */
  unanchored: m.unanchored,
  /** A selection in a form field is never taken by itself: it may be private (a draft, a password). */
  field: m.field,
  /** The shortcut, when the page did not answer: it gives no selected text. */
  unreadable: m.unreadable,
  unknown: m.unknown,
} as const satisfies Record<string, Message>;

/** Chrome's built-in PDF viewer is this extension. */
const CHROME_PDF_VIEWER = 'mhjfbmdgcfjbbpaeojofohoefgiehjai';
const STORES: readonly { host: string; path?: string }[] = [
  { host: 'chromewebstore.google.com' },
  { host: 'chrome.google.com', path: '/webstore' },
  { host: 'microsoftedge.microsoft.com', path: '/addons' },
  { host: 'addons.mozilla.org' },
];

/** The route for a selection in a frame: the frame's URL and its page's, as the browser reports them. */
export function routeSelection(urls: { frameUrl?: string | undefined; pageUrl?: string | undefined }): CheckRoute {
  const known = [urls.frameUrl, urls.pageUrl].filter((u): u is string => !!u);
  if (!known.length) return { kind: 'panel', reason: t(REASONS.unknown) };
  for (const url of known) {
    const reason = reasonFor(url);
    if (reason) return { kind: 'panel', reason };
  }
  return { kind: 'page' };
}

function reasonFor(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    // The browser always reports a URL; anything else is a page we know nothing about.
    return t(REASONS.unknown);
  }
  if (url.protocol === 'chrome-extension:' && url.hostname === CHROME_PDF_VIEWER) return t(REASONS.pdf);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return t(REASONS.browser);
  const host = url.hostname.toLowerCase();
  if (STORES.some((s) => s.host === host && (!s.path || url.pathname.startsWith(s.path)))) return t(REASONS.store);
  if (/\.pdf$/i.test(url.pathname)) return t(REASONS.pdf);
  return null;
}
