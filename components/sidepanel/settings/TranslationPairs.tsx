import { useEffect, useState } from 'react';

import { checkStart as m } from '../../../lib/i18n/catalogue/check-start';
import { t } from '../../../lib/i18n/t';
import { logged } from '../../../lib/log/log';
import { downloadFailure, downloadTranslation } from '../../../lib/ml/language/translation-download';
import { pairLine, usedPairs } from '../../../lib/ml/language/translation-pairs';
import { translatorApi, type TranslatorAvailability } from '../../../lib/ml/language/translator-api';

/** Settings → Models: the language pairs ClaimLens has asked Chrome to translate, each with its state. */
export function TranslationPairs() {
  const [pairs] = useState(() => usedPairs());
  if (!pairs.length) return null;
  return (
    <section aria-label={t(m.translationSection)}>
      <h3>{t(m.translationSettings)}</h3>
      <ul className="models">
        {pairs.map((from) => (
          <PairRow key={from} from={from} />
        ))}
      </ul>
    </section>
  );
}

function PairRow({ from }: { from: string }) {
  const [state, setState] = useState<TranslatorAvailability | 'missing' | null>(null);
  const [loaded, setLoaded] = useState<number | null>(null);
  const [error, setError] = useState('');
  const api = translatorApi();
  const refresh = () => {
    if (!api) return setState('missing');
    api
      .availability({ sourceLanguage: from, targetLanguage: 'en' })
      .then(setState)
      .catch(logged('language', 'Chrome did not say whether a translation pair is on the device', 'info'));
  };
  useEffect(refresh, [from]);
  const download = () => {
    setError('');
    setLoaded(0);
    // Within the click itself: Chrome starts a download only with the reader's activation.
    downloadTranslation(api, from, setLoaded)
      .catch((e: unknown) => setError(downloadFailure(e, from)))
      .finally(() => (setLoaded(null), refresh()));
  };
  return (
    <li>
      <span role="status">{pairLine(from, state)}</span>
      {loaded !== null && (
        <progress max={1} value={loaded} aria-label={t(m.translationProgress)}>
          {Math.round(loaded * 100)} %
        </progress>
      )}
      {state === 'downloadable' && loaded === null && (
        <button type="button" onClick={download}>
          {t(m.download)}
        </button>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
