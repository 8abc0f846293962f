import type { StoredLlmCall } from '../../../lib/core/traces';
import { roleLabel } from '../../../lib/llm/structured';

/** Exactly what a check sent to the LLM, request by request (collapsed). */
export function SentLog({ calls }: { calls: StoredLlmCall[] }) {
  if (!calls.length) return null;
  const to = calls[0]!.to;
  return (
    <details className="role sent">
      <summary>
        What was sent: {calls.length} request{calls.length === 1 ? '' : 's'} to{' '}
        {to.leavesDevice ? to.endpoint : `${to.endpoint} (on this device)`}
      </summary>
      <ol>
        {calls.map((c, i) => (
          <li key={i}>
            <details>
              <summary>
                {roleLabel(c.role)}
                {c.purpose !== 'answer' && ` (${c.purpose})`} ·{' '}
                {c.ms < 1000 ? `${c.ms} ms` : `${(c.ms / 1000).toFixed(1)} s`}
                {c.retries.length > 0 && ` · ${c.retries.length} retr${c.retries.length === 1 ? 'y' : 'ies'}`}
                {c.error && ' · failed'}
              </summary>
              {c.messages.map((m, j) => (
                <div key={j} className="message">
                  <h3>{m.role}</h3>
                  <pre>{m.content}</pre>
                </div>
              ))}
              <div className="message">
                <h3>answer</h3>
                <pre>{c.error ?? c.response}</pre>
              </div>
              {c.notes?.map((note, j) => (
                <p key={`n${j}`} className="hint">
                  {note}
                </p>
              ))}
              {c.retries.map((r, j) => (
                <p key={j} className="hint">
                  Retry {r.attempt} after {Math.round(r.waitMs)} ms: {r.reason}
                </p>
              ))}
            </details>
          </li>
        ))}
      </ol>
    </details>
  );
}
