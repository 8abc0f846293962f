import { useEffect, useState } from 'react';

import { loadPolicy, watchPolicy } from '../../../lib/settings/managed';
import type { ParsedPolicy } from '../../../lib/settings/managed-policy';

/** The organisation's policy, kept current while the panel is open (a change applies at once). */
export function usePolicy(): ParsedPolicy | null {
  const [policy, setPolicy] = useState<ParsedPolicy | null>(null);
  useEffect(() => {
    const ac = new AbortController();
    void loadPolicy().then(setPolicy);
    watchPolicy(setPolicy, ac.signal);
    return () => ac.abort();
  }, []);
  return policy;
}
