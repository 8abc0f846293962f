import type { ShownRating } from './types';

/** A fact-checker's rating as shown beside a verdict, in the publisher's own words. */
export function ratingLine(r: Pick<ShownRating, 'publisher' | 'rating'>): string {
  return `Rated “${r.rating}” by ${r.publisher}`;
}
