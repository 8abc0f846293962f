import { documentsErrors as m } from '../../i18n/catalogue/documents-errors';
import { t } from '../../i18n/t';
import { documentErrors } from '../errors';
import type { ExtractedDocument, Progress } from '../types';
import { joinTextPieces, type TextPiece } from './pdf-text';
import { loadPdfjs } from './pdfjs';

/**
 * A PDF's text, page by page, with pdf.js. Only text is read: no fonts loaded, no images decoded,
 * nothing fetched (no cMap, font or wasm URLs are given; embedded ToUnicode maps suffice for
 * text), no eval. Each page's objects are released once its text is read, and pdf.js's caches
 * every CLEANUP_EVERY pages, so a 2,000-page PDF does not hold every page at once.
 */

export interface PdfOptions {
  /** Called after each page: pages read, of all. */
  onPage?: Progress;
  /** Checked between pages; an abort rejects with the signal's reason. */
  signal?: AbortSignal;
  /** The user password of a protected PDF, when the reader gave one. */
  password?: string;
}

const CLEANUP_EVERY = 50;

export async function extractPdf(bytes: Uint8Array, options: PdfOptions = {}): Promise<ExtractedDocument> {
  const { onPage, signal, password } = options;
  signal?.throwIfAborted();
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({
    // pdf.js transfers the buffer to its worker side, detaching it: the caller keeps its bytes.
    data: bytes.slice(),
    password,
    isEvalSupported: false,
    useWasm: false,
    useWorkerFetch: false,
    useSystemFonts: false,
    disableFontFace: true,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    stopAtErrors: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    const pdf = await task.promise.catch((e: unknown) => {
      throw readError(e);
    });
    const pages: string[] = [];
    let failed = 0;
    for (let n = 1; n <= pdf.numPages; n++) {
      signal?.throwIfAborted();
      const text = await pageText(pdf, n);
      if (text === null) failed++;
      pages.push(text ?? '');
      if (n % CLEANUP_EVERY === 0) await pdf.cleanup();
      onPage?.(n, pdf.numPages);
    }
    if (!pages.length) throw documentErrors.empty(t(m.thisPdf));
    if (failed === pages.length) throw documentErrors.corrupt(t(m.thisPdf));
    if (pages.every((p) => !p.trim())) throw documentErrors.noText();
    return { kind: 'pdf', title: await pdfTitle(pdf), pages };
  } finally {
    await task.destroy();
  }
}

type PdfDocument = Awaited<ReturnType<Awaited<ReturnType<typeof loadPdfjs>>['getDocument']>['promise']>;

/** A page's text, or null when the page itself cannot be read (the rest of the PDF still is). */
async function pageText(pdf: PdfDocument, n: number): Promise<string | null> {
  let page: Awaited<ReturnType<PdfDocument['getPage']>> | null = null;
  try {
    page = await pdf.getPage(n);
    const content = await page.getTextContent();
    return joinTextPieces(content.items.filter((i): i is TextPiece & typeof i => 'str' in i));
  } catch {
    // A broken page (a damaged content stream) reads as empty; a PDF whose every page fails is
    // reported as corrupt by the caller.
    return null;
  } finally {
    page?.cleanup();
  }
}

async function pdfTitle(pdf: PdfDocument): Promise<string | null> {
  const { info, metadata } = await pdf.getMetadata();
  const fromInfo = (info as { Title?: unknown }).Title;
  const title = typeof fromInfo === 'string' && fromInfo.trim() ? fromInfo : metadata?.get('dc:title');
  return typeof title === 'string' && title.trim() ? title.replace(/\s+/g, ' ').trim() : null;
}

/** pdf.js's load errors, by name (they cross its message port as plain objects). */
function readError(e: unknown): unknown {
  const { name, code } = (e ?? {}) as { name?: string; code?: number };
  if (name === 'AbortError') return e;
  // Code 1 asks for a password, 2 says the one given is wrong (pdf.js PasswordResponses).
  if (name === 'PasswordException') return documentErrors.encrypted(code === 2);
  return documentErrors.corrupt(t(m.thisPdf), e);
}
