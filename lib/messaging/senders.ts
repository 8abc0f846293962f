import { viewedPdf } from '../core/pdf-viewer-url';
import type { SenderPolicy } from '../core/protocol';

/**
 * Who may send what. Pure functions over the sender object so they are tested without a
 * browser: messages are accepted only from this extension; content messages only from a tab
 * on a web page; page messages only from this extension's own pages (side panel, offscreen).
 */

export interface SenderLike {
  id?: string;
  url?: string;
  origin?: string;
  tab?: { id?: number; url?: string };
  frameId?: number;
}

const BACKGROUND_URL = /^(chrome|moz)-extension:\/\/[^/]+\/(background\.js|_generated_background_page\.html)$/;

export type { SenderPolicy };

function isWebUrl(url: string | undefined): boolean {
  return !!url && /^(https?|file):\/\//i.test(url);
}

/**
 * The page a content-script message comes from, as the browser reports it: the frame's own URL
 * (`sender.url`), else its tab's. A URL the message itself names is never used, so a page (or a
 * content script it compromised) can ask only about itself. ClaimLens's PDF viewer stands for the
 * PDF it shows (pdf.html?file=…), as the browser's own viewer would. Null when it is neither.
 */
export function senderPageUrl(sender: SenderLike): string | null {
  const url = sender.url ?? sender.tab?.url;
  if (isWebUrl(url)) return url!;
  return url ? viewedPdf(url) : null;
}

export function senderAllowed(
  policy: SenderPolicy,
  sender: SenderLike,
  extensionId: string,
  extensionOrigin: string,
): boolean {
  if (!sender || sender.id !== extensionId) return false;
  switch (policy) {
    case 'content':
      return typeof sender.tab?.id === 'number' && sender.tab.id >= 0 && senderPageUrl(sender) !== null;
    case 'extension-page':
      // The side panel, or the same page opened in a tab (its tab shows the extension's own URL).
      return (
        !!sender.url &&
        sender.url.startsWith(extensionOrigin) &&
        (!sender.tab || !!sender.tab.url?.startsWith(extensionOrigin))
      );
    case 'offscreen':
      return !sender.tab && sender.url === `${extensionOrigin}offscreen.html`;
    case 'background':
      // The service worker (or Firefox's background page): no tab, and never another page.
      return !sender.tab && (!sender.url || BACKGROUND_URL.test(sender.url));
  }
}
