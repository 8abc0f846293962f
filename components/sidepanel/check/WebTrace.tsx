import { webTraceOf } from '../../../lib/core/traces';
import { evidenceDate } from '../../../lib/evidence/dated';
import { tracesWeb as m } from '../../../lib/i18n/catalogue/traces-web';
import { formatFixed, formatMs } from '../../../lib/i18n/format';
import type { Message } from '../../../lib/i18n/locales';
import { tCount } from '../../../lib/i18n/plural';
import { t } from '../../../lib/i18n/t';
import type { SkipReason } from '../../../lib/web/types';
import { SafeLink } from '../../ui/SafeLink';
import { SourceLink } from '../../ui/SourceLink';

import '../sources/sources.css';

const SKIP_LABELS: Record<SkipReason, Message> = {
  untrusted: m.skipUntrusted,
  'same-domain': m.skipSameDomain,
  'not-https': m.skipNotHttps,
  'not-permitted': m.skipNotPermitted,
  'redirect-untrusted': m.skipRedirect,
  'not-html': m.skipNotHtml,
  unreadable: m.skipUnreadable,
  'too-large': m.skipTooLarge,
  timeout: m.skipTimeout,
  'http-error': m.skipHttpError,
  network: m.skipNetwork,
  paywall: m.skipPaywall,
  empty: m.skipEmpty,
  'page-limit': m.skipPageLimit,
};

type Bundle = NonNullable<ReturnType<typeof webTraceOf>>;

/** "Searched Europe PMC for “…” (plain query): 12 results, 4 on your trusted list; read 3 pages; …". */
function searchLine(b: Bundle): string {
  return t(
    m.searched,
    b.search.provider,
    b.query.text,
    t(b.query.method === 'llm' ? m.queryByLlm : m.queryPlain),
    tCount(b.search.results, m.resultsOne, m.resultsOther),
    b.search.trusted,
    tCount(b.pages.length, m.pagesOne, m.pagesOther),
    b.bestSimilarity === null ? '—' : formatFixed(b.bestSimilarity, 2),
    formatFixed(b.params.minBestScore, 2),
  );
}

/** The web evidence bundle of a check: passages linked to the words on their page, ratings with attribution, and what was skipped. */
export function WebTrace({ trace }: { trace: unknown }) {
  const b = webTraceOf(trace);
  if (!b) return null;
  return (
    <div className="web-trace">
      <p className="hint">{searchLine(b)}</p>
      {b.query.note && <p className="hint">{b.query.note}</p>}
      {b.notes.map((n) => (
        <p key={n} className="hint">
          {n}
        </p>
      ))}
      {b.passages.length > 0 && <Passages passages={b.passages} />}
      {b.claimReviews.length > 0 && <Reviews reviews={b.claimReviews} />}
      <details>
        <summary>{t(m.pagesRead, b.pages.length)}</summary>
        <ul>
          {b.pages.map((p) => (
            <li key={p.url}>
              <SafeLink href={p.url}>{p.title}</SafeLink> · {p.sourceName} · {tCount(p.words, m.wordsOne, m.wordsOther)}{' '}
              · {tCount(p.passages, m.passagesOne, m.passagesOther)} · {formatMs(p.ms)}
            </li>
          ))}
        </ul>
      </details>
      {b.skipped.length > 0 && (
        <details>
          <summary>{t(m.skipped, b.skipped.length)}</summary>
          <ul aria-label={t(m.skippedLabel)}>
            {b.skipped.map((s) => (
              <li key={`${s.url}${s.reason}`}>
                <strong>{t(SKIP_LABELS[s.reason])}</strong>: {s.domain ?? s.url} — {s.detail}
              </li>
            ))}
          </ul>
        </details>
      )}
      <p className="hint">
        {t(
          m.timings,
          formatMs(b.timings.queryMs),
          formatMs(b.timings.searchMs),
          formatMs(b.timings.pagesMs),
          formatMs(b.timings.rankingMs),
          b.embedderId,
        )}
      </p>
    </div>
  );
}

function Passages({ passages }: { passages: Bundle['passages'] }) {
  return (
    <ol className="evidence" aria-label={t(m.evidencePassages)}>
      {passages.map((p) => (
        <li key={`${p.url}#${p.offset}`}>
          <p className="passage">{p.text}</p>
          <p className="passage-meta">
            <SourceLink href={p.fragmentUrl ?? p.url}>{p.title || p.domain}</SourceLink>
            {p.page !== undefined && ` (${t(m.pdfPage, p.page)})`} · {p.sourceName}
            {evidenceDate(p) && ` · ${evidenceDate(p)}`}
            {p.publication && ` · ${p.publication}`} · {t(m.score, formatFixed(p.score, 2))}
            {p.boosted && <span className="tag">{t(m.factCheckLanguage)}</span>}
            {p.instructionLike && <span className="tag warn">{t(m.addressesAi)}</span>}
          </p>
        </li>
      ))}
    </ol>
  );
}

function Reviews({ reviews }: { reviews: Bundle['claimReviews'] }) {
  return (
    <section aria-label={t(m.ratingsLabel)}>
      <h3>{t(m.ratingsTitle)}</h3>
      <ul>
        {reviews.map((r) => (
          <li key={r.url}>
            <strong>{r.rating}</strong> — {t(m.reviewOn, r.publisher, r.claim)}
            {r.claimant ? ` (${t(m.claimedBy, r.claimant)})` : ''} ·{' '}
            <SafeLink href={r.url}>{r.title || t(m.readFactCheck)}</SafeLink>
            <span className="hint"> · {t(m.viaGoogle)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
