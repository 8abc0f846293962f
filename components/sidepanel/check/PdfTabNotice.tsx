import { useEffect, useState } from 'react';

import { pdfOfTab, viewerAddress } from '../../../lib/core/pdf-viewer-url';
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
      (e: unknown) =>
        setError(`The PDF could not be opened in ClaimLens: ${messageOf(e)}. Reload the tab and try again.`),
    );
  return (
    <section className="pdf-tab-notice" aria-label="PDF in this tab">
      <p>
        This tab shows a PDF. To check its claims, open it in ClaimLens: select a sentence there and press{' '}
        <em>Check claim</em>.
      </p>
      <button type="button" onClick={open}>
        Open in ClaimLens
      </button>
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
