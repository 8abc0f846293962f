import { parseJson, providerRequest, webUrl } from './request';
import { SearchError, type SearchProvider, type SearchResult } from './types';

/** A SearXNG instance's JSON API (`/search?format=json`; the instance must allow the json format). */
export function searxng(instanceUrl: string): SearchProvider {
  const label = 'SearXNG';
  if (!webUrl(instanceUrl)) throw new SearchError('No SearXNG instance is set: enter its address in Settings → Web.');
  const base = instanceUrl.replace(/\/+$/, '');
  return {
    id: 'searxng',
    label,
    endpoint: base,
    async search(query, options) {
      const url = new URL(`${base}/search`);
      url.searchParams.set('q', query);
      url.searchParams.set('format', 'json');
      url.searchParams.set('categories', 'general');
      let res;
      try {
        res = await providerRequest(label, url.href, options, { headers: { accept: 'application/json' } });
      } catch (e) {
        if (e instanceof SearchError && /HTTP 403/.test(e.message)) {
          throw new SearchError(
            'This SearXNG instance does not allow JSON results (HTTP 403): enable “json” under search.formats in its settings.yml, or use another instance.',
          );
        }
        throw e;
      }
      const data = parseJson(label, res.body) as { results?: unknown };
      if (!Array.isArray(data.results))
        throw new SearchError('SearXNG answered without a results list: check the instance address in Settings → Web.');
      const out: SearchResult[] = [];
      for (const r of data.results as { url?: unknown; title?: unknown; content?: unknown }[]) {
        const u = webUrl(r.url);
        if (!u || out.some((x) => x.url === u)) continue;
        out.push({ url: u, title: String(r.title ?? ''), snippet: String(r.content ?? '') });
        if (out.length >= options.maxResults) break;
      }
      return out;
    },
  };
}
