/**
 * The contracts of the document library (issue 30): what extraction returns, what a chunk is,
 * how chunks are cut and what can go wrong. Types only; the functions live beside them.
 */

export type DocumentKind = 'pdf' | 'html' | 'markdown' | 'text';

export interface ExtractedDocument {
  kind: DocumentKind;
  /** The document's own title (PDF metadata, HTML <title>, a Markdown heading), or null. */
  title: string | null;
  /** Page i+1's text at index i. A PDF has one entry per page; every other kind has one page. */
  pages: string[];
}

export type DocumentErrorCode = 'encrypted' | 'no-text' | 'corrupt' | 'too-large' | 'unsupported' | 'empty';

/** Per page or per step progress: `done` of `total`. */
export type Progress = (done: number, total: number) => void;
