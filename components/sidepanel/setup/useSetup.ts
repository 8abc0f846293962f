import { useCallback, useEffect, useRef, useState } from 'react';
import type { SetupStatus } from '../../../lib/engine/setup';
import { callEngine } from '../../../lib/messaging/engine-call';

/** How often the guided setup asks the engine while it is shown: a download's progress moves, a setting changes elsewhere. */
const POLL_MS = 1000;

/** The guided setup's view of the engine; an answer to an older request never replaces a newer one. */
export function useSetup() {
  const [status, setStatus] = useState<SetupStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const asked = useRef(0);
  const shown = useRef(0);
  const refresh = useCallback(async () => {
    const n = ++asked.current;
    try {
      const next = await callEngine('setup.status', {});
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
    const timer = setInterval(() => void refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  return { status, error, refresh };
}
