import type { BatchEntry } from '../../../lib/documents/batch/types';
import { formatConfidence, VERDICT_ICONS } from '../../../lib/pipeline/format';

/** A list's finished claims: verdict (icon and word, never colour alone), confidence, and the quotes with document and page. */
export function BatchResults({ entries }: { entries: readonly BatchEntry[] }) {
  return (
    <table className="batch-table" aria-label="Results">
      <thead>
        <tr>
          <th scope="col">Claim</th>
          <th scope="col" style={{ width: '24%' }}>
            Verdict, confidence
          </th>
          <th scope="col">Quotes</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e.index}>
            <td>{e.claim}</td>
            <td>
              <span className="verdict" data-verdict={e.verdict}>
                <span aria-hidden="true">{VERDICT_ICONS[e.verdict]}</span> {e.verdict}
              </span>{' '}
              <span className="conf">{formatConfidence(e.confidence)}</span>
              {e.status === 'failed' && <p className="error">{e.error}</p>}
            </td>
            <td>
              {e.details.length > 0 ? (
                <ul className="quotes">
                  {e.details.map((d, i) => (
                    <li key={i}>
                      “{d.text}” — {d.document}, p. {d.page}
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="hint">none</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
