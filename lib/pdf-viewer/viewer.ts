import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

import { parseViewerFile } from '../core/pdf-viewer-url';
import { loadPdfjs } from '../documents/extract/pdfjs';
import { pdfViewerMessages as m } from '../i18n/catalogue/pdf-viewer';
import { t } from '../i18n/t';
import { logged } from '../log/log';
import { loadSettings } from '../settings/store';
import { messageOf } from '../util/errors';
import { drawCheckedPages } from './checked-pages';
import { mountContentFeatures } from './content';
import { failureOfLoad, framed, noTextMessage } from './failure';
import { fetchPdf } from './fetch';
import { showPages } from './pages';
import { type ViewerShell, viewerShell } from './shell';

/**
 * ClaimLens's PDF viewer (pdf.html?file=…): fetches the PDF, draws its pages as they come near
 * the screen, and runs the page features (the pill, badges, restored badges) over their text
 * layers. pdf.js runs in this thread as the document library runs it: no worker, no eval, nothing
 * fetched but the PDF.
 */

export interface ViewerOptions {
  /** Asks the reader for a site's access (a click's permission request); true when granted. */
  askAccess(origin: string): Promise<boolean>;
}

export async function startViewer(root: HTMLElement, options: ViewerOptions): Promise<void> {
  const shell = viewerShell(root);
  await openPdf(shell, options).catch((e: unknown) => {
    logged('pdf-viewer', 'The viewer stopped', 'error')(e);
    shell.fail({ kind: 'stopped', message: t(m.stopped, messageOf(e)) });
  });
}

async function openPdf(shell: ViewerShell, options: ViewerOptions): Promise<void> {
  // What the viewer and its features set up lasts as long as the page: nothing ends it sooner.
  const signal = new AbortController().signal;
  // Pages may open the viewer (a PDF link redirected into it), never frame it under their own page.
  if (window.top !== window) return shell.fail(framed());
  const file = parseViewerFile(location.search);
  if (!file.ok) return shell.fail({ kind: 'address', message: file.message });
  const url = file.url;
  shell.name(fileName(url), url);
  shell.note(t(m.opening));
  const { documents } = await loadSettings();
  const fetched = await fetchPdf(url, documents.maxFileMb, signal);
  if (!fetched.ok) {
    const pattern = fetched.failure.access;
    const ask = () =>
      void options
        .askAccess(pattern!)
        .then((granted) => granted && location.reload(), logged('pdf-viewer', 'Site access could not be asked for'));
    return shell.fail(fetched.failure, pattern ? ask : undefined);
  }
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({
    data: fetched.bytes,
    isEvalSupported: false,
    useWasm: false,
    useWorkerFetch: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    stopAtErrors: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  let pdf: PDFDocumentProxy;
  try {
    pdf = await task.promise;
  } catch (e) {
    logged('pdf-viewer', `The PDF at ${url} could not be opened`, 'info')(e);
    return shell.fail(failureOfLoad(e));
  }
  shell.name((await pdfTitle(pdf)) ?? fileName(url), url);
  const views = await showPages(pdfjs, pdf, shell.pages, signal);
  shell.clear();
  void hasText(pdf).then(
    (has) => has || shell.note(noTextMessage()),
    logged('pdf-viewer', 'Whether the PDF has text could not be told'),
  );
  await mountContentFeatures(signal, drawCheckedPages(pdf, views));
}

/** The last part of the address, decoded ("leaflet.pdf"), or the whole address. */
function fileName(url: string): string {
  const last = new URL(url).pathname.split('/').filter(Boolean).pop();
  if (!last) return url;
  try {
    return decodeURIComponent(last);
  } catch {
    // A malformed escape (%E9 alone): the name as the address spells it is still a name.
    return last;
  }
}

async function pdfTitle(pdf: PDFDocumentProxy): Promise<string | null> {
  const { info } = (await pdf
    .getMetadata()
    .catch(logged('pdf-viewer', 'The PDF’s title could not be read', 'info'))) ?? {
    info: {},
  };
  const title = (info as { Title?: unknown }).Title;
  return typeof title === 'string' && title.trim() ? title.replace(/\s+/g, ' ').trim() : null;
}

/** Whether any page has text to select; stops at the first that has (a scan has none). */
async function hasText(pdf: PDFDocumentProxy): Promise<boolean> {
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    if (content.items.some((i) => 'str' in i && i.str.trim())) return true;
  }
  return false;
}
