import { useEffect } from 'react';

import { sendToBackground } from '../../../lib/messaging/client';
import { callEngine } from '../../../lib/messaging/engine-call';
import { useLatest } from '../../ui/useLatest';

/** How often the guided setup asks the engine while it is shown: a download's progress moves, a setting changes elsewhere. */
const POLL_MS = 1000;
/** How often the background is asked what the engine's start waits on, until the engine answers: it answers at once. */
const START_POLL_MS = 250;

/**
 * The guided setup's view of the engine (setup.status), polled while it is shown; until its
 * first answer, what the engine's start is waiting on (engine.start), which the background knows.
 */
export function useSetup() {
  const { value: status, error, refresh } = useLatest(() => callEngine('setup.status', {}));
  const { value: starting, refresh: refreshStart } = useLatest(() => sendToBackground('engine.start', {}));
  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [refresh]);
  const answered = status !== null;
  useEffect(() => {
    if (answered) return;
    void refreshStart();
    const timer = setInterval(() => void refreshStart(), START_POLL_MS);
    return () => clearInterval(timer);
  }, [answered, refreshStart]);
  return { status, error, refresh, starting };
}
