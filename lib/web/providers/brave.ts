import { parseJson, providerRequest, webUrl } from './request';
import { SearchError, type SearchProvider, type SearchResult } from './types';

const BRAVE_SEARCH_URL = 'https://api.search.brave.com/res/v1/web/search';
/** The Web Search API returns at most 20 results per request. */
const BRAVE_PAGE = 20;

/** Brave Search API (key in Settings → Web; sent only to Brave, as `X-Subscription-Token`). */
export function brave(apiKey: string | undefined, endpoint = BRAVE_SEARCH_URL): SearchProvider {
  const label = 'Brave Search';
  return {
    id: 'brave',
    label,
    endpoint,
    async search(query, options) {
      if (!apiKey) throw new SearchError('Brave Search needs an API key: add it in Settings → Web.');
      const pages = Math.min(2, Math.ceil(options.maxResults / BRAVE_PAGE));
      const answers = await Promise.all(
        Array.from({ length: pages }, async (_, offset) => {
          const url = new URL(endpoint);
          url.searchParams.set('q', query);
          url.searchParams.set('count', String(BRAVE_PAGE));
          url.searchParams.set('offset', String(offset));
          const res = await providerRequest(label, url.href, options, {
            headers: { accept: 'application/json', 'x-subscription-token': apiKey },
          });
          return parseJson(label, res.body) as {
            web?: { results?: { url?: unknown; title?: unknown; description?: unknown }[] };
          };
        }),
      );
      const out: SearchResult[] = [];
      for (const r of answers.flatMap((a) => a.web?.results ?? [])) {
        const u = webUrl(r.url);
        if (!u || out.some((x) => x.url === u)) continue;
        out.push({ url: u, title: stripTags(String(r.title ?? '')), snippet: stripTags(String(r.description ?? '')) });
        if (out.length >= options.maxResults) break;
      }
      return out;
    },
  };
}

/** Brave marks matches with <strong>; results are shown as text. */
function stripTags(s: string): string {
  return s.replace(/<[^>]*>/g, '');
}
