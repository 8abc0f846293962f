import { knowledgeNodes as m } from '../../../lib/i18n/catalogue/knowledge-nodes';
import { t } from '../../../lib/i18n/t';
import { useCorrectionPairs } from '../data/useCorrectionPairs';

/** False claims the tribunal corrected: each FALSE claim with the TRUE claim it is CORRECTED_BY. */
export function Corrections() {
  const pairs = useCorrectionPairs();
  if (!pairs?.length) return null;
  return (
    <section aria-label={t(m.corrections)}>
      <h2>{t(m.corrections)}</h2>
      <ul className="corrections">
        {pairs.map(({ id, wrong, right }) => (
          <li key={id}>
            <p className="wrong">
              <span aria-hidden="true">✗ </span>
              <span className="visually-hidden">{t(m.wrongMark)}</span>
              {wrong.text}
            </p>
            <p className="right">
              <span aria-hidden="true">✓ </span>
              <span className="visually-hidden">{t(m.rightMark)}</span>
              {right.text}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
