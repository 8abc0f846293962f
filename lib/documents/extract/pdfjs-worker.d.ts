// pdfjs-dist ships no types for its worker module; it is imported for its effect
// (globalThis.pdfjsWorker), see pdfjs.ts.
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
