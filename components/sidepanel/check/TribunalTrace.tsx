import {
  type StoredAnalystReport,
  type StoredDroppedCitation,
  type StoredJudgeAnswer,
  tribunalTraceOf,
} from '../../../lib/core/traces';
import { tracesTribunal as m } from '../../../lib/i18n/catalogue/traces-tribunal';
import { formatNumber } from '../../../lib/i18n/format';
import { tCount } from '../../../lib/i18n/plural';
import { t as tr } from '../../../lib/i18n/t';
import type { CheckRecord } from '../../../lib/panel/check';
import { verdictWord } from '../../../lib/pipeline/format';
import { SafeLink } from '../../ui/SafeLink';
import { roleText, SentLog } from './SentLog';

type Trace = NonNullable<ReturnType<typeof tribunalTraceOf>>;

/** How the verdict came about (tribunal, single pass or none) and which model at which address. */
function modeLine(t: Trace): string {
  const how =
    t.mode === 'tribunal'
      ? tr(m.modeTribunal)
      : t.mode === 'single-pass'
        ? tr(m.modeSinglePass, t.tribunalError ?? '')
        : tr(m.modeFailed, t.error ?? '');
  const model = t.to.model || tr(m.unnamed);
  return `${how} ${tr(t.to.leavesDevice ? m.modelAt : m.modelLocal, model, t.to.endpoint)}`;
}

/**
 * How the tribunal reached its verdict: each role's output (collapsible), the passages it
 * cited, what the quote check dropped and why, and exactly what was sent to whom.
 */
export function TribunalTrace({ trace, check }: { trace: unknown; check: CheckRecord }) {
  const t = tribunalTraceOf(trace);
  if (!t) return null;
  const titleOf = (url: string) => check.evidence.find((e) => e.url === url)?.domain ?? url;
  return (
    <div className="tribunal">
      <p className="hint">{modeLine(t)}</p>
      {t.support && <AnalystView title={tr(m.supportTitle)} report={t.support} titleOf={titleOf} />}
      {t.contradiction && <AnalystView title={tr(m.contradictionTitle)} report={t.contradiction} titleOf={titleOf} />}
      {t.judge && <JudgeView title={tr(m.judgeTitle)} answer={t.judge} titleOf={titleOf} />}
      {t.singlePass && (
        <JudgeView title={tr(m.singlePassTitle)} answer={t.singlePass} titleOf={titleOf}>
          <Citations
            items={t.singlePass.citations.map((c) => ({ ...c, label: tr(m.cited), point: '' }))}
            titleOf={titleOf}
          />
        </JudgeView>
      )}
      {t.correction && (
        <p className="hint">
          {tr(t.correction.verified ? m.correctionVerified : m.correctionUnverified)} {t.correction.detail}
        </p>
      )}
      {t.notes.length > 0 && (
        <ul className="notes">
          {t.notes.map((n, i) => (
            <li key={i}>{n}</li>
          ))}
        </ul>
      )}
      <Dropped dropped={t.dropped} />
      <SentLog calls={t.calls} />
    </div>
  );
}

function AnalystView({
  title,
  report,
  titleOf,
}: {
  title: string;
  report: StoredAnalystReport;
  titleOf(url: string): string;
}) {
  return (
    <details className="role">
      <summary>
        {title}: {tCount(report.findings.length, m.citedOne, m.citedOther)}
      </summary>
      <p>{report.summary}</p>
      <Citations items={report.findings} titleOf={titleOf} />
    </details>
  );
}

function Citations({
  items,
  titleOf,
}: {
  items: { url: string; quote: string; label: string; point: string }[];
  titleOf(url: string): string;
}) {
  if (!items.length) return <p className="hint">{tr(m.noneCited)}</p>;
  return (
    <ol className="citations">
      {items.map((f, i) => (
        <li key={i}>
          {f.point && (
            <p>
              <span className="label">{f.label}</span> {f.point}
            </p>
          )}
          <blockquote>{f.quote}</blockquote>
          <SafeLink href={f.url}>{titleOf(f.url)}</SafeLink>
        </li>
      ))}
    </ol>
  );
}

function JudgeView({
  title,
  answer,
  titleOf,
  children,
}: {
  title: string;
  answer: StoredJudgeAnswer;
  titleOf(url: string): string;
  children?: React.ReactNode;
}) {
  return (
    <details className="role" open>
      <summary>
        {title}:{' '}
        {tr(
          m.judged,
          answer.verdict === 'Neutral' ? tr(m.neutral) : verdictWord({ verdict: answer.verdict }),
          formatNumber(Math.round(answer.confidence * 100) / 100, { style: 'percent' }),
        )}
      </summary>
      <p>{answer.explanation}</p>
      {answer.correctedClaim && (
        <p>
          <strong>{tr(m.correctedClaim)}</strong> {answer.correctedClaim}
        </p>
      )}
      <p>
        <strong>{tr(m.primarySource)}</strong>{' '}
        {answer.primarySource ? (
          <SafeLink href={answer.primarySource}>{titleOf(answer.primarySource)}</SafeLink>
        ) : (
          tr(m.none)
        )}
      </p>
      {children}
    </details>
  );
}

function Dropped({ dropped }: { dropped: StoredDroppedCitation[] }) {
  if (!dropped.length) return <p className="hint">{tr(m.allMatched)}</p>;
  return (
    <details className="role dropped" open>
      <summary>{tr(m.dropped, dropped.length)}</summary>
      <ul>
        {dropped.map((d, i) => (
          <li key={i}>
            <strong>{roleText(d.role)}</strong>: {d.message}
          </li>
        ))}
      </ul>
    </details>
  );
}
