import { useEffect, useState } from 'react';

import { checkStart as m } from '../../../lib/i18n/catalogue/check-start';
import { t } from '../../../lib/i18n/t';
import { logged } from '../../../lib/log/log';
import { sendToBackground } from '../../../lib/messaging/client';
import {
  downloadButton,
  downloadFailure,
  downloadLine,
  downloadTranslation,
  type TranslationDownload,
} from '../../../lib/ml/language/translation-download';
import { translatorApi } from '../../../lib/ml/language/translator-api';
import type { CheckRecord } from '../../../lib/panel/check';
import { messageOf } from '../../../lib/util/errors';

/**
 * A claim checked untranslated because Chrome had its language pair only to download: the offer
 * of that download, started by the reader's click here (Chrome needs it), its progress, the
 * failure by name, and once done, the re-check in English. A failed download loses nothing:
 * the check stays as it was, with its notice.
 */
export function TranslationOffer({ check }: { check: CheckRecord }) {
  const from = check.status === 'done' ? check.translationOffer : undefined;
  const [state, setState] = useState<TranslationDownload>({ phase: 'offer' });
  useEffect(() => {
    setState({ phase: 'offer' });
    if (!from) return;
    // Downloaded since (from another check, or before the panel was opened again): re-checking is all that is left.
    void translatorApi()
      ?.availability({ sourceLanguage: from, targetLanguage: 'en' })
      .then((a) => a === 'available' && setState({ phase: 'ready' }), ignoreUnknown);
  }, [check.id, from]);
  if (!from) return null;
  const download = () => {
    setState({ phase: 'downloading', loaded: 0 });
    // Called within the click itself: Chrome starts a download only with the reader's activation.
    downloadTranslation(translatorApi(), from, (loaded) => setState({ phase: 'downloading', loaded })).then(
      () => setState({ phase: 'ready' }),
      (e: unknown) => setState({ phase: 'failed', error: downloadFailure(e, from) }),
    );
  };
  const recheck = () =>
    void sendToBackground('check.retry', { checkId: check.id }).catch((e: unknown) =>
      setState({ phase: 'failed', error: messageOf(e) }),
    );
  return (
    <section className="notice translation-offer" aria-label={t(m.translationSection)}>
      <p role="status" aria-live="polite">
        {downloadLine(state, from)}
      </p>
      {state.phase === 'downloading' && (
        <progress max={1} value={state.loaded} aria-label={t(m.translationProgress)}>
          {Math.round(state.loaded * 100)} %
        </progress>
      )}
      {state.phase !== 'downloading' && (
        <button type="button" className="primary" onClick={state.phase === 'ready' ? recheck : download}>
          {state.phase === 'ready' ? t(m.checkInEnglish) : downloadButton(from)}
        </button>
      )}
      {state.phase === 'failed' && (
        <p className="error" role="alert">
          {state.error}
        </p>
      )}
    </section>
  );
}

/** Whether the pair is already here is a shortcut; not knowing leaves the offer as it is. */
const ignoreUnknown = logged('language', 'Chrome did not say whether a translation pair is on the device', 'info');
