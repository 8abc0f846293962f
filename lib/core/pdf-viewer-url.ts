/**
 * The address of ClaimLens's PDF viewer, pdf.js's convention: `pdf.html?file=<the PDF's URL>`.
 * The PDF's URL is the page that checks made in the viewer belong to (their badges come back
 * by it), so the background reads it from the viewer's address as it reads a web page's URL.
 */

const PDF_VIEWER_PAGE = 'pdf.html';

export type ViewerFile = { ok: true; url: string } | { ok: false; message: string };

const OPENABLE = new Set(['http:', 'https:', 'file:']);

/** The PDF a viewer address names (its `?file=`), or why it names none ClaimLens may open. */
export function parseViewerFile(search: string): ViewerFile {
  const raw = new URLSearchParams(search).get('file')?.trim() ?? '';
  if (!raw)
    return refuse(
      'No PDF to open: the address needs ?file= and the PDF’s address, as in pdf.html?file=https://example.org/leaflet.pdf.',
    );
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url)
    return refuse(
      `“${clip(raw)}” is not a full address. Open the PDF by its whole address, starting with https://, http:// or file://.`,
    );
  if (!OPENABLE.has(url.protocol))
    return refuse(
      `ClaimLens opens PDFs from https://, http:// and file:// addresses only, not ${url.protocol} ones. ` +
        'Save the PDF and open the saved file instead.',
    );
  // The fragment (#page=3) picks a place in the PDF, not another PDF: one PDF, one set of badges.
  url.hash = '';
  return { ok: true, url: url.href };
}

/** The viewer's address for a PDF, under the extension's base URL (`chrome.runtime.getURL('')`). */
export function viewerAddress(extensionBase: string, file: string): string {
  return `${extensionBase.replace(/\/?$/, '/')}${PDF_VIEWER_PAGE}?file=${encodeURIComponent(file)}`;
}

const VIEWER_PAGE = /^(?:chrome|moz)-extension:\/\/[^/?#]+\/pdf\.html(?=[?#]|$)/i;

/**
 * The PDF an extension page's address shows when that page is the viewer, else null. Only
 * this extension's own pages can send it messages, so a viewer address here is ours.
 */
export function viewedPdf(pageUrl: string): string | null {
  if (!VIEWER_PAGE.test(pageUrl)) return null;
  const parsed = parseViewerFile(new URL(pageUrl).search);
  return parsed.ok ? parsed.url : null;
}

/**
 * The PDF a tab shows, when it is one the viewer could open in its place: an http(s) or file
 * address whose path ends in `.pdf` (the browser's PDF viewer keeps the PDF's address). Null for
 * any other page, for ClaimLens's viewer itself, and where the browser did not say the address.
 */
export function pdfOfTab(tabUrl: string | undefined): string | null {
  if (!tabUrl || !URL.canParse(tabUrl) || viewedPdf(tabUrl)) return null;
  if (!/\.pdf$/i.test(new URL(tabUrl).pathname)) return null;
  const parsed = parseViewerFile(`?file=${encodeURIComponent(tabUrl)}`);
  return parsed.ok ? parsed.url : null;
}

function refuse(message: string): ViewerFile {
  return { ok: false, message };
}

function clip(text: string): string {
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
