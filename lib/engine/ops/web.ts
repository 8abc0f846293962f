import { readPdfText } from '../../documents/extract/web-pdf';
import { engineTasks as m } from '../../i18n/catalogue/engine-tasks';
import { t } from '../../i18n/t';
import type { EngineConfig } from '../../settings/run-config';
import { registrableDomain } from '../../sources/domain';
import { matchSource } from '../../sources/match';
import { readPage } from '../../web/pages';
import { providerFor } from '../../web/providers';
import { deterministicQuery } from '../../web/query/deterministic';
import type { webOps } from '../declare/web';
import type { OpHandlers } from '../services';

/**
 * Engine requests of the web area, for Settings and the Sources tab: try the search provider,
 * and try reading one page as the web stage would. They run in the engine worker, where checks
 * fetch, so they prove the same network path. Nothing goes online while online checking is off.
 */

function requireOnline(config: EngineConfig): void {
  if (!config.settings.web.enabled) throw new Error('Online checking is off: turn it on first (Settings → Web).');
}

export function webOpHandlers(): OpHandlers<typeof webOps> {
  return {
    'web.testSearch': async (p, config) => {
      requireOnline(config);
      const started = performance.now();
      const provider = providerFor(config.settings.web, config.secrets);
      const query = deterministicQuery(p.query).text;
      const results = await provider.search(query, {
        timeoutMs: config.settings.web.searchTimeoutMs,
        maxResults: config.settings.web.maxResults,
      });
      return {
        provider: provider.label,
        query,
        results: results.map((r) => ({ url: r.url, title: r.title, trusted: !!matchSource(r.url, config.sources) })),
        ms: Math.round(performance.now() - started),
      };
    },
    'web.readPage': async (p, config) => {
      requireOnline(config);
      const url = p.url.trim().replace(/^http:\/\//i, 'https://');
      const source = matchSource(url, config.sources);
      if (!source)
        return {
          ok: false,
          reason: 'untrusted',
          detail: t(m.untrusted),
        };
      const w = config.settings.web;
      const out = await readPage(
        { url, domain: registrableDomain(new URL(url).hostname), source },
        {
          timeoutMs: w.pageTimeoutMs,
          maxBytes: w.maxPageBytes,
          maxWords: w.maxWordsPerPage,
          minWords: w.minPageWords,
          sources: config.sources,
          hostAccess: config.hostAccess ?? null,
          readPdf: readPdfText,
        },
      );
      if (!out.ok) return { ok: false, reason: out.skipped.reason, detail: out.skipped.detail };
      return {
        ok: true,
        url: out.page.url,
        title: out.page.title,
        sourceName: out.page.sourceName,
        words: out.page.words,
        excerpt: out.page.paragraphs.join(' ').split(' ').slice(0, 60).join(' '),
      };
    },
  };
}
