import type { StoredLlmCall } from '../../../lib/core/traces';
import { tracesTribunal as m } from '../../../lib/i18n/catalogue/traces-tribunal';
import { formatMs } from '../../../lib/i18n/format';
import type { Message } from '../../../lib/i18n/locales';
import { tCount } from '../../../lib/i18n/plural';
import { t } from '../../../lib/i18n/t';
import type { RoleName } from '../../../lib/llm/transcript';

const ROLES: Record<RoleName, Message> = {
  query: m.roleQuery,
  support: m.roleSupport,
  contradiction: m.roleContradiction,
  judge: m.roleJudge,
  'single-pass': m.roleSinglePass,
  extract: m.roleExtract,
  decompose: m.roleDecompose,
};

const PURPOSES: Record<Exclude<StoredLlmCall['purpose'], 'answer'>, Message> = {
  repair: m.purposeRepair,
  correction: m.purposeCorrection,
};

/** A tribunal role as the reader sees it: "support analyst". */
export function roleText(role: RoleName): string {
  return t(ROLES[role]);
}

/** Exactly what a check sent to the LLM, request by request (collapsed). */
export function SentLog({ calls }: { calls: StoredLlmCall[] }) {
  if (!calls.length) return null;
  const to = calls[0]!.to;
  return (
    <details className="role sent">
      <summary>
        {t(
          m.sent,
          tCount(calls.length, m.requestsOne, m.requestsOther),
          to.leavesDevice ? to.endpoint : t(m.onDevice, to.endpoint),
        )}
      </summary>
      <ol>
        {calls.map((c, i) => (
          <li key={i}>
            <details>
              <summary>
                {roleText(c.role)}
                {c.purpose !== 'answer' && ` (${t(PURPOSES[c.purpose])})`} · {formatMs(c.ms)}
                {c.retries.length > 0 && ` · ${tCount(c.retries.length, m.retriesOne, m.retriesOther)}`}
                {c.error && ` · ${t(m.failed)}`}
              </summary>
              {c.messages.map((msg, j) => (
                <div key={j} className="message">
                  <h3>{msg.role}</h3>
                  <pre>{msg.content}</pre>
                </div>
              ))}
              <div className="message">
                <h3>{t(m.answer)}</h3>
                <pre>{c.error ?? c.response}</pre>
              </div>
              {c.notes?.map((note, j) => (
                <p key={`n${j}`} className="hint">
                  {note}
                </p>
              ))}
              {c.retries.map((r, j) => (
                <p key={j} className="hint">
                  {t(m.retryAfter, r.attempt, formatMs(r.waitMs), r.reason)}
                </p>
              ))}
            </details>
          </li>
        ))}
      </ol>
    </details>
  );
}
