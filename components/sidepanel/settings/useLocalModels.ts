import { useEffect, useState } from 'react';

import type { LocalLlmStatus } from '../../../lib/llm/webllm';
import { callEngine } from '../../../lib/messaging/engine-call';
import { messageOf } from '../../../lib/util/errors';

export const STATUS_RETRIES = 4;

/**
 * What the engine says of the local LLMs (downloaded or not, a download's progress, the last
 * error), asked again while the engine starts and while a download runs.
 */
export function useLocalModels() {
  const [status, setStatus] = useState<LocalLlmStatus | null>(null);
  const [error, setError] = useState('');
  const [failures, setFailures] = useState(0);
  const refresh = () =>
    callEngine('llm.local.status', {}).then(
      (s) => {
        setStatus(s);
        setError('');
        setFailures(0);
      },
      (e: unknown) => {
        setError(messageOf(e));
        setFailures((n) => n + 1);
      },
    );
  useEffect(() => {
    void refresh();
  }, []);
  // The engine may be starting (first run installs the starter pack): ask again a few times.
  useEffect(() => {
    if (status || !failures || failures > STATUS_RETRIES) return;
    const timer = setTimeout(() => void refresh(), 1000 * failures);
    return () => clearTimeout(timer);
  }, [failures, status]);
  // Poll while a download runs: progress lives in the engine worker.
  useEffect(() => {
    if (!status?.progress) return;
    const timer = setInterval(() => void refresh(), 700);
    return () => clearInterval(timer);
  }, [status?.progress?.modelId]);

  const act = async (op: 'llm.local.download' | 'llm.local.remove', modelId: string) => {
    try {
      await callEngine(op, { modelId });
      await refresh();
    } catch (e) {
      setError(messageOf(e));
    }
  };
  return { status, error, failures, act };
}
