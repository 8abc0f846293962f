import type { FetchLike } from '../../net/http';
import type { SearchProviderId } from '../types';

export interface SearchResult {
  url: string;
  title: string;
  snippet: string;
}

export interface SearchOptions {
  fetch?: FetchLike;
  signal?: AbortSignal;
  timeoutMs: number;
  maxResults: number;
}

/** One search engine behind the common interface; `endpoint` is where its requests go (and what needs host permission). */
export interface SearchProvider {
  readonly id: SearchProviderId;
  readonly label: string;
  readonly endpoint: string;
  search(query: string, options: SearchOptions): Promise<SearchResult[]>;
}

/** A search that failed, phrased for the reader with the fix where there is one. */
export class SearchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SearchError';
  }
}

/** Search answers are small; anything bigger is not a results page. */
export const MAX_SEARCH_BYTES = 3_000_000;
