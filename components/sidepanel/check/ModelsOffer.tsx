import { useEffect, useState } from 'react';

import type { ModelOffer } from '../../../lib/core/model-offer';
import { checkParts as m } from '../../../lib/i18n/catalogue/check-parts';
import { t } from '../../../lib/i18n/t';
import { sendToBackground } from '../../../lib/messaging/client';
import type { CheckRecord } from '../../../lib/panel/check';
import { messageOf } from '../../../lib/util/errors';

const POLL_MS = 700;

/**
 * A check that found the local models missing says so here as on its badge, with the same
 * one-click download (lib/ml/offer.ts decides what is said); the engine checks the claim again
 * when the models are in, and this row's new run replaces the offer.
 */
export function ModelsOffer({ check }: { check: CheckRecord }) {
  const missing = check.status === 'done' && !!check.modelsMissing?.length;
  const [offer, setOffer] = useState<ModelOffer | null>(null);
  const [error, setError] = useState('');
  const run = (call: Promise<ModelOffer>) =>
    void call.then(
      (next) => {
        setOffer(next);
        setError('');
      },
      (e: unknown) => setError(messageOf(e)),
    );
  useEffect(() => {
    if (missing) run(sendToBackground('models.offer', {}));
  }, [missing, check.id]);
  useEffect(() => {
    if (!missing || offer?.kind !== 'downloading') return;
    const timer = setTimeout(() => run(sendToBackground('models.offer', {})), POLL_MS);
    return () => clearTimeout(timer);
  }, [missing, offer]);
  if (!missing || (!offer && !error) || offer?.kind === 'ready') return null;
  return (
    <section className="notice models-offer" aria-label={t(m.models)}>
      {offer && <p role="status">{offer.text}</p>}
      {offer?.kind === 'downloading' && (
        <progress aria-label={t(m.modelsDownloading)} max={Math.max(1, offer.total)} value={offer.done} />
      )}
      {(offer?.kind === 'offer' || offer?.kind === 'failed') && (
        <div className="actions">
          <button
            type="button"
            className="primary"
            onClick={() => run(sendToBackground('models.offer.accept', { checkId: check.id }))}
          >
            {offer.button}
          </button>
          <button type="button" onClick={() => run(sendToBackground('models.offer.dismiss', {}))}>
            {t(m.notNow)}
          </button>
        </div>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
