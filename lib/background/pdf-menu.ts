import { parseViewerFile, pdfOfTab, viewerAddress } from '../core/pdf-viewer-url';
import { pdfViewerMessages } from '../i18n/catalogue/pdf-viewer';
import { t } from '../i18n/t';
import { logged } from '../log/log';

/**
 * "Open in ClaimLens" in the context menu: on a link to a PDF (opened in a new tab), on a tab
 * showing a PDF and in the toolbar button's menu while the active tab shows one (both opened in
 * its place), in ClaimLens's own viewer, where selected text gets the pill and badges as on a
 * web page. Its items are created after the other menu items.
 */
export const PDF_LINK_MENU_ID = 'claimlens-open-pdf-link';
export const PDF_PAGE_MENU_ID = 'claimlens-open-pdf-page';
export const PDF_ACTION_MENU_ID = 'claimlens-open-pdf-action';

const PDF_URLS = ['*://*/*.pdf*', 'file:///*.pdf*'];

export function registerPdfMenu(): void {
  chrome.runtime.onInstalled.addListener(() => {
    const created = () =>
      void (chrome.runtime.lastError && logged('menu', 'The PDF menu could not be added')(chrome.runtime.lastError));
    chrome.contextMenus.create(
      { id: PDF_LINK_MENU_ID, title: t(pdfViewerMessages.openIn), contexts: ['link'], targetUrlPatterns: PDF_URLS },
      created,
    );
    chrome.contextMenus.create(
      { id: PDF_PAGE_MENU_ID, title: t(pdfViewerMessages.openIn), contexts: ['page'], documentUrlPatterns: PDF_URLS },
      created,
    );
    createActionItem(created);
  });
  watchActiveTab();
  chrome.contextMenus.onClicked.addListener((info, tab) => {
    const route = pdfMenuRoute(info, tab?.url);
    if (!route) return;
    const url = viewerAddress(chrome.runtime.getURL(''), route.pdf);
    const opened =
      route.inPlace && tab?.id !== undefined
        ? chrome.tabs.update(tab.id, { url })
        : chrome.tabs.create({
            url,
            ...(tab?.id !== undefined ? { openerTabId: tab.id, index: tab.index + 1 } : {}),
          });
    void opened.catch(logged('menu', 'The PDF could not be opened in ClaimLens'));
  });
}

/** The toolbar button's item, its own function so other items of that menu merge beside it. */
function createActionItem(created: () => void): void {
  chrome.contextMenus.create(
    { id: PDF_ACTION_MENU_ID, title: t(pdfViewerMessages.openIn), contexts: ['action'], visible: false },
    created,
  );
}

/**
 * The toolbar item shows while the active tab shows a PDF. The browser tells a tab's address
 * only for sites ClaimLens may read (online checking, or "Open PDFs in ClaimLens"): elsewhere
 * the item stays hidden and the PDF tab's own menu offers the same.
 */
function watchActiveTab(): void {
  const failed = logged('menu', 'The toolbar menu could not follow the active tab', 'info');
  const show = (tabUrl: string | undefined) =>
    void chrome.contextMenus.update(PDF_ACTION_MENU_ID, { visible: pdfOfTab(tabUrl) !== null }).catch(failed);
  chrome.tabs.onActivated.addListener(({ tabId }) => void chrome.tabs.get(tabId).then((t) => show(t.url), failed));
  chrome.tabs.onUpdated.addListener((_id, change, tab) => {
    if (tab.active && (change.url !== undefined || change.status === 'complete')) show(tab.url);
  });
}

export interface PdfMenuRoute {
  /** The PDF to open in the viewer. */
  pdf: string;
  /** In the tab that shows it (a PDF tab, the toolbar item), rather than a new tab (a link). */
  inPlace: boolean;
}

/** Where a click on one of these items opens which PDF, when the viewer may open it (http, https, file). */
export function pdfMenuRoute(
  info: Pick<chrome.contextMenus.OnClickData, 'menuItemId' | 'linkUrl' | 'pageUrl'>,
  tabUrl?: string,
): PdfMenuRoute | null {
  if (info.menuItemId === PDF_ACTION_MENU_ID) {
    const pdf = pdfOfTab(tabUrl);
    return pdf ? { pdf, inPlace: true } : null;
  }
  const target =
    info.menuItemId === PDF_LINK_MENU_ID
      ? info.linkUrl
      : info.menuItemId === PDF_PAGE_MENU_ID
        ? (info.pageUrl ?? tabUrl)
        : undefined;
  if (!target) return null;
  const parsed = parseViewerFile(`?file=${encodeURIComponent(target)}`);
  return parsed.ok ? { pdf: parsed.url, inPlace: info.menuItemId === PDF_PAGE_MENU_ID } : null;
}
