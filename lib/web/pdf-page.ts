/**
 * A trusted page that is a PDF (a leaflet, a guideline) read as web evidence (issue 30 item 1):
 * pdf.js's text of each page, one paragraph per block, each remembering its page so a passage
 * links to `#page=N` (RFC 8118). Browsers' PDF viewers follow page fragments, not text
 * fragments, so a quote from a PDF opens at its page rather than at its words. Without a reader
 * (`PageOptions.readPdf`), a PDF is refused as not HTML.
 */

export const PDF_TYPE = /^application\/pdf\b/i;

export interface PdfText {
  title: string;
  paragraphs: string[];
  /** The 1-based page of each paragraph. */
  paragraphPages: number[];
}

export type PdfRead = { ok: true; text: PdfText } | { ok: false; detail: string };

/** Reads a PDF's text; supplied by the documents layer (pdf.js), so the web layer needs no PDF reader of its own. */
export type PdfReader = (bytes: Uint8Array, signal?: AbortSignal) => Promise<PdfRead>;

/** The page of the paragraph holding word `offset` (words counted as the passages count them). */
export function pageOfWord(paragraphs: readonly string[], paragraphPages: readonly number[], offset: number): number {
  let seen = 0;
  for (let i = 0; i < paragraphs.length; i++) {
    seen += paragraphs[i]!.split(/\s+/).filter(Boolean).length;
    if (offset < seen) return paragraphPages[i] ?? 1;
  }
  return paragraphPages.at(-1) ?? 1;
}

/** `url` opened at `page` (any fragment it had is replaced). */
export function pdfPageUrl(url: string, page: number): string {
  return `${url.split('#')[0]}#page=${page}`;
}
