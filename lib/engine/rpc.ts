/**
 * Request/response over postMessage between the engine host and the engine worker. A worker
 * that dies fails every pending call with a message, so no caller waits forever.
 */

export interface RpcRequest {
  kind: 'request';
  id: number;
  op: string;
  payload: unknown;
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

export class RpcClient {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();

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

  call<T>(op: string, payload: unknown): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.port.postMessage({ kind: 'request', id, op, payload } satisfies RpcRequest);
    });
  }

  failAll(message: string): void {
    const calls = [...this.pending.values()];
    this.pending.clear();
    calls.forEach((p) => p.reject(new Error(message)));
  }
}

export function serveRpc(
  port: PortLike,
  handle: (op: string, payload: unknown) => Promise<unknown>,
): (event: unknown) => void {
  port.addEventListener('message', (e: MessageEvent) => {
    const msg = e.data as RpcRequest;
    if (msg?.kind !== 'request') return;
    handle(msg.op, msg.payload).then(
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
