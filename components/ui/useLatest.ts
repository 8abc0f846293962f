import { useCallback, useRef, useState } from 'react';

import { messageOf } from '../../lib/util/errors';

/**
 * A value read from the engine on demand: answers can cross (a slow poll, then the refresh
 * after an action), and an answer to an older request never replaces a newer one.
 */
export function useLatest<T>(read: () => Promise<T>) {
  const [value, setValue] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const asked = useRef(0);
  const shown = useRef(0);
  const refresh = useCallback(async () => {
    const n = ++asked.current;
    try {
      const next = await read();
      if (n < shown.current) return;
      shown.current = n;
      setValue(next);
      setError(null);
    } catch (e) {
      if (n < shown.current) return;
      setError(messageOf(e));
    }
    // `read` is the caller's fixed request: a new closure each render is the same read.
  }, []);
  return { value, error, refresh };
}
