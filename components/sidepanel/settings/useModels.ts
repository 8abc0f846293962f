import { useEffect } from 'react';

import { callEngine } from '../../../lib/messaging/engine-call';
import { useLatest } from '../../ui/useLatest';

/** Settings → Models' view of the engine: refreshed on demand, polled while a download runs. */
export function useModels(settingsKey: string) {
  const { value: status, error, refresh } = useLatest(() => callEngine('models.status', {}));

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
