import type * as v from 'valibot';

/**
 * The vocabulary of the message protocol: each message between contexts is declared once, with
 * its payload schema, the type it answers with, who may send it and whether it is safe to send
 * again. Routers, op tables, the resend rule and typed senders take their types and rules from
 * these declarations, so a message is added in its declaration and its handler only.
 */

/** Who may send a message; checked against the browser's sender object by messaging/senders.ts. */
export type SenderPolicy = 'content' | 'extension-page' | 'offscreen' | 'background';

declare const RESULT: unique symbol;

/** The type a request answers with: a marker for the compiler, nothing at run time. */
export interface Returns<R> {
  readonly [RESULT]: R;
}

export const returns = <R>(): Returns<R> => ({}) as Returns<R>;

export interface Declaration<P extends v.GenericSchema = v.GenericSchema, R = unknown> {
  payload: P;
  result: Returns<R>;
  from: readonly SenderPolicy[];
  /**
   * Safe to send again when the receiver died holding it (see messaging/transport.ts): doing it
   * twice changes nothing, or it carries a request id that makes the second one harmless.
   */
  resend: boolean;
  /**
   * Sent over the sender's one long-lived port (messaging/port.ts) instead of a message channel
   * of its own: for requests a page sends many times a minute (a feed's posts), where opening a
   * channel each time costs the page's main thread about twice as much.
   */
  port?: true;
}

export type Declarations = Record<string, Declaration>;

export function defineRequest<P extends v.GenericSchema, R>(declaration: Declaration<P, R>): Declaration<P, R> {
  return declaration;
}

export type PayloadOf<D extends { payload: v.GenericSchema }> = v.InferOutput<D['payload']>;
export type ResultOf<D> = D extends { result: Returns<infer R> } ? R : unknown;
export type ResultsOf<D extends Declarations> = { [K in keyof D]: ResultOf<D[K]> };

/** The types of a table that are safe to send again. */
export function resendableTypes(declarations: Declarations): string[] {
  return Object.keys(declarations).filter((type) => declarations[type]!.resend);
}
