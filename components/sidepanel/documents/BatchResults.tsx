import type { BatchEntry } from '../../../lib/documents/batch/types';
import { documentsBatch as m } from '../../../lib/i18n/catalogue/documents-batch';
import { t } from '../../../lib/i18n/t';
import { formatConfidence, VERDICT_ICONS } from '../../../lib/pipeline/format';

/** A list's finished claims: verdict (icon and word, never colour alone), confidence, and the quotes with document and page. */
export function BatchResults({ entries }: { entries: readonly BatchEntry[] }) {
  return (
    <table className="batch-table" aria-label={t(m.results)}>
      <thead>
        <tr>
          <th scope="col">{t(m.claim)}</th>
          <th scope="col" style={{ width: '24%' }}>
            {t(m.verdictConfidence)}
          </th>
          <th scope="col">{t(m.quotes)}</th>
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
                    <li key={i}>{t(m.quote, d.text, d.document, d.page)}</li>
                  ))}
                </ul>
              ) : (
                <span className="hint">{t(m.none)}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
