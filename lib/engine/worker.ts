/// <reference lib="webworker" />
import { getDb } from '../db/database';
import { startForwardedLog } from '../log/start';
import { createBrowserModels } from '../ml/browser';
import { managerConfig } from '../settings/model-config';
import { parseEngineConfig } from '../settings/run-config';
import { Engine } from './engine';
import { type PortLike, serveRpc } from './rpc';

/** The engine worker: the one place where checks run and where models are loaded. */
const port = self as unknown as PortLike;
const models = createBrowserModels();
const emit = serveRpc(port, async (op, message) => {
  const { payload, config } = (message ?? {}) as { payload?: unknown; config?: unknown };
  // Settings → Models travel with every request: which models, which device, which mirror.
  models.manager.configure(managerConfig(parseEngineConfig(config).settings.models));
  return (await engine).handle(op, payload, config);
});

startForwardedLog('engine', async (event) => emit(event));

// Started at once: recovery marks checks left over by a previous engine as failed.
const engine = (async () => {
  const e = new Engine({ db: getDb(), emit, models });
  await e.init();
  return e;
})();
