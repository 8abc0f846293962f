import { parseViewerFile, viewerAddress } from '../core/pdf-viewer-url';
import { logged } from '../log/log';

/**
 * "Open in ClaimLens" in the context menu: on a link to a PDF (opened in a new tab) and on a tab
 * showing a PDF (opened in its place), both in ClaimLens's own viewer, where selected text gets
 * the pill and badges as on a web page. Its items are created after the other menu items.
 */
export const PDF_LINK_MENU_ID = 'claimlens-open-pdf-link';
export const PDF_PAGE_MENU_ID = 'claimlens-open-pdf-page';

const PDF_URLS = ['*://*/*.pdf*', 'file:///*.pdf*'];

export function registerPdfMenu(): void {
  chrome.runtime.onInstalled.addListener(() => {
    const created = () =>
      void (chrome.runtime.lastError && logged('menu', 'The PDF menu could not be added')(chrome.runtime.lastError));
    chrome.contextMenus.create(
      { id: PDF_LINK_MENU_ID, title: 'Open in ClaimLens', contexts: ['link'], targetUrlPatterns: PDF_URLS },
      created,
    );
    chrome.contextMenus.create(
      { id: PDF_PAGE_MENU_ID, title: 'Open in ClaimLens', contexts: ['page'], documentUrlPatterns: PDF_URLS },
      created,
    );
  });
  chrome.contextMenus.onClicked.addListener((info, tab) => {
    const pdf = pdfOfClick(info, tab?.url);
    if (!pdf) return;
    const url = viewerAddress(chrome.runtime.getURL(''), pdf);
    const opened =
      info.menuItemId === PDF_PAGE_MENU_ID && tab?.id !== undefined
        ? chrome.tabs.update(tab.id, { url })
        : chrome.tabs.create({
            url,
            ...(tab?.id !== undefined ? { openerTabId: tab.id, index: tab.index + 1 } : {}),
          });
    void opened.catch(logged('menu', 'The PDF could not be opened in ClaimLens'));
  });
}

/** The PDF a click on one of these items names, when the viewer may open it (http, https, file). */
export function pdfOfClick(
  info: Pick<chrome.contextMenus.OnClickData, 'menuItemId' | 'linkUrl' | 'pageUrl'>,
  tabUrl?: string,
): string | null {
  const target =
    info.menuItemId === PDF_LINK_MENU_ID
      ? info.linkUrl
      : info.menuItemId === PDF_PAGE_MENU_ID
        ? (info.pageUrl ?? tabUrl)
        : undefined;
  if (!target) return null;
  const parsed = parseViewerFile(`?file=${encodeURIComponent(target)}`);
  return parsed.ok ? parsed.url : null;
}
