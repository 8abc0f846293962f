import { useCallback, useEffect, useRef, useState } from 'react';
import type { ModelsStatus } from '../../../lib/engine/ops/models';
import { callEngine } from '../../../lib/messaging/engine-call';

/** Settings → Models' view of the engine: refreshed on demand, polled while a download runs. */
export function useModels(settingsKey: string) {
  const [status, setStatus] = useState<ModelsStatus | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Answers can cross (a slow poll, then the refresh after a download ends): an answer to an
  // older request never replaces a newer one.
  const asked = useRef(0);
  const shown = useRef(0);
  const refresh = useCallback(async () => {
    const n = ++asked.current;
    try {
      const next = await callEngine('models.status', {});
      if (n < shown.current) return;
      shown.current = n;
      setStatus(next);
      setError(null);
    } catch (e) {
      if (n < shown.current) return;
      setError((e as Error).message);
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh, settingsKey]);

  const downloading = status?.models.some((m) => m.state === 'downloading') ?? false;
  useEffect(() => {
    if (!downloading) return;
    const timer = setInterval(() => void refresh(), 400);
    return () => clearInterval(timer);
  }, [downloading, refresh]);

  return { status, error, refresh };
}
