import { defaultSettings } from '../../lib/settings/schema';
import { DEFAULT_SOURCES } from '../../lib/sources/defaults';
import { diversify } from '../../lib/web/diversify';
import { gatherEvidence } from '../../lib/web/gather';
import { type PageOptions, type PageText, readPage, selectCandidates } from '../../lib/web/pages';
import { windows } from '../../lib/web/passages';
import { duckDuckGo } from '../../lib/web/providers/duckduckgo';
import { byRank, scoreOne } from '../../lib/web/rank';
import { lexicalEmbedder } from '../../tests/support/lexical-embedder';
import { fixtureFetch } from '../../tests/support/web-fixtures/node-fetch';
import { startWebFixtures } from '../../tests/support/web-fixtures/server';
import { CLAIM, RESULTS } from '../../tests/support/web-fixtures/sites';
import { type Bench, type BenchRow, percentile } from './harness';

/**
 * Web stage wall time against its critical path (search + slowest page + ranking), over real
 * HTTP(S) to the fixture web with fixed latencies: search 300 ms, the five trusted pages
 * 200/350/500/650/800 ms. Also the obvious alternative: reading the pages one after another.
 * The embedder is the lexical test stand-in (no ONNX model runs under Node here), once as is
 * and once with 2 ms per text added to stand for a small model's cost; the ratio measures the
 * stage's own overhead and overlap, which the embedder's cost does not change.
 */

const PAGE_LATENCY: Record<string, number> = {
  'www.who.int': 800,
  'www.cdc.gov': 200,
  'healthfeedback.org': 350,
  'apnews.com': 650,
  'www.reuters.com': 500,
};
const GOOD = RESULTS.filter(
  (r) => Object.keys(PAGE_LATENCY).includes(new URL(r.url).hostname) && !r.url.includes('nutrition'),
);
const RUNS = 5;

const bench: Bench = {
  name: 'web',
  description: 'web evidence stage vs its critical path (search 300 ms, pages 200–800 ms)',
  async run(ctx) {
    const fx = await startWebFixtures();
    const fetch = fixtureFetch(fx);
    fx.setResults(GOOD);
    fx.setLatency((host, path) => (path === '/html/' ? 300 : (PAGE_LATENCY[host] ?? 0)));
    const settings = defaultSettings().web;
    settings.enabled = true;
    settings.duckduckgoUrl = fx.httpUrl('/html/');
    const pageOptions: PageOptions = {
      fetch,
      timeoutMs: 8000,
      maxBytes: 2_000_000,
      maxWords: 6000,
      minWords: 60,
      sources: DEFAULT_SOURCES,
      hostAccess: null,
    };
    const rows: BenchRow[] = [];
    try {
      for (const [label, delayMs] of [
        ['lexical embedder', 0],
        ['embedder + 2 ms/text', 2],
      ] as const) {
        const embedder = lexicalEmbedder(384, { delayMs });
        const wall: number[] = [];
        const critical: number[] = [];
        const sequential: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const t0 = performance.now();
          const bundle = await gatherEvidence(
            { claim: CLAIM, settings, secrets: {}, sources: DEFAULT_SOURCES, hostAccess: null },
            { embedder, fetch },
          );
          wall.push(performance.now() - t0);
          if (bundle.pages.length !== 5) throw new Error(`expected 5 pages, read ${bundle.pages.length}`);

          // The critical path, each part measured alone in the same run.
          const s0 = performance.now();
          const results = await duckDuckGo(settings.duckduckgoUrl).search(
            'eating raw garlic day prevents COVID-19 infection',
            { fetch, timeoutMs: 8000, maxResults: 40 },
          );
          const searchMs = performance.now() - s0;
          const candidates = selectCandidates(results, DEFAULT_SOURCES).candidates;
          const slowest = candidates.find((c) => c.url.includes('who.int'))!;
          const p0 = performance.now();
          await readPage(slowest, pageOptions);
          const slowestMs = performance.now() - p0;
          const q0 = performance.now();
          const pages: PageText[] = [];
          for (const c of candidates) {
            const out = await readPage(c, pageOptions);
            if (out.ok) pages.push(out.page);
          }
          const sequentialPagesMs = performance.now() - q0;
          const r0 = performance.now();
          await rank(pages, embedder);
          const rankingMs = performance.now() - r0;
          critical.push(searchMs + slowestMs + rankingMs);
          sequential.push(searchMs + sequentialPagesMs + rankingMs);
        }
        const w = percentile(wall, 50);
        const c = percentile(critical, 50);
        const s = percentile(sequential, 50);
        ctx.log(`${label}: wall ${wall.map((x) => x.toFixed(0)).join(', ')} ms`);
        rows.push({
          name: `stage wall time, ${label} (median of ${RUNS})`,
          value: w,
          unit: 'ms',
          baseline: c,
          ratio: w / c,
          note: 'baseline: search + slowest page + ranking; target ≤ 1.2×',
        });
        rows.push({
          name: `pages read one by one, ${label}`,
          value: s,
          unit: 'ms',
          baseline: w,
          ratio: s / w,
          note: 'the obvious alternative vs this stage',
        });
      }
    } finally {
      await fetch.close();
      await fx.close();
    }
    return rows;
  },
};

async function rank(pages: PageText[], embedder: ReturnType<typeof lexicalEmbedder>): Promise<void> {
  const [claim] = await embedder.embed([CLAIM]);
  const all = [];
  for (const page of pages) {
    const ws = windows(page.paragraphs, 100, 25);
    const vs = await embedder.embed(ws.map((w) => w.text));
    all.push(
      ...ws.map((w, i) => ({
        ...scoreOne(claim!, vs[i]!, w.text, 0.05),
        url: page.url,
        offset: w.offset,
        domain: page.domain,
        text: w.text,
      })),
    );
  }
  diversify(all.sort(byRank), { poolSize: 15, perDomain: 2, bundleSize: 6 });
}

export default bench;
