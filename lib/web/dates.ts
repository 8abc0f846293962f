/**
 * When a page was published, as a day (`YYYY-MM-DD`), for the judge and the reader (issue 32
 * item 4: outdated guidance is seed 004's main failure). Readability reads JSON-LD `datePublished`,
 * `article:published_time` and `parsely-pub-date`; a server's `Last-Modified` stands in where the
 * page says nothing. Page text is data: a value that is not a real date in a sane range is dropped.
 */

const EARLIEST = Date.UTC(1900, 0, 1);
const A_DAY = 24 * 60 * 60 * 1000;

export function isoDay(raw: string | null | undefined, now = Date.now()): string | null {
  const text = raw?.trim();
  if (!text || text.length > 64) return null;
  const t = Date.parse(text);
  if (!Number.isFinite(t) || t < EARLIEST || t > now + A_DAY) return null;
  return new Date(t).toISOString().slice(0, 10);
}
