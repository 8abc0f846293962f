import { RpcClient } from './rpc';

/**
 * Hosts the engine worker (in Chrome's offscreen document, in Firefox's background page).
 * A crashed worker fails its pending calls with a clear message and is started again on the
 * next request; the new engine marks the interrupted checks as failed so they can be retried.
 */
export interface EngineHost {
  request<T>(op: string, payload: unknown, config: unknown): Promise<T>;
  /** Ends the worker as if it crashed (used by the crash-recovery tests and by a reset). */
  terminate(): void;
}

export function createEngineHost(onEvent: (event: unknown) => void): EngineHost {
  let worker: Worker | undefined;
  let client: RpcClient | undefined;

  function spawn(): RpcClient {
    const w = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'claimlens-engine' });
    const c = new RpcClient(w, onEvent);
    w.addEventListener('error', (e) => {
      e.preventDefault();
      stop(`The local engine stopped unexpectedly${e.message ? ` (${e.message})` : ''}. Retry the check.`);
    });
    worker = w;
    client = c;
    return c;
  }

  function stop(message: string): void {
    client?.failAll(message);
    worker?.terminate();
    worker = undefined;
    client = undefined;
  }

  return {
    request: <T>(op: string, payload: unknown, config: unknown) => (client ?? spawn()).call<T>(op, { payload, config }),
    terminate: () => stop('The local engine was stopped. Retry the check.'),
  };
}
