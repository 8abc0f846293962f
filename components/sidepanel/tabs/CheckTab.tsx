import { useState } from 'react';

import { ratingLine } from '../../../lib/core/rating';
import type { TraceKey } from '../../../lib/core/traces';
import { isTypedPage, TYPED_PAGE_TITLE } from '../../../lib/core/typed';
import { checkTab as m } from '../../../lib/i18n/catalogue/check-tab';
import { formatDateTime, formatFixed, formatMs } from '../../../lib/i18n/format';
import { t } from '../../../lib/i18n/t';
import { sendToBackground } from '../../../lib/messaging/client';
import type { CheckRecord } from '../../../lib/panel/check';
import { pathLabel, stageLabel } from '../../../lib/pipeline/format';
import { messageOf } from '../../../lib/util/errors';
import { EvidenceSource } from '../../ui/EvidenceSource';
import { SafeLink } from '../../ui/SafeLink';
import { SourceLink } from '../../ui/SourceLink';
import { VerdictTag } from '../../ui/VerdictTag';
import { ClaimBox } from '../check/ClaimBox';
import { ConsentPrompt } from '../check/ConsentPrompt';
import { DisputeSection } from '../check/Dispute';
import { ModelsOffer } from '../check/ModelsOffer';
import { NoBadgeNote } from '../check/NoBadgeNote';
import { PageCheckButton } from '../check/PageCheckButton';
import { PdfTabNotice } from '../check/PdfTabNotice';
import { QuestionNote } from '../check/QuestionNote';
import { TRACE_VIEWS, TraceSections } from '../check/traces';
import { TranslationOffer } from '../check/TranslationOffer';
import { useCheckRecord } from '../data/useCheckRecord';
import { GettingStarted } from '../setup/GettingStarted';
import { usePanel } from '../store';

const ANSWER_FIRST: readonly TraceKey[] = ['answer'];
const AFTER_SOURCES = TRACE_VIEWS.map((v) => v.key).filter((k) => !ANSWER_FIRST.includes(k));

/** One check in full: verdict, why, the sources behind it and how long each stage took. */
export function CheckTab() {
  const checkId = usePanel((s) => s.checkId);
  // undefined while the history is read, null when there is no such check.
  const check = useCheckRecord(checkId);
  return (
    <>
      <PdfTabNotice />
      <ClaimBox />
      <PageCheckButton />
      {check === undefined ? (
        <p className="empty">{t(m.loading)}</p>
      ) : check === null && checkId ? (
        <p className="empty">{t(m.gone)}</p>
      ) : !check ? (
        <GettingStarted />
      ) : (
        <CheckDetail check={check} />
      )}
    </>
  );
}

/** One check in full, top to bottom: the claim, its verdict, what to do next, the sources, how it came about. */
export function CheckDetail({ check }: { check: CheckRecord }) {
  return (
    <article className="check" aria-label={t(m.details)}>
      <blockquote className="claim">{check.text}</blockquote>
      <QuestionNote check={check} />
      <NoBadgeNote checkId={check.id} />
      <CheckMeta check={check} />
      <CheckResult check={check} />
      <ConsentPrompt check={check} />
      <ModelsOffer check={check} />
      <TranslationOffer check={check} />
      <CheckActions check={check} />
      <DisputeSection check={check} />
      {/* An open question's answer comes before the passages it was drawn from. */}
      <TraceSections check={check} keys={ANSWER_FIRST} />
      <SourcesSection check={check} />
      <TraceSections check={check} keys={AFTER_SOURCES} />
      <TimingsSection check={check} />
    </article>
  );
}

const isRunning = (check: CheckRecord) => check.status === 'queued' || check.status === 'running';

/** Where the claim was read (the page, or typed in the panel) and when. */
function CheckMeta({ check }: { check: CheckRecord }) {
  return (
    <div className="meta">
      {isTypedPage(check.page.url) ? (
        <span className="typed">{TYPED_PAGE_TITLE}</span>
      ) : (
        <SafeLink href={check.page.url}>{check.page.title || check.site || check.page.url}</SafeLink>
      )}
      <span> · {formatDateTime(check.createdAt)}</span>
      {check.origin === 'page' && <span> · {t(m.pageCheck)}</span>}
    </div>
  );
}

/** The verdict with its rating, stage, path and every line that explains it. */
function CheckResult({ check }: { check: CheckRecord }) {
  return (
    <section className="result" aria-live="polite">
      <VerdictTag check={check} />
      {check.rating && (
        <span className="rating">
          {' '}
          <SourceLink href={check.rating.url}>{ratingLine(check.rating)}</SourceLink>
        </span>
      )}
      {isRunning(check) && check.stage && <span className="stage"> {stageLabel(check.stage)}</span>}
      {check.path && <p className="path">{pathLabel(check.path)}</p>}
      {check.notice && <p className="notice">{check.notice}</p>}
      {check.reason && <p className="reason">{check.reason}</p>}
      {check.explanation && <p className="explanation">{check.explanation}</p>}
      {check.correctedClaim && (
        <p className="corrected">
          <strong>{t(m.evidenceSays)}</strong> {check.correctedClaim}
        </p>
      )}
      {check.suggestedCorrection && (
        <p className="corrected unverified">
          <strong>{t(m.suggested)}</strong> {check.suggestedCorrection}
        </p>
      )}
      {check.error && (
        <p className="error" role="alert">
          {check.error}
        </p>
      )}
    </section>
  );
}

/** Cancel a running check; re-check or retry a finished one, or ask the web instead of memory. */
function CheckActions({ check }: { check: CheckRecord }) {
  const [error, setError] = useState('');
  // Fire and forget: both outcomes land in `error`.
  const act = (type: 'check.retry' | 'check.cancel', online?: boolean) =>
    void sendToBackground(type, online ? { checkId: check.id, online } : { checkId: check.id }).then(
      () => setError(''),
      (e: unknown) => setError(messageOf(e)),
    );
  const running = isRunning(check);
  return (
    <div className="actions">
      {running ? (
        <button type="button" onClick={() => act('check.cancel')}>
          {t(m.cancel)}
        </button>
      ) : (
        <button type="button" className="primary" onClick={() => act('check.retry')}>
          {t(check.status === 'done' ? m.recheck : m.retry)}
        </button>
      )}
      {!running && check.path === 'memory' && (
        // A remembered verdict answers every re-check; this asks the trusted web again instead.
        <button type="button" onClick={() => act('check.retry', true)} title={t(m.onlineTitle)}>
          {t(m.online)}
        </button>
      )}
      {error && (
        <span className="error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** The passages the verdict rests on, each with its source, score and stance. */
function SourcesSection({ check }: { check: CheckRecord }) {
  if (check.evidence.length === 0) return null;
  return (
    <section aria-label={t(m.sources)}>
      <h2>{t(m.sources)}</h2>
      <ol className="evidence">
        {check.evidence.map((e, i) => (
          <li key={i}>
            <p className="passage">{e.text}</p>
            <p className="src">
              <EvidenceSource evidence={e} />
              {typeof e.score === 'number' && <span className="score"> · {t(m.score, formatFixed(e.score, 2))}</span>}
              {e.stance && <span> · {e.stance}</span>}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** How long each stage took. */
function TimingsSection({ check }: { check: CheckRecord }) {
  if (check.timings.length === 0) return null;
  return (
    <section aria-label={t(m.timings)}>
      <h2>{t(m.stages)}</h2>
      <table className="timings">
        <tbody>
          {check.timings.map((timing, i) => (
            <tr key={i}>
              <th scope="row">{stageLabel(timing.stage)}</th>
              <td>{formatMs(timing.ms)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
