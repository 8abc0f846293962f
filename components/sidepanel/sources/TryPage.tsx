import { type FormEvent, useState } from 'react';

import type { ReadPageResult } from '../../../lib/engine/declare/web';
import { sourcesDomains as m } from '../../../lib/i18n/catalogue/sources-domains';
import { formatNumber } from '../../../lib/i18n/format';
import { t } from '../../../lib/i18n/t';
import { callEngine } from '../../../lib/messaging/engine-call';
import { messageOf } from '../../../lib/util/errors';

/** An example address, the same in every language. */
const PLACEHOLDER = 'https://www.who.int/…';

/** Reads one page the way checks do (in the engine, same limits), so a curator sees whether a site works with ClaimLens. */
export function TryPage({ online }: { online: boolean }) {
  const [url, setUrl] = useState('');
  const [result, setResult] = useState<ReadPageResult | { ok: false; reason: 'error'; detail: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      setResult(await callEngine('web.readPage', { url }));
    } catch (err) {
      setResult({ ok: false, reason: 'error', detail: messageOf(err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="add-source" aria-label={t(m.tryLabel)} onSubmit={(e) => void onSubmit(e)}>
      <h2>{t(m.tryLabel)}</h2>
      <label>
        {t(m.pageAddress)}
        <input type="url" required value={url} onChange={(e) => setUrl(e.target.value)} placeholder={PLACEHOLDER} />
      </label>
      <button type="submit" disabled={!online || busy}>
        {t(busy ? m.reading : m.readIt)}
      </button>
      {!online && <p className="hint">{t(m.turnOnline)}</p>}
      {result && (
        <p role="status" aria-label={t(m.pageResult)} className={result.ok ? 'ok' : 'error'}>
          {result.ok
            ? t(m.readable, result.title, result.sourceName, formatNumber(result.words), result.excerpt)
            : t(m.notUsed, result.detail)}
        </p>
      )}
    </form>
  );
}
