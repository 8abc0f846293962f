import { useState } from 'react';

/** An action that disables its buttons while it runs, reports its error, and refreshes after it, whatever happened. */
export function useBusy(report: (kind: 'error', text: string) => void, after: () => unknown) {
  const [busy, setBusy] = useState(false);
  const act = async (what: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await what();
    } catch (e) {
      report('error', (e as Error).message);
    } finally {
      setBusy(false);
      await after();
    }
  };
  return { busy, act };
}
