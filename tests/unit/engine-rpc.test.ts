import { MessageChannel, type MessagePort } from 'node:worker_threads';

import { afterEach, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';

import type { CheckSummary } from '../../lib/core/schemas';
import { ClaimLensDB } from '../../lib/db/database';
import type { KgStatus } from '../../lib/engine/declare/kg';
import { Engine } from '../../lib/engine/engine';
import type { EngineHost } from '../../lib/engine/host';
import type { EngineEvent, EngineInputs, EngineResult, EngineResults, EngineRpc } from '../../lib/engine/protocol';
import { type PortLike, RpcClient, serveRpc } from '../../lib/engine/rpc';
import { createRouter } from '../../lib/messaging/router';
import { toContent } from '../../lib/messaging/to-content';
import { defaultEngineConfig, type EngineConfig } from '../../lib/settings/run-config';

/**
 * The engine worker's RPC takes its types from the declarations (engine/protocol.ts): a call
 * names a declared op, sends that op's payload with the run config and gets that op's result.
 * The run-time half talks to a real Engine over a real MessageChannel; the compile-time half is
 * `compileOnly` below, which `npm run typecheck` checks: each `@ts-expect-error` line must stay an
 * error, so a typing that regresses to `unknown` or `string` fails the type check.
 */

/** Node's MessagePort as the PortLike of a worker: `message` events carry `data`. */
function portLike(port: MessagePort): PortLike {
  return {
    postMessage: (message) => port.postMessage(message),
    addEventListener: (_type, listener) => port.on('message', (data: unknown) => listener({ data } as MessageEvent)),
  };
}

let db: ClaimLensDB;
let channel: MessageChannel;
let client: EngineRpc;
let n = 0;
const config = defaultEngineConfig();

beforeEach(async () => {
  db = new ClaimLensDB(`engine-rpc-${++n}`);
  await db.open();
  channel = new MessageChannel();
  const engine = new Engine({
    db,
    emit: () => undefined,
    run: async () => Promise.reject(new Error('not in this test')),
  });
  serveRpc<EngineInputs, EngineResults, EngineEvent>(portLike(channel.port2), (op, payload, context) =>
    engine.handle(op, payload, context),
  );
  client = new RpcClient(portLike(channel.port1), () => undefined);
});

afterEach(async () => {
  channel.port1.close();
  channel.port2.close();
  await db.delete();
});

describe('engine RPC', () => {
  it('answers a typed call with the declared result of its op', async () => {
    await db.checks.add({
      id: 'check:a',
      text: 'Zinc cures colds',
      key: 'zinc cures colds',
      page: { url: 'https://example.com/', title: 'x', site: 'example.com' },
      pageKey: 'https://example.com/',
      site: 'example.com',
      status: 'done',
      verdict: 'False',
      evidence: [],
      timings: [],
      traces: {},
      modelIds: {},
      isHealthClaim: true,
      subscribers: [],
      runs: 1,
      createdAt: 1,
      updatedAt: 2,
    });
    const summary = await client.call('check.status', { checkId: 'check:a' }, config);
    expectTypeOf(summary).toEqualTypeOf<CheckSummary | null>();
    expect(summary).toMatchObject({ id: 'check:a', status: 'done', verdict: 'False' });
    expect(await client.call('check.status', { checkId: 'check:none' }, config)).toBeNull();
    const status = await client.call('engine.status', {}, config);
    expectTypeOf(status.queued).toEqualTypeOf<number>();
    expect(status).toMatchObject({ active: 0, queued: 0 });
  });

  it('refuses a relayed request whose op or payload the declarations do not allow, naming it', async () => {
    await expect(client.relay('check.nope', {}, config)).rejects.toThrow('Unknown engine request "check.nope".');
    await expect(client.relay('check.status', { checkId: 'not-a-check' }, config)).rejects.toThrow(
      /Engine request "check\.status" is malformed/,
    );
    await expect(client.relay('kg.import', { taskId: 'task:x y' }, config)).rejects.toThrow(
      /must be an import task id/,
    );
  });

  it('fails every pending call when the worker dies, with the message the reader sees', async () => {
    const silent = new RpcClient<EngineInputs, EngineResults, EngineConfig>(
      { postMessage: () => undefined, addEventListener: () => undefined },
      () => undefined,
    );
    const pending = silent.call('engine.status', {}, config);
    silent.failAll('The local engine stopped unexpectedly. Retry the check.');
    await expect(pending).rejects.toThrow('The local engine stopped unexpectedly. Retry the check.');
  });
});

/** Never run: what must and must not compile. */
export function compileOnly(host: EngineHost, rpc: EngineRpc): void {
  expectTypeOf(host.request('kg.status', {}, config)).resolves.toEqualTypeOf<KgStatus>();
  expectTypeOf(rpc.call('check.cancel', { checkId: 'check:a' }, config)).resolves.toEqualTypeOf<CheckSummary | null>();
  expectTypeOf(host.relay('kg.status', {}, config)).resolves.toEqualTypeOf<EngineResult>();
  // @ts-expect-error an op nobody declared
  void rpc.call('check.nope', {}, config);
  // @ts-expect-error a payload of another op (check.status takes a checkId)
  void rpc.call('check.status', { text: 'Zinc cures colds' }, config);
  // @ts-expect-error a task id that is not one (kg.import's payload is typed by its schema)
  void host.request('kg.import', { taskId: 'file.json' }, config);
  // @ts-expect-error every engine request carries the run config
  void host.request('kg.status', {});
  // @ts-expect-error the result is the declared one, not whatever the caller wants
  const wrong: Promise<string> = host.request('kg.status', {}, config);
  void wrong;
  createRouter(
    toContent,
    {
      'content.checkUpdate': (p) => (expectTypeOf(p.summary).toEqualTypeOf<CheckSummary>(), null),
      // @ts-expect-error a handler must answer with its declaration's result ({ started: boolean })
      'content.checkSelection': () => ({ started: 'yes' }),
      'content.checksRemoved': () => null,
    },
    { extensionId: 'x', extensionOrigin: 'chrome-extension://x/' },
  );
}
