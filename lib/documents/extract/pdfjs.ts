/**
 * Loads pdf.js to run in this thread, with no Worker, no network and no eval, so the same code
 * reads a PDF in the engine worker, on an extension page (MV3's CSP forbids eval and remote
 * code) and under Node (vitest, the CLI).
 *
 * pdf.js 5.6 (`PDFWorker`, build/pdf.mjs) skips starting a Worker from `workerSrc` when
 * `globalThis.pdfjsWorker.WorkerMessageHandler` is set, and runs its "fake worker" in-thread over
 * a loopback port; importing `pdf.worker.mjs` sets that global. The legacy build is the one used:
 * the modern build needs `Promise.withResolvers` and `URL.parse`, which Node 20 lacks.
 */

export type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let loading: Promise<Pdfjs> | null = null;

export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= (async () => {
    await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return loading;
}
