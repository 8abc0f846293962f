/**
 * The contract of a site adapter (./index.ts lists them): what it finds on a page and how it reads
 * a post's words.
 */

/** How an adapter reads a post's words: `ownText`, or a cache of it (`cachedOwnText`). */
export type ReadText = (el: Element, leaveOut?: (e: Element) => boolean) => string;

export interface FoundPost {
  element: Element;
  /** The post's own words (not a quoted post's, not a reply's), whitespace-normalised. */
  text: string;
}

/** The posts in one changed part of a page read whole before; null when the page must be read whole again. */
export type ScopeReader = (scope: Element, read: ReadText) => FoundPost[] | null;

export interface FeedAdapter {
  id: string;
  matches(url: URL): boolean;
  /** The posts under `root`; `read` reads a post's words (a cache of `ownText` while a page is watched). */
  find(root: ParentNode, read?: ReadText): FoundPost[];
  /**
   * How to read a changed part of the page `root` alone, after `find` found `found` there, for an
   * adapter whose reading depends on the whole page (the article fallback weighs it to find the
   * main content). Without it a part is read with `find`.
   */
  scopeReader?(root: ParentNode, found: readonly FoundPost[]): ScopeReader;
}
