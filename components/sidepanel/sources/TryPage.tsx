import { type FormEvent, useState } from 'react';

import type { ReadPageResult } from '../../../lib/engine/declare/web';
import { callEngine } from '../../../lib/messaging/engine-call';

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
      setResult({ ok: false, reason: 'error', detail: (err as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="add-source" aria-label="Try a page" onSubmit={(e) => void onSubmit(e)}>
      <h2>Try a page</h2>
      <label>
        Page address
        <input
          type="url"
          required
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://www.who.int/…"
        />
      </label>
      <button type="submit" disabled={!online || busy}>
        {busy ? 'Reading…' : 'Read it as a check would'}
      </button>
      {!online && <p className="hint">Turn online checking on (Settings → Web) to try pages.</p>}
      {result && (
        <p role="status" aria-label="Page result" className={result.ok ? 'ok' : 'error'}>
          {result.ok
            ? `Readable: “${result.title}” (${result.sourceName}), ${result.words} words. Starts: ${result.excerpt}…`
            : `Not used: ${result.detail}.`}
        </p>
      )}
    </form>
  );
}
