import { DEFAULT_SOURCES } from '../../../lib/sources/defaults';
import { type PageOptions, readPage, selectCandidates } from '../../../lib/web/pages';

/** Page-reading options for one trusted page served by a fake fetch (the web boundary). */
export function pageOptions(fetch: PageOptions['fetch'], patch: Partial<PageOptions> = {}): PageOptions {
  return {
    fetch,
    timeoutMs: 5000,
    maxBytes: 2_000_000,
    maxWords: 6000,
    minWords: 20,
    sources: DEFAULT_SOURCES,
    hostAccess: null,
    ...patch,
  };
}

/** Reads `url` as the web stage reads a trusted search result. */
export function readOnePage(url: string, options: PageOptions) {
  const [c] = selectCandidates([{ url, title: '', snippet: '' }], DEFAULT_SOURCES).candidates;
  if (!c) throw new Error(`${url} is not on the default trusted list`);
  return readPage(c, options);
}
