import { splitSentences } from '../decompose/sentences';
import { type PageMap, pageMap } from './full-text';
import type { DocumentChunk } from './types';

/**
 * From ranked chunks to the passages a claim is judged on. Fact Checking Solution (seed 002)
 * retrieves the 30 nearest chunks; Atomic fact-checking (seed 003, step 3) verifies each fact
 * against the top 7. Each hit is widened to whole sentences within one page (a citation is
 * document + page + verbatim quote, so a passage never crosses a page), passages that overlap a
 * better-ranked one are dropped (overlapping chunks hit together), and no document gives more
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
    if (out.length >= limits.perClaim) break;
    if ((perDoc.get(hit.documentId) ?? 0) >= limits.perDocument) continue;
    const pages = pagesOf(hit.documentId);
    if (!pages) continue;
    let map = maps.get(hit.documentId);
    if (!map) maps.set(hit.documentId, (map = pageMap(pages)));
    const part = largestPagePart(map, pages, hit.chunk);
    const pageText = pages[part.page - 1]!;
    const key = `${hit.documentId}\u0000${part.page}`;
    let cuts = sentences.get(key);
    if (!cuts) sentences.set(key, (cuts = splitSentences(pageText)));
    const wide = widenToSentences(cuts, part.start, part.end);
    const raw = pageText.slice(wide.start, wide.end);
    const text = raw.trim();
    if (!text) continue;
    const start = wide.start + (raw.length - raw.trimStart().length);
    const end = start + text.length;
    const overlaps = out.some(
      (p) => p.documentId === hit.documentId && p.page === part.page && start < p.end && p.start < end,
    );
    if (overlaps) continue;
    out.push({ documentId: hit.documentId, page: part.page, start, end, text, score: hit.score, rank: i + 1 });
    perDoc.set(hit.documentId, (perDoc.get(hit.documentId) ?? 0) + 1);
  }
  return out;
}

/** The part of a chunk on the page that holds most of it (the first such page on a tie). */
function largestPagePart(
  map: PageMap,
  pages: readonly string[],
  chunk: RankedChunk['chunk'],
): { page: number; start: number; end: number } {
  let best = { page: chunk.page, start: 0, end: 0 };
  for (let p = chunk.page; p <= chunk.endPage; p++) {
    const pageStart = map.starts[p - 1]!;
    const start = Math.max(chunk.start, pageStart) - pageStart;
    const end = Math.min(chunk.end, pageStart + pages[p - 1]!.length) - pageStart;
    if (end - start > best.end - best.start) best = { page: p, start, end };
  }
  return best;
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
