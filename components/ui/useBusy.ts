import { useState } from 'react';

import { messageOf } from '../../lib/util/errors';

/** An action that disables its buttons while it runs, reports its error, and refreshes after it, whatever happened. */
export function useBusy(report: (kind: 'error', text: string) => void, after: () => unknown) {
  const [busy, setBusy] = useState(false);
  const act = async (what: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await what();
    } catch (e) {
      report('error', messageOf(e));
    } finally {
      setBusy(false);
      await after();
    }
  };
  return { busy, act };
}
