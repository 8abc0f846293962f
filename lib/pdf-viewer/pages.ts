import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

import type { Pdfjs } from '../documents/extract/pdfjs';
import { pdfViewerMessages as m } from '../i18n/catalogue/pdf-viewer';
import { formatNumber } from '../i18n/format';
import { t } from '../i18n/t';
import { log, logged } from '../log/log';
import { nameOf } from '../util/errors';

/**
 * The PDF's pages, drawn as they come near the screen (an IntersectionObserver): a canvas, and
 * pdf.js's text layer over it, whose transparent text the reader selects as on a web page. Each
 * page holds its place at its size from the start, so scrolling and anchors stay put. A page
 * that moves far off screen gives its canvas back (a long PDF would otherwise hold hundreds of
 * bitmaps) and keeps its text layer, which its badges are anchored to.
 */

const SCALE = 1.5;
/** Pages this far outside the screen are drawn ahead, so scrolling rarely shows a blank page. */
const AHEAD = '150% 0px';

export interface PageViews {
  /** Lays page n's text layer now, on screen or not; resolves once it is in. */
  drawText(n: number): Promise<void>;
}

interface Painting {
  cancel(): void;
}

export async function showPages(
  pdfjs: Pdfjs,
  pdf: PDFDocumentProxy,
  into: HTMLElement,
  signal: AbortSignal,
): Promise<PageViews> {
  const size = (await pdf.getPage(1)).getViewport({ scale: SCALE });
  const pages = Array.from({ length: pdf.numPages }, (_, i) => {
    const page = document.createElement('section');
    page.className = 'pdf-page';
    page.dataset.page = String(i + 1);
    page.setAttribute('aria-label', t(m.page, formatNumber(i + 1)));
    page.style.setProperty('--total-scale-factor', String(SCALE));
    // Until a page is drawn it takes the first page's size (most PDFs have one page size).
    page.style.width = `${size.width}px`;
    page.style.height = `${size.height}px`;
    into.append(page);
    return page;
  });
  const texts = new Map<number, Promise<void>>();
  const paintings = new Map<number, Painting>();
  const drawText = (n: number) => {
    let done = texts.get(n);
    if (!done) {
      done = layText(pdfjs, pdf, n, pages[n - 1]!).catch(
        logged('pdf-viewer', `The text of page ${n} could not be laid out; the other pages are shown`),
      );
      texts.set(n, done);
    }
    return done;
  };
  const near = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        const n = Number((e.target as HTMLElement).dataset.page);
        if (e.isIntersecting && !paintings.has(n)) {
          void drawText(n);
          paintings.set(n, paint(pdf, n, pages[n - 1]!));
        } else if (!e.isIntersecting) {
          paintings.get(n)?.cancel();
          paintings.delete(n);
        }
      }
    },
    { rootMargin: AHEAD },
  );
  pages.forEach((p) => near.observe(p));
  signal.addEventListener('abort', () => near.disconnect(), { once: true });
  return { drawText };
}

async function layText(pdfjs: Pdfjs, pdf: PDFDocumentProxy, n: number, into: HTMLElement): Promise<void> {
  const page = await pdf.getPage(n);
  const viewport = page.getViewport({ scale: SCALE });
  into.style.width = `${viewport.width}px`;
  into.style.height = `${viewport.height}px`;
  const text = document.createElement('div');
  text.className = 'textLayer';
  into.append(text);
  await new pdfjs.TextLayer({ textContentSource: page.streamTextContent(), container: text, viewport }).render();
}

/** Draws page n on a new canvas under its text layer; `cancel` stops the drawing and drops the canvas. */
function paint(pdf: PDFDocumentProxy, n: number, into: HTMLElement): Painting {
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  into.prepend(canvas);
  let cancelled = false;
  let task: ReturnType<PDFPageProxy['render']> | null = null;
  void (async () => {
    const page = await pdf.getPage(n);
    if (cancelled) return;
    const viewport = page.getViewport({ scale: SCALE });
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.floor(viewport.width * ratio);
    canvas.height = Math.floor(viewport.height * ratio);
    task = page.render({
      canvas,
      viewport,
      ...(ratio === 1 ? {} : { transform: [ratio, 0, 0, ratio, 0, 0] }),
    });
    await task.promise;
  })().catch((e: unknown) => {
    // A drawing cancelled because its page scrolled away is no failure.
    if (nameOf(e) !== 'RenderingCancelledException') log.warn('pdf-viewer', `Page ${n} could not be drawn`, e);
  });
  return {
    cancel() {
      cancelled = true;
      task?.cancel();
      // A zero-sized canvas gives its bitmap back at once, before the element is collected.
      canvas.width = canvas.height = 0;
      canvas.remove();
    },
  };
}
