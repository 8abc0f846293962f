import { useCallback, useEffect, useState } from 'react';
import type { ModelsStatus } from '../../../lib/engine/ops/models';
import { callEngine } from '../../../lib/messaging/engine-call';

/** Settings → Models' view of the engine: refreshed on demand, polled while a download runs. */
export function useModels(settingsKey: string) {
  const [status, setStatus] = useState<ModelsStatus | null>(null);
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    try {
      setStatus(await callEngine('models.status', {}));
      setError(null);
    } catch (e) {
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
