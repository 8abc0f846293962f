import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

import type { CheckSummary } from '../core/schemas';
import { log } from '../log/log';
import { sendToBackground } from '../messaging/client';
import type { PageViews } from './pages';
import { quotePages } from './quote-page';

/**
 * Before the badges of earlier checks are restored, the pages their quotes stand on are drawn:
 * the badges then anchor on the right page at once, also for a sentence the PDF repeats (anchored
 * while only another of its pages was drawn, a badge would stay there). Pages are read for their
 * text only when this PDF has checks.
 */

/** Pages drawn for one quote at most: a sentence repeated on every page is not worth them all. */
const PAGES_PER_QUOTE = 3;

export async function drawCheckedPages(pdf: PDFDocumentProxy, views: PageViews): Promise<void> {
  const summaries: CheckSummary[] = await sendToBackground('page.checks', {}).catch((e: unknown) => {
    log.warn(
      'pdf-viewer',
      'The earlier checks of this PDF could not be listed; their badges come as pages are drawn',
      e,
    );
    return [];
  });
  const anchors = summaries.flatMap((s) => (s.anchor ? [s.anchor] : []));
  if (!anchors.length) return;
  const texts = await pageTexts(pdf);
  const pages = new Set(anchors.flatMap((a) => quotePages(texts, a).slice(0, PAGES_PER_QUOTE)));
  await Promise.all([...pages].map((n) => views.drawText(n)));
}

async function pageTexts(pdf: PDFDocumentProxy): Promise<string[]> {
  const texts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    texts.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  return texts;
}
