/// <reference lib="webworker" />
import { getDb } from '../db/database';
import type { LogEvent } from '../log/forward';
import { startForwardedLog } from '../log/start';
import { createBrowserModels } from '../ml/browser';
import { managerConfig } from '../settings/model-config';
import { parseEngineConfig } from '../settings/run-config';
import { Engine } from './engine';
import type { EngineEvent, EngineInputs, EngineResults } from './protocol';
import { type PortLike, serveRpc } from './rpc';

/** The engine worker: the one place where checks run and where models are loaded. */
const port = self as unknown as PortLike;
const models = createBrowserModels();
const emit: (event: EngineEvent | LogEvent) => void = serveRpc<EngineInputs, EngineResults, EngineEvent | LogEvent>(
  port,
  async (op, payload, config) => {
    // Settings → Models travel with every request: which models, which device, which mirror.
    models.manager.configure(managerConfig(parseEngineConfig(config).settings.models));
    return (await engine).handle(op, payload, config);
  },
);

startForwardedLog('engine', async (event) => emit(event));

// Started at once: recovery marks checks left over by a previous engine as failed.
const engine: Promise<Engine> = (async () => {
  const e = new Engine({ db: getDb(), emit, models });
  await e.init();
  return e;
})();
