import { documentsErrors as m } from '../../i18n/catalogue/documents-errors';
import { t } from '../../i18n/t';
import { messageOf } from '../../util/errors';
import type { PdfRead } from '../../web/pdf-page';
import { DocumentError } from '../errors';
import { extractPdf } from './pdf';

/**
 * A PDF on a trusted site read as web evidence (lib/web/pdf-page.ts): pdf.js's text, one
 * paragraph per block, each with its 1-based page. Why it cannot be read is the reader-facing
 * message of the documents' own errors (encrypted, images only, damaged).
 */
export async function readPdfText(bytes: Uint8Array, signal?: AbortSignal): Promise<PdfRead> {
  try {
    const doc = await extractPdf(bytes, signal ? { signal } : {});
    const paragraphs: string[] = [];
    const paragraphPages: number[] = [];
    doc.pages.forEach((page, i) => {
      for (const block of page.split('\n')) {
        const text = block.replace(/\s+/g, ' ').trim();
        if (!text) continue;
        paragraphs.push(text);
        paragraphPages.push(i + 1);
      }
    });
    return { ok: true, text: { title: doc.title ?? '', paragraphs, paragraphPages } };
  } catch (e) {
    signal?.throwIfAborted();
    if (e instanceof DocumentError) return { ok: false, detail: e.message };
    return { ok: false, detail: t(m.unreadablePdf, messageOf(e)) };
  }
}
