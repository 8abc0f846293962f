import { engineTasks as m } from '../i18n/catalogue/engine-tasks';
import { t } from '../i18n/t';
import { serveBuiltinBridge } from '../llm/builtin-bridge';
import { log } from '../log/log';
import { serveTranslatorBridge } from '../ml/language/translator-bridge';
import type { EngineConfig } from '../settings/run-config';
import { isEngineIdleEvent } from './idle-stop';
import type { EngineInput, EngineOp, EngineResult, EngineResults, EngineRpc } from './protocol';
import { type PortLike, RpcClient } from './rpc';

/**
 * Hosts the engine worker (in Chrome's offscreen document, in Firefox's background page).
 * A crashed worker fails its pending calls with a clear message and is started again on the
 * next request; the new engine marks the interrupted checks as failed so they can be retried.
 * A worker that reports itself idle (engine/idle-stop.ts) is ended while no call waits on it, to
 * give its memory back; it too starts again on the next request.
 */
export interface EngineHost {
  /** A request typed by its declaration (engine/protocol.ts): payload in, declared result out. */
  request<K extends EngineOp>(op: K, payload: EngineInput<K>, config: EngineConfig): Promise<EngineResults[K]>;
  /** A request relayed as it arrived (the offscreen document's runtime message, the side panel's engine.call): the worker validates it. */
  relay(op: string, payload: unknown, config: unknown): Promise<EngineResult>;
  /** Starts the worker now unless one runs: its start-up work (models, the starter pack) begins before the first request. */
  start(): void;
  /** Ends the worker as if it crashed (used by the crash-recovery tests and by a reset). */
  terminate(): void;
}

/** What the host needs of a worker (a test passes its own). */
export type EngineWorker = PortLike & Pick<Worker, 'terminate' | 'addEventListener'>;

const startWorker = (): EngineWorker =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'claimlens-engine' });

export function createEngineHost(
  onEvent: (event: unknown) => void,
  start: () => EngineWorker = startWorker,
): EngineHost {
  let worker: EngineWorker | undefined;
  let client: EngineRpc | undefined;

  function spawn(): EngineRpc {
    const w = start();
    // The worker has no LanguageModel; this page may (Chrome's offscreen document).
    serveBuiltinBridge(w);
    serveTranslatorBridge(w);
    const c: EngineRpc = new RpcClient(w, (event) => (isEngineIdleEvent(event) ? stopIdle(c) : onEvent(event)));
    w.addEventListener('error', (e) => {
      e.preventDefault();
      stop(e.message ? t(m.crashedWhy, e.message) : t(m.crashed));
    });
    worker = w;
    client = c;
    return c;
  }

  function stopIdle(c: EngineRpc): void {
    // A request sent meanwhile keeps the worker: it has work again.
    if (client !== c || c.inFlight > 0) return;
    worker?.terminate();
    worker = undefined;
    client = undefined;
    log.info(
      'engine',
      'The engine was idle with its models released: stopped to give its memory back (it starts again on the next request).',
    );
  }

  function stop(message: string): void {
    client?.failAll(message);
    worker?.terminate();
    worker = undefined;
    client = undefined;
  }

  return {
    request: (op, payload, config) => (client ?? spawn()).call(op, payload, config),
    relay: (op, payload, config) => (client ?? spawn()).relay(op, payload, config),
    start: () => void (client ?? spawn()),
    terminate: () => stop(t(m.stopped)),
  };
}
