import { reasonsWebPages as m } from '../i18n/catalogue/reasons-web-pages';
import { t } from '../i18n/t';
import type { FetchLike } from '../net/http';
import type { Settings } from '../settings/schema';
import { messageOf } from '../util/errors';
import type { PageText } from './pages';
import { type Paper, searchEuropePmc } from './providers/europepmc';

/**
 * Scholarly evidence with no key (issue 32 item 3): Europe PMC's abstracts for the same query as
 * the web search, read as pages of their own — cited by DOI or PubMed record, with journal,
 * date and publication type. Not gated by the trusted list (the list names web sites; these
 * are indexed journals), and a failure costs only these pages, never the check.
 */

const SCHOLARLY_DOMAIN = 'europepmc.org';

export async function scholarlyPages(
  query: string,
  s: Settings['web'],
  deps: { fetch?: FetchLike; signal?: AbortSignal },
): Promise<{ pages: PageText[]; notes: string[] }> {
  if (!s.europePmc) return { pages: [], notes: [] };
  const started = performance.now();
  try {
    const found = await searchEuropePmc(query, {
      endpoint: s.europePmcUrl,
      fetch: deps.fetch,
      signal: deps.signal,
      timeoutMs: s.searchTimeoutMs,
      maxResults: 25,
    });
    const ms = Math.round(performance.now() - started);
    const pages = found.papers.slice(0, s.maxPages).map((p) => pageOf(p, s.maxWordsPerPage, ms));
    const notes = found.retracted.map((r) => t(m.retracted, r.title, r.url));
    return { pages, notes };
  } catch (e) {
    deps.signal?.throwIfAborted();
    return { pages: [], notes: [t(m.pmcFailed, messageOf(e))] };
  }
}

function pageOf(p: Paper, maxWords: number, ms: number): PageText {
  const words = p.abstract.split(' ');
  return {
    url: p.url,
    domain: SCHOLARLY_DOMAIN,
    title: p.title,
    sourceName: `${p.journal} (Europe PMC)`,
    paragraphs: [words.slice(0, maxWords).join(' ')],
    words: Math.min(words.length, maxWords),
    ms,
    ...(p.published ? { published: p.published } : {}),
    publication: p.publication,
  };
}
