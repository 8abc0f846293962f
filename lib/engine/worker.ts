/// <reference lib="webworker" />
import { getDb } from '../db/database';
import { Engine } from './engine';
import { serveRpc, type PortLike } from './rpc';

/** The engine worker: the one place where checks run. */
const port = self as unknown as PortLike;
const emit = serveRpc(port, async (op, message) => {
  const { payload, config } = (message ?? {}) as { payload?: unknown; config?: unknown };
  return (await engine).handle(op, payload, config);
});

// Started at once: recovery marks checks left over by a previous engine as failed.
const engine = (async () => {
  const e = new Engine({ db: getDb(), emit });
  await e.init();
  return e;
})();
