import {
  type StoredAnalystReport,
  type StoredDroppedCitation,
  type StoredJudgeAnswer,
  tribunalTraceOf,
} from '../../../lib/core/traces';
import { roleLabel } from '../../../lib/llm/structured';
import type { CheckRecord } from '../../../lib/panel/check';
import { SafeLink } from '../../ui/SafeLink';
import { SentLog } from './SentLog';

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
      <p className="hint">
        {t.mode === 'tribunal' &&
          'Support and contradiction analysts read the same evidence in parallel; the judge weighed both.'}
        {t.mode === 'single-pass' &&
          `The tribunal failed (${t.tribunalError}); a single-pass check weighed the evidence instead.`}
        {t.mode === 'failed' && `No verdict: ${t.error}`} Model {t.to.model || 'unnamed'}{' '}
        {t.to.leavesDevice ? `at ${t.to.endpoint}` : `(${t.to.endpoint}, nothing left this device)`}.
      </p>
      {t.support && <AnalystView title="Support analyst" report={t.support} titleOf={titleOf} />}
      {t.contradiction && <AnalystView title="Contradiction analyst" report={t.contradiction} titleOf={titleOf} />}
      {t.judge && <JudgeView title="Judge" answer={t.judge} titleOf={titleOf} />}
      {t.singlePass && (
        <JudgeView title="Single-pass check" answer={t.singlePass} titleOf={titleOf}>
          <Citations
            items={t.singlePass.citations.map((c) => ({ ...c, label: 'cited', point: '' }))}
            titleOf={titleOf}
          />
        </JudgeView>
      )}
      {t.correction && (
        <p className="hint">
          {t.correction.verified
            ? 'The corrected claim is supported by the evidence: '
            : 'The corrected claim is not verified by any source and is not stored: '}
          {t.correction.detail}
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
        {title}: {report.findings.length} cited passage{report.findings.length === 1 ? '' : 's'}
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
  if (!items.length) return <p className="hint">No passage cited.</p>;
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
        {title}: {answer.verdict} ({Math.round(answer.confidence * 100)}% confidence)
      </summary>
      <p>{answer.explanation}</p>
      {answer.correctedClaim && (
        <p>
          <strong>Corrected claim:</strong> {answer.correctedClaim}
        </p>
      )}
      <p>
        <strong>Primary source:</strong>{' '}
        {answer.primarySource ? (
          <SafeLink href={answer.primarySource}>{titleOf(answer.primarySource)}</SafeLink>
        ) : (
          'none'
        )}
      </p>
      {children}
    </details>
  );
}

function Dropped({ dropped }: { dropped: StoredDroppedCitation[] }) {
  if (!dropped.length) return <p className="hint">Every quote and URL matched the evidence.</p>;
  return (
    <details className="role dropped" open>
      <summary>Dropped by the quote check: {dropped.length}</summary>
      <ul>
        {dropped.map((d, i) => (
          <li key={i}>
            <strong>{roleLabel(d.role)}</strong>: {d.message}
          </li>
        ))}
      </ul>
    </details>
  );
}
