import { useEffect } from 'react';

import { callEngine } from '../../../lib/messaging/engine-call';
import { useLatest } from '../../ui/useLatest';

/** How often the guided setup asks the engine while it is shown: a download's progress moves, a setting changes elsewhere. */
const POLL_MS = 1000;

/** The guided setup's view of the engine (setup.status), polled while it is shown. */
export function useSetup() {
  const { value: status, error, refresh } = useLatest(() => callEngine('setup.status', {}));
  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [refresh]);
  return { status, error, refresh };
}
