import { isoDay } from './dates';

/**
 * When a page says it was published and last modified (issue 32 item 4), read from its own
 * markup in a fixed order: JSON-LD (`datePublished` / `dateModified`, in `@graph` and arrays too),
 * then the article meta tags, then scholarly and Dublin Core meta. Page markup is data: a script
 * that is not JSON, a value that is not a string, or a date that is not a real one is skipped, and
 * nothing a page writes can reach past these fields.
 */

export interface PageDates {
  published: string | null;
  /** The page's own last-modified day; the server's `Last-Modified` only where the page names no date. */
  modified: string | null;
}

/** The part of a DOM document the table reads (linkedom's and the browser's alike). */
export interface DatedDocument {
  querySelectorAll(selector: string): Iterable<{ textContent: string | null; getAttribute(n: string): string | null }>;
}

/** Meta tags in order of trust: the article's own tags before scholarly and Dublin Core ones. */
const PUBLISHED_META = [
  'meta[property="article:published_time"]',
  'meta[name="article:published_time"]',
  'meta[itemprop="datePublished"]',
  'meta[name="citation_publication_date"]',
  'meta[name="citation_date"]',
  'meta[name="dc.date.issued"]',
  'meta[name="DC.date.issued"]',
  'meta[name="dcterms.issued"]',
  'meta[name="dc.date"]',
  'meta[name="DC.date"]',
  'meta[name="parsely-pub-date"]',
];
const MODIFIED_META = [
  'meta[property="article:modified_time"]',
  'meta[name="article:modified_time"]',
  'meta[itemprop="dateModified"]',
  'meta[property="og:updated_time"]',
  'meta[name="dcterms.modified"]',
  'meta[name="DC.date.modified"]',
  'meta[name="dc.date.modified"]',
];

/** Bounds on what a page can make the reader parse: scripts, characters per script, objects walked. */
const MAX_SCRIPTS = 20;
const MAX_SCRIPT_CHARS = 200_000;
const MAX_NODES = 500;
const MAX_DEPTH = 6;

/** What the page's markup says: JSON-LD first, then the meta tags in table order. */
export function markupDates(doc: DatedDocument, jsonLd: readonly unknown[], now = Date.now()): PageDates {
  const ld = jsonLdDates(jsonLd, now);
  return {
    published: ld.published ?? firstMeta(doc, PUBLISHED_META, now),
    modified: ld.modified ?? firstMeta(doc, MODIFIED_META, now),
  };
}

/**
 * The dates a page is shown and weighed with: its markup's; then the publication time Readability
 * found elsewhere in the page; the server's `Last-Modified` last, as a modified date (a server
 * stamps a page it rebuilt, which is not when its guidance was written).
 */
export function pageDates(
  own: PageDates,
  fallback: { readability?: string | null; lastModified?: string | null },
  now = Date.now(),
): PageDates {
  const published = own.published ?? isoDay(fallback.readability, now);
  if (published || own.modified) return { published, modified: own.modified };
  return { published: null, modified: isoDay(fallback.lastModified, now) };
}

/** The JSON-LD scripts' parsed values; one that is not JSON is left out, the others still count. */
export function jsonLdObjects(doc: DatedDocument): unknown[] {
  const out: unknown[] = [];
  let n = 0;
  for (const s of doc.querySelectorAll('script[type="application/ld+json"]')) {
    if (n++ >= MAX_SCRIPTS) break;
    const text = s.textContent ?? '';
    if (!text.trim() || text.length > MAX_SCRIPT_CHARS) continue;
    try {
      out.push(JSON.parse(text));
    } catch {
      // A page's broken JSON-LD is its own markup error: it says nothing, and the rest is read.
      continue;
    }
  }
  return out;
}

/** Every object in JSON-LD values, depth first, through arrays and `@graph`, bounded in depth and count. */
export function jsonLdNodes(values: readonly unknown[]): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const walk = (v: unknown, depth: number) => {
    if (out.length >= MAX_NODES || depth > MAX_DEPTH || !v || typeof v !== 'object') return;
    if (Array.isArray(v)) {
      for (const x of v) walk(x, depth + 1);
      return;
    }
    const node = v as Record<string, unknown>;
    out.push(node);
    if (Object.hasOwn(node, '@graph')) walk(node['@graph'], depth + 1);
  };
  for (const v of values) walk(v, 0);
  return out;
}

function jsonLdDates(values: readonly unknown[], now: number): PageDates {
  let published: string | null = null;
  let modified: string | null = null;
  for (const node of jsonLdNodes(values)) {
    published ??= isoDay(ownString(node, 'datePublished'), now);
    modified ??= isoDay(ownString(node, 'dateModified'), now);
  }
  return { published, modified };
}

/** A string the object itself holds under `key` (never one inherited or of another type). */
export function ownString(node: Record<string, unknown>, key: string): string | null {
  const v = Object.hasOwn(node, key) ? node[key] : undefined;
  return typeof v === 'string' ? v : null;
}

function firstMeta(doc: DatedDocument, selectors: readonly string[], now: number): string | null {
  for (const selector of selectors)
    for (const el of doc.querySelectorAll(selector)) {
      const day = isoDay(el.getAttribute('content'), now);
      if (day) return day;
    }
  return null;
}
