import { splitSentences } from '../decompose/sentences';
import { type PageMap, pageMap } from './full-text';
import type { DocumentChunk } from './types';

/**
 * From ranked chunks to the passages a claim is judged on. Fact Checking Solution (seed 002)
 * retrieves the 30 nearest chunks; Atomic fact-checking (seed 003, step 3) verifies each fact
 * against the top 7. Each hit is widened to whole sentences within one page (a citation is
 * document + page + verbatim quote, so a passage never crosses a page; a chunk across a page
 * break is a candidate on each page, its larger part first, so text on either page can be
 * cited), passages that overlap a better-ranked one are dropped (overlapping chunks hit together), and no document gives more
 * than 3, so one long guideline cannot fill the bundle alone.
 */

export interface BundleLimits {
  /** Ranked hits looked at (seed 002: 30). */
  candidates: number;
  /** Passages kept per claim (seed 003: 7). */
  perClaim: number;
  /** Passages kept per document. */
  perDocument: number;
}

export const BUNDLE_LIMITS: BundleLimits = { candidates: 30, perClaim: 7, perDocument: 3 };

/** A sentence is taken whole only if that widens the passage by at most this many characters a side. */
const MAX_GROW = 240;

export interface RankedChunk {
  documentId: string;
  chunk: Pick<DocumentChunk, 'start' | 'end' | 'page' | 'endPage'>;
  score: number;
}

export interface Passage {
  documentId: string;
  /** 1-based page. */
  page: number;
  /** Offsets in the page's text, end exclusive; `text` is that slice, verbatim. */
  start: number;
  end: number;
  text: string;
  score: number;
  /** 1-based rank of the hit the passage came from. */
  rank: number;
}

export function selectPassages(
  hits: readonly RankedChunk[],
  pagesOf: (documentId: string) => readonly string[] | undefined,
  limits: BundleLimits = BUNDLE_LIMITS,
): Passage[] {
  const maps = new Map<string, PageMap>();
  const sentences = new Map<string, { start: number; end: number }[]>();
  const out: Passage[] = [];
  const perDoc = new Map<string, number>();
  for (const [i, hit] of hits.slice(0, limits.candidates).entries()) {
    const pages = pagesOf(hit.documentId);
    if (!pages) continue;
    let map = maps.get(hit.documentId);
    if (!map) maps.set(hit.documentId, (map = pageMap(pages)));
    // A chunk across a page break is a candidate on each page, the larger part first: text on either page can be cited.
    for (const part of pageParts(map, pages, hit.chunk)) {
      if (out.length >= limits.perClaim) return out;
      if ((perDoc.get(hit.documentId) ?? 0) >= limits.perDocument) break;
      const key = `${hit.documentId}\u0000${part.page}`;
      const pageText = pages[part.page - 1]!;
      let cuts = sentences.get(key);
      if (!cuts) sentences.set(key, (cuts = splitSentences(pageText)));
      const passage = passageOf(pageText, cuts, part);
      if (!passage) continue;
      const overlaps = out.some(
        (p) =>
          p.documentId === hit.documentId && p.page === part.page && passage.start < p.end && p.start < passage.end,
      );
      if (overlaps) continue;
      out.push({ documentId: hit.documentId, page: part.page, ...passage, score: hit.score, rank: i + 1 });
      perDoc.set(hit.documentId, (perDoc.get(hit.documentId) ?? 0) + 1);
    }
  }
  return out;
}

/** A part of a page widened to whole sentences and trimmed, with its offsets; null when only blanks. */
function passageOf(
  pageText: string,
  cuts: readonly { start: number; end: number }[],
  part: { start: number; end: number },
): { start: number; end: number; text: string } | null {
  const wide = widenToSentences(cuts, part.start, part.end);
  const raw = pageText.slice(wide.start, wide.end);
  const text = raw.trim();
  if (!text) return null;
  const start = wide.start + (raw.length - raw.trimStart().length);
  return { start, end: start + text.length, text };
}

/** The parts of a chunk, one per page it touches (page offsets), largest first (the earlier page on a tie). */
function pageParts(
  map: PageMap,
  pages: readonly string[],
  chunk: RankedChunk['chunk'],
): { page: number; start: number; end: number }[] {
  const parts: { page: number; start: number; end: number }[] = [];
  for (let p = chunk.page; p <= chunk.endPage && p <= pages.length; p++) {
    const pageStart = map.starts[p - 1]!;
    const start = Math.max(chunk.start, pageStart) - pageStart;
    const end = Math.min(chunk.end, pageStart + pages[p - 1]!.length) - pageStart;
    if (end > start) parts.push({ page: p, start, end });
  }
  return parts.sort((a, b) => b.end - b.start - (a.end - a.start) || a.page - b.page);
}

/**
 * Widens [start, end) of a page to the sentences it touches, each side only if that adds at most
 * MAX_GROW characters (a table or a list with no full stops is one long "sentence").
 */
function widenToSentences(
  sentences: readonly { start: number; end: number }[],
  start: number,
  end: number,
): { start: number; end: number } {
  const first = sentences.find((s) => s.start <= start && start < s.end);
  const last = sentences.find((s) => s.start < end && end <= s.end);
  return {
    start: first && start - first.start <= MAX_GROW ? first.start : start,
    end: last && last.end - end <= MAX_GROW ? last.end : end,
  };
}
