import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

import type { Pdfjs } from '../documents/extract/pdfjs';
import { logged } from '../log/log';

/**
 * The PDF's pages, drawn when they come near the screen (an IntersectionObserver): a canvas and
 * pdf.js's text layer over it, whose transparent text the reader selects as on a web page. Each
 * page holds its place at its size from the start, so scrolling and anchors stay put while pages
 * render; a page that scrolls far away keeps its text layer (its badges stay anchored).
 */

const SCALE = 1.5;
/** Pages this far outside the screen are drawn ahead, so scrolling rarely shows a blank page. */
const AHEAD = '150% 0px';

export interface PageViews {
  /** The page elements in order (page n at n - 1). */
  pages: HTMLElement[];
  /** Draws page n now, whether on screen or not; resolves once its text layer is in. */
  draw(n: number): Promise<void>;
}

export async function showPages(
  pdfjs: Pdfjs,
  pdf: PDFDocumentProxy,
  into: HTMLElement,
  signal: AbortSignal,
): Promise<PageViews> {
  const first = await pdf.getPage(1);
  const size = first.getViewport({ scale: SCALE });
  const pages = Array.from({ length: pdf.numPages }, (_, i) => {
    const page = document.createElement('section');
    page.className = 'pdf-page';
    page.dataset.page = String(i + 1);
    page.setAttribute('aria-label', `Page ${i + 1}`);
    page.style.setProperty('--total-scale-factor', String(SCALE));
    // Until a page is drawn it takes the first page's size (most PDFs have one page size).
    page.style.width = `${size.width}px`;
    page.style.height = `${size.height}px`;
    into.append(page);
    return page;
  });
  const drawing = new Map<number, Promise<void>>();
  const draw = (n: number) => {
    let done = drawing.get(n);
    if (!done) {
      done = drawPage(pdfjs, pdf, n, pages[n - 1]!).catch(
        logged('pdf-viewer', `Page ${n} of the PDF could not be drawn; the other pages are shown`),
      );
      drawing.set(n, done);
    }
    return done;
  };
  const near = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue;
        near.unobserve(e.target);
        void draw(Number((e.target as HTMLElement).dataset.page));
      }
    },
    { rootMargin: AHEAD },
  );
  pages.forEach((p) => near.observe(p));
  signal.addEventListener('abort', () => near.disconnect(), { once: true });
  return { pages, draw };
}

async function drawPage(pdfjs: Pdfjs, pdf: PDFDocumentProxy, n: number, into: HTMLElement): Promise<void> {
  const page: PDFPageProxy = await pdf.getPage(n);
  const viewport = page.getViewport({ scale: SCALE });
  into.style.width = `${viewport.width}px`;
  into.style.height = `${viewport.height}px`;
  const canvas = document.createElement('canvas');
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.floor(viewport.width * ratio);
  canvas.height = Math.floor(viewport.height * ratio);
  canvas.setAttribute('aria-hidden', 'true');
  const text = document.createElement('div');
  text.className = 'textLayer';
  into.append(canvas, text);
  const layer = new pdfjs.TextLayer({ textContentSource: page.streamTextContent(), container: text, viewport });
  await Promise.all([
    page.render({
      canvas,
      viewport,
      ...(ratio === 1 ? {} : { transform: [ratio, 0, 0, ratio, 0, 0] }),
    }).promise,
    layer.render(),
  ]);
  into.dataset.drawn = 'true';
}
