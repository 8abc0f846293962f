/**
 * Reading the dates evidence carries (`YYYY-MM-DD` or `YYYY`, set by our own parsing, issue 32
 * item 4): as a year to compare, and as the words shown beside a source.
 */

export interface Dated {
  published?: string | undefined;
  modified?: string | undefined;
}

/** The year of a `YYYY` or `YYYY-MM-DD` date; null for anything else. */
export function yearOf(date: string | undefined): number | null {
  const m = date ? /^(\d{4})(?:-\d{2}-\d{2})?$/.exec(date) : null;
  return m ? Number(m[1]) : null;
}

/** The year its guidance dates from: the later of published and modified (a revised page is as new as its revision). */
export function evidenceYear(d: Dated): number | null {
  const years = [yearOf(d.published), yearOf(d.modified)].filter((y): y is number => y !== null);
  return years.length ? Math.max(...years) : null;
}

/** What the reader sees beside a source: "published 2021-03-04", "updated 2024-05-06", both, or null. */
export function evidenceDate(d: Dated): string | null {
  const parts = [
    yearOf(d.published) !== null ? `published ${d.published}` : '',
    yearOf(d.modified) !== null && d.modified !== d.published ? `updated ${d.modified}` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}
