/**
 * Request/response over postMessage between the engine host and the engine worker. What a port
 * serves is typed, for the engine from its declarations (protocol.ts): each op's payload as the
 * caller sends it (`P`), its result (`R`) and what every request carries besides (`C`, the run
 * config), so a call with a wrong payload or a wrong result type does not compile. A worker that
 * dies fails every pending call with a message, so no caller waits forever.
 */

export type RpcPayloads = Record<string, unknown>;
export type RpcResults<P extends RpcPayloads> = { [K in keyof P]: unknown };

export interface RpcRequest {
  kind: 'request';
  id: number;
  op: string;
  payload: unknown;
  context: unknown;
}
export type RpcResponse =
  | { kind: 'response'; id: number; ok: true; data: unknown }
  | { kind: 'response'; id: number; ok: false; message: string };
export interface RpcEvent {
  kind: 'event';
  event: unknown;
}

export interface PortLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (e: MessageEvent) => void): void;
}

interface Pending {
  resolve(data: unknown): void;
  reject(error: Error): void;
}

export class RpcClient<P extends RpcPayloads, R extends RpcResults<P>, C> {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  /** Calls sent and not answered yet. */
  get inFlight(): number {
    return this.pending.size;
  }

  constructor(
    private readonly port: PortLike,
    private readonly onEvent: (event: unknown) => void,
  ) {
    port.addEventListener('message', (e: MessageEvent) => {
      const msg = e.data as RpcResponse | RpcEvent;
      if (msg?.kind === 'event') this.onEvent(msg.event);
      else if (msg?.kind === 'response') {
        const p = this.pending.get(msg.id);
        if (!p) return;
        this.pending.delete(msg.id);
        if (msg.ok) p.resolve(msg.data);
        else p.reject(new Error(msg.message));
      }
    });
  }

  /**
   * A typed request. The wire is untyped; the worker's handler table is typed per op (Engine's
   * `handlers`), so what comes back for op K is K's declared result.
   */
  call<K extends keyof P & string>(op: K, payload: P[K], context: C): Promise<R[K]> {
    return this.send(op, payload, context) as Promise<R[K]>;
  }

  /**
   * A request relayed from elsewhere (the offscreen document's runtime message, the side panel's
   * engine.call): op and payload are whatever arrived, and the worker checks both against the
   * declarations before anything runs, so its answer is only known to be one of the results.
   */
  relay(op: string, payload: unknown, context: unknown): Promise<R[keyof P]> {
    return this.send(op, payload, context);
  }

  private send(op: string, payload: unknown, context: unknown): Promise<R[keyof P]> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.port.postMessage({ kind: 'request', id, op, payload, context } satisfies RpcRequest);
    });
  }

  failAll(message: string): void {
    const calls = [...this.pending.values()];
    this.pending.clear();
    calls.forEach((p) => p.reject(new Error(message)));
  }
}

/**
 * Serves a port's requests: `handle` sees op, payload and context as they arrived (it validates
 * them) and answers with one of the port's results. Returns the sender of the port's events `E`.
 */
export function serveRpc<P extends RpcPayloads, R extends RpcResults<P>, E>(
  port: PortLike,
  handle: (op: unknown, payload: unknown, context: unknown) => Promise<R[keyof P]>,
): (event: E) => void {
  port.addEventListener('message', (e: MessageEvent) => {
    const msg = e.data as RpcRequest;
    if (msg?.kind !== 'request') return;
    handle(msg.op, msg.payload, msg.context).then(
      (data) => port.postMessage({ kind: 'response', id: msg.id, ok: true, data } satisfies RpcResponse),
      (error: unknown) =>
        port.postMessage({
          kind: 'response',
          id: msg.id,
          ok: false,
          message: error instanceof Error ? error.message : String(error),
        } satisfies RpcResponse),
    );
  });
  return (event) => port.postMessage({ kind: 'event', event } satisfies RpcEvent);
}
