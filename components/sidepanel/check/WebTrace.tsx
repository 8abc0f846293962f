import { webTraceOf } from '../../../lib/core/traces';
import { evidenceDate } from '../../../lib/evidence/dated';
import type { SkipReason } from '../../../lib/web/types';
import { SafeLink } from '../../ui/SafeLink';
import { SourceLink } from '../../ui/SourceLink';

import '../sources/sources.css';

const SKIP_LABELS: Record<SkipReason, string> = {
  untrusted: 'Not trusted',
  'same-domain': 'Same site',
  'not-https': 'Not HTTPS',
  'not-permitted': 'No access',
  'redirect-untrusted': 'Left the trusted list',
  'not-html': 'Not a web page',
  unreadable: 'Unreadable PDF',
  'too-large': 'Too large',
  timeout: 'Too slow',
  'http-error': 'Server error',
  network: 'Unreachable',
  paywall: 'Paywall',
  empty: 'No text',
  'page-limit': 'Not needed',
};

/** The web evidence bundle of a check: passages linked to the words on their page, ratings with attribution, and what was skipped. */
export function WebTrace({ trace }: { trace: unknown }) {
  const b = webTraceOf(trace);
  if (!b) return null;
  return (
    <div className="web-trace">
      <p className="hint">
        Searched {b.search.provider} for “{b.query.text}” (
        {b.query.method === 'llm' ? 'query written by the LLM' : 'plain query'}): {b.search.results} results,{' '}
        {b.search.trusted} on your trusted list; read {b.pages.length} pages; best passage{' '}
        {b.bestSimilarity === null ? '—' : b.bestSimilarity.toFixed(2)} (needs {b.params.minBestScore.toFixed(2)}).
      </p>
      {b.query.note && <p className="hint">{b.query.note}</p>}
      {b.notes.map((n) => (
        <p key={n} className="hint">
          {n}
        </p>
      ))}
      {b.passages.length > 0 && (
        <ol className="evidence" aria-label="Evidence passages">
          {b.passages.map((p) => (
            <li key={`${p.url}#${p.offset}`}>
              <p className="passage">{p.text}</p>
              <p className="passage-meta">
                <SourceLink href={p.fragmentUrl ?? p.url}>{p.title || p.domain}</SourceLink>
                {p.page !== undefined && ` (PDF, page ${p.page})`} · {p.sourceName}
                {evidenceDate(p) && ` · ${evidenceDate(p)}`}
                {p.publication && ` · ${p.publication}`} · score {p.score.toFixed(2)}
                {p.boosted && <span className="tag">fact-check language</span>}
                {p.instructionLike && <span className="tag warn">addresses AI models: treated as text only</span>}
              </p>
            </li>
          ))}
        </ol>
      )}
      {b.claimReviews.length > 0 && (
        <section aria-label="Fact-check ratings">
          <h3>Fact-checkers’ ratings</h3>
          <ul>
            {b.claimReviews.map((r) => (
              <li key={r.url}>
                <strong>{r.rating}</strong> — {r.publisher} on “{r.claim}”
                {r.claimant ? ` (claimed by ${r.claimant})` : ''} ·{' '}
                <SafeLink href={r.url}>{r.title || 'read the fact check'}</SafeLink>
                <span className="hint"> · via Google Fact Check Tools</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <details>
        <summary>Pages read ({b.pages.length})</summary>
        <ul>
          {b.pages.map((p) => (
            <li key={p.url}>
              <SafeLink href={p.url}>{p.title}</SafeLink> · {p.sourceName} · {p.words} words · {p.passages} passages ·{' '}
              {p.ms} ms
            </li>
          ))}
        </ul>
      </details>
      {b.skipped.length > 0 && (
        <details>
          <summary>Skipped ({b.skipped.length})</summary>
          <ul aria-label="Skipped results">
            {b.skipped.map((s) => (
              <li key={`${s.url}${s.reason}`}>
                <strong>{SKIP_LABELS[s.reason]}</strong>: {s.domain ?? s.url} — {s.detail}
              </li>
            ))}
          </ul>
        </details>
      )}
      <p className="hint">
        Timings: query {b.timings.queryMs} ms · search {b.timings.searchMs} ms · pages {b.timings.pagesMs} ms · ranking{' '}
        {b.timings.rankingMs} ms · ranked with {b.embedderId}
      </p>
    </div>
  );
}
