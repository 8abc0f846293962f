import { parseHTML } from 'linkedom';

import { decodeUtf8, providerRequest, webUrl } from './request';
import { SearchError, type SearchProvider, type SearchResult } from './types';

const DUCKDUCKGO_HTML_URL = 'https://html.duckduckgo.com/html/';

/**
 * DuckDuckGo's HTML results page (no key). Result links go through DuckDuckGo's redirector
 * (`/l/?uddg=<target>`); the target is read from the link, never fetched through it. Ads are skipped.
 */
export function duckDuckGo(endpoint = DUCKDUCKGO_HTML_URL): SearchProvider {
  const label = 'DuckDuckGo';
  return {
    id: 'duckduckgo',
    label,
    endpoint,
    async search(query, options) {
      const url = new URL(endpoint);
      url.searchParams.set('q', query);
      const res = await providerRequest(label, url.href, options, { headers: { accept: 'text/html' } });
      return parseDuckDuckGoHtml(decodeUtf8(res.body), options.maxResults);
    },
  };
}

export function parseDuckDuckGoHtml(html: string, maxResults: number): SearchResult[] {
  const { document } = parseHTML(html);
  if (document.querySelector('.anomaly-modal, #challenge-form, form[action*="anomaly"]')) {
    throw new SearchError(
      'DuckDuckGo asked for a CAPTCHA (too many automated searches): try again later, or choose SearXNG or Brave in Settings → Web.',
    );
  }
  const out: SearchResult[] = [];
  const seen = new Set<string>();
  for (const result of document.querySelectorAll('.result')) {
    if (out.length >= maxResults) break;
    if (result.classList.contains('result--ad')) continue;
    const link = result.querySelector('a.result__a');
    const href = link?.getAttribute('href');
    if (!link || !href) continue;
    const target = resolveRedirect(href);
    if (!target || seen.has(target)) continue;
    seen.add(target);
    out.push({
      url: target,
      title: (link.textContent ?? '').replace(/\s+/g, ' ').trim(),
      snippet: (result.querySelector('.result__snippet')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    });
  }
  return out;
}

function resolveRedirect(href: string): string | null {
  try {
    const u = new URL(href, 'https://duckduckgo.com/');
    if (/(^|\.)duckduckgo\.com$/.test(u.hostname) && u.pathname.startsWith('/l/'))
      return webUrl(u.searchParams.get('uddg'));
    return webUrl(u.href);
  } catch {
    // A result link that is not a URL is left out.
    return null;
  }
}
