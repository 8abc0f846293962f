import * as v from 'valibot';

import { defineRequest, type PayloadOf, returns } from '../core/protocol';

/**
 * What Chrome's offscreen document accepts: engine requests from the background, which it hands
 * to the engine worker (the engine validates op and payload against engine/protocol.ts). They are
 * addressed with `target: 'engine'` so that the background's router leaves them alone.
 */
const ENGINE_TARGET = 'engine';

export const toOffscreen = {
  'engine.request': defineRequest({
    from: ['background'],
    resend: false,
    payload: v.object({ op: v.pipe(v.string(), v.maxLength(100)), payload: v.unknown(), config: v.unknown() }),
    result: returns<unknown>(),
  }),
};

/** The wire form of an engine request: `{ target: 'engine', op, payload, config }`. */
export function engineRequestMessage(request: PayloadOf<(typeof toOffscreen)['engine.request']>): {
  target: typeof ENGINE_TARGET;
  op: string;
  payload: unknown;
  config: unknown;
} {
  return { target: ENGINE_TARGET, op: request.op, payload: request.payload, config: request.config };
}

export function readEngineRequest(message: object): { type: string; payload: unknown } | null {
  const m = message as { target?: unknown; op?: unknown; payload?: unknown; config?: unknown };
  if (m.target !== ENGINE_TARGET) return null;
  return { type: 'engine.request', payload: { op: m.op, payload: m.payload, config: m.config } };
}
