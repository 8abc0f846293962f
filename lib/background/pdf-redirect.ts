import { matchesContentType, PDF_RULE_IDS, pdfRedirectRules } from '../core/pdf-redirect';
import { log, logged } from '../log/log';
import { loadSettings, watchSettings } from '../settings/store';
import { messageOf } from '../util/errors';

/**
 * Keeps the browser's redirect rules in step with "Open PDFs in ClaimLens" (off by default, and
 * locked where the organisation set it): on, navigations to PDFs open in the viewer; off, the
 * rules are removed. Dynamic rules outlive a restart; they are set again at every start anyway.
 */
export function registerPdfRedirect(): void {
  const sync = (on: boolean) =>
    void applyPdfRedirect(on).catch(logged('pdf-redirect', 'The rules that open PDFs in ClaimLens could not be set'));
  void loadSettings().then(
    (s) => sync(s.documents.openPdfs),
    logged('pdf-redirect', 'The settings could not be read to open PDFs in ClaimLens'),
  );
  watchSettings((s) => sync(s.documents.openPdfs));
}

async function applyPdfRedirect(on: boolean): Promise<void> {
  const options = {
    extensionBase: chrome.runtime.getURL(''),
    extensionId: chrome.runtime.id,
    byContentType: matchesContentType(navigator.userAgent),
  };
  const removeRuleIds = [...PDF_RULE_IDS];
  if (!on) return chrome.declarativeNetRequest.updateDynamicRules({ removeRuleIds });
  try {
    await chrome.declarativeNetRequest.updateDynamicRules({ removeRuleIds, addRules: pdfRedirectRules(options) });
  } catch (e) {
    if (!options.byContentType) throw e;
    // A browser that refuses the Content-Type rule still opens PDFs named .pdf.
    log.warn('pdf-redirect', `PDFs are opened in ClaimLens by their .pdf name only: ${messageOf(e)}`, e);
    await chrome.declarativeNetRequest.updateDynamicRules({
      removeRuleIds,
      addRules: pdfRedirectRules({ ...options, byContentType: false }),
    });
  }
}
