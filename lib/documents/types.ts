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

/**
 * A window of a document's full text: its pages joined with `PAGE_SEPARATOR` (full-text.ts), so
 * `fullText.slice(start, end) === text` always holds and a citation can point at the page.
 */
export interface DocumentChunk {
  /** 0-based position of the chunk in its document. */
  index: number;
  /** 1-based page where the chunk starts. */
  page: number;
  /** 1-based page where the chunk ends (the page of its last character). */
  endPage: number;
  /** Character offsets in the document's full text, end exclusive. */
  start: number;
  end: number;
  text: string;
}

/**
 * How a document is cut. Characters: 500 with 150 overlap, the default (Fact Checking Solution,
 * the seed 002 README). Tokens: 512 with 100 overlap (Atomic fact-checking, step 3). Tokens are
 * counted per whitespace-separated word, with an approximate counter unless one is given.
 */
export type ChunkingOptions =
  | { mode: 'chars'; size: number; overlap: number }
  | { mode: 'tokens'; size: number; overlap: number; countTokens?: (s: string) => number };

export type DocumentErrorCode = 'encrypted' | 'no-text' | 'corrupt' | 'too-large' | 'unsupported' | 'empty';

/** Per page or per step progress: `done` of `total`. */
export type Progress = (done: number, total: number) => void;
