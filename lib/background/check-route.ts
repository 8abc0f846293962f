/**
 * Where a selection is checked: by the page's content script, which places a badge beside it,
 * or in the side panel, for pages ClaimLens cannot run on. Decided from URLs alone, before any
 * await: Chrome opens the side panel only while the reader's click or key press is being handled.
 */
export type CheckRoute = { kind: 'page' } | { kind: 'panel'; reason: string };

export const REASONS = {
  pdf: "This is a PDF in the browser's own viewer, where ClaimLens cannot run, so no badge could be placed beside the text.",
  store: 'The browser does not let extensions run on its web store, so no badge could be placed on the page.',
  browser:
    'ClaimLens does not run on browser pages (chrome://, about:, data: and file pages, other extensions), so no badge could be placed on the page.',
  /** Known only after the page did not answer: the content script is missing. */
  notLoaded:
    'ClaimLens is not running on this page (it was probably open before ClaimLens was installed or updated), so no badge could be placed on it: reload the page to get badges there.',
  /** The page answered but found no selection it can anchor (a form field, a frame it does not run in). */
  unanchored:
    'ClaimLens could not find this selection on the page (text in a form field, or in a frame it does not run in), so no badge could be placed beside it.',
  /** A selection in a form field is never taken by itself: it may be private (a draft, a password). */
  field:
    'ClaimLens does not check text in form fields by itself (it may be private, and cannot be marked on the page): paste it here to check it.',
  /** The shortcut, when the page did not answer: it gives no selected text. */
  unreadable:
    "ClaimLens cannot read the selection on this page (a PDF in the browser's viewer, a browser page, or a page open since before ClaimLens was installed): paste it here to check it.",
  unknown: 'The browser did not say which page this is, so no badge could be placed on it.',
} as const;

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
  if (!known.length) return { kind: 'panel', reason: REASONS.unknown };
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
    return REASONS.unknown;
  }
  if (url.protocol === 'chrome-extension:' && url.hostname === CHROME_PDF_VIEWER) return REASONS.pdf;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return REASONS.browser;
  const host = url.hostname.toLowerCase();
  if (STORES.some((s) => s.host === host && (!s.path || url.pathname.startsWith(s.path)))) return REASONS.store;
  if (/\.pdf$/i.test(url.pathname)) return REASONS.pdf;
  return null;
}
