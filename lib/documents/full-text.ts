/**
 * A document's full text: its pages joined by a blank line. Chunk offsets count in it, and the
 * blank line also reads as a paragraph break to the chunker's sentence cut.
 */

export const PAGE_SEPARATOR = '\n\n';

export interface PageMap {
  /** The pages joined with `PAGE_SEPARATOR`. */
  text: string;
  /** Offset in `text` where each page starts. */
  starts: number[];
  /**
   * The 1-based page holding an offset of `text`, and the offset within that page. An offset in
   * the separator after a page belongs to that page, clamped to its end.
   */
  locate(offset: number): { page: number; offsetInPage: number };
}

export function pageMap(pages: readonly string[]): PageMap {
  const starts: number[] = [];
  let at = 0;
  for (const p of pages) {
    starts.push(at);
    at += p.length + PAGE_SEPARATOR.length;
  }
  const locate = (offset: number) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    const inPage = Math.max(0, offset - (starts[lo] ?? 0));
    return { page: lo + 1, offsetInPage: Math.min(inPage, pages[lo]?.length ?? 0) };
  };
  let text: string | null = null;
  // Joined on first use: passage selection needs only the offsets, and a 2,000-page document's
  // text is megabytes.
  return {
    get text() {
      return (text ??= pages.join(PAGE_SEPARATOR));
    },
    starts,
    locate,
  };
}
