/// <reference lib="webworker" />
import { getDb } from '../db/database';
import type { LogEvent } from '../log/forward';
import { logged } from '../log/log';
import { startForwardedLog } from '../log/start';
import { createBrowserModels } from '../ml/browser';
import { managerConfig } from '../settings/model-config';
import { parseEngineConfig } from '../settings/run-config';
import { Engine } from './engine';
import { ENGINE_IDLE, type EngineIdleEvent, mayStop } from './idle-stop';
import type { EngineEvent, EngineInputs, EngineResults } from './protocol';
import { type PortLike, serveRpc } from './rpc';

/** The engine worker: the one place where checks run and where models are loaded. */
const port = self as unknown as PortLike;
const models = createBrowserModels();
type Outgoing = EngineEvent | LogEvent | EngineIdleEvent;
const emit: (event: Outgoing) => void = serveRpc<EngineInputs, EngineResults, Outgoing>(
  port,
  async (op, payload, config) => {
    // Settings → Models travel with every request: which models, which device, which mirror.
    models.manager.configure(managerConfig(parseEngineConfig(config).settings.models));
    return (await engine).handle(op, payload, config);
  },
);

startForwardedLog('engine', async (event) => emit(event));

// Models released for being idle free no memory inside WASM: when nothing else runs, the host may end this worker.
models.onIdleRelease(() => {
  engine
    .then((e) => {
      if (mayStop({ ...e.activity(), modelsQuiet: models.manager.quiet })) emit({ kind: ENGINE_IDLE });
    })
    .catch(logged('engine', 'The idle engine could not tell whether it may stop; it keeps running'));
});

// Started at once: recovery marks checks left over by a previous engine as failed.
const engine: Promise<Engine> = (async () => {
  const e = new Engine({ db: getDb(), emit, models });
  await e.init();
  return e;
})();
