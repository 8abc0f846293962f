import { useEffect, useState } from 'react';

import { pdfOfTab, viewerAddress } from '../../../lib/core/pdf-viewer-url';
import { checkParts as m } from '../../../lib/i18n/catalogue/check-parts';
import { t } from '../../../lib/i18n/t';
import { log } from '../../../lib/log/log';
import { messageOf } from '../../../lib/util/errors';

interface PdfTab {
  tabId: number;
  pdf: string;
}

/**
 * Above the Check tab's text box while the active tab shows a PDF: the browser's PDF viewer runs
 * no ClaimLens script, so the notice offers to open the PDF in ClaimLens's viewer in its place.
 * The browser tells the tab's address for sites ClaimLens may read, or once the reader clicked
 * its toolbar button on that tab; elsewhere no notice shows.
 */
export function PdfTabNotice() {
  const [shown, setShown] = useState<PdfTab | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let live = true;
    const read = () =>
      void chrome.tabs.query({ active: true, lastFocusedWindow: true }).then(
        ([tab]) => {
          const pdf = pdfOfTab(tab?.url);
          if (live) setShown(pdf && tab?.id !== undefined ? { tabId: tab.id, pdf } : null);
        },
        (e: unknown) => log.warn('panel', 'The active tab could not be read to offer its PDF', e),
      );
    const onUpdated = (_id: number, change: { url?: string; status?: string }, tab: { active: boolean }) =>
      tab.active && (change.url !== undefined || change.status === 'complete') && read();
    read();
    chrome.tabs.onActivated.addListener(read);
    chrome.tabs.onUpdated.addListener(onUpdated);
    chrome.windows.onFocusChanged.addListener(read);
    return () => {
      live = false;
      chrome.tabs.onActivated.removeListener(read);
      chrome.tabs.onUpdated.removeListener(onUpdated);
      chrome.windows.onFocusChanged.removeListener(read);
    };
  }, []);

  if (!shown) return null;
  const open = () =>
    void chrome.tabs.update(shown.tabId, { url: viewerAddress(chrome.runtime.getURL(''), shown.pdf) }).then(
      () => setError(''),
      (e: unknown) => setError(t(m.pdfFailed, messageOf(e))),
    );
  return (
    <section className="pdf-tab-notice" aria-label={t(m.pdfLabel)}>
      <p>
        {t(m.pdfText)} <em>{t(m.pdfButton)}</em>.
      </p>
      <button type="button" onClick={open}>
        {t(m.pdfOpen)}
      </button>
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
