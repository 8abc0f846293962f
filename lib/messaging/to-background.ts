import * as v from 'valibot';

import type { EngineStartPhase } from '../core/engine-start';
import type { ModelOffer } from '../core/model-offer';
import { MAX_BLOCKS, type PageCheckAnswer, type PageChoice } from '../core/page-check';
import { defineRequest, type PayloadOf, type ResultsOf, returns } from '../core/protocol';
import { CheckIdSchema, type CheckSummary, RequestIdSchema } from '../core/schemas';
import type { HealthSignal } from '../decompose/topics/health';
import { type EngineOp, engineOps, type EngineStatus } from '../engine/protocol';
import { TRY_IT_CLAIMS } from '../kg/packs/try-it';
import { MessageError } from './result';

/**
 * Messages the background router accepts, each declared once: payload schema, result, who may
 * send it and whether it is safe to resend. Content scripts start and follow checks; extension
 * pages manage history. Requests the background forwards to the engine reuse the engine's
 * payload (less the subscriber, which the background takes from the sender) and result.
 */
const forwarded = <K extends keyof typeof engineOps>(op: K) => engineOps[op];

export const toBackground = {
  'check.start': defineRequest({
    from: ['content'],
    resend: true,
    payload: v.required(v.omit(forwarded('check.start').payload, ['subscriber']), ['anchor']),
    result: forwarded('check.start').result,
  }),
  'check.status': defineRequest({ ...forwarded('check.status'), from: ['content', 'extension-page'] }),
  'check.cancel': defineRequest({ ...forwarded('check.cancel'), from: ['content', 'extension-page'] }),
  'check.retry': defineRequest({
    ...forwarded('check.retry'),
    from: ['content', 'extension-page'],
    payload: v.omit(forwarded('check.retry').payload, ['subscriber']),
  }),
  /**
   * The guided setup's *Try it*: one of the starter pack's claims, checked from the side panel (no
   * page, no badge). Resendable: its request id finds the row a lost first send may have written.
   */
  'check.try': defineRequest({
    from: ['extension-page'],
    resend: true,
    payload: v.object({ text: v.picklist(TRY_IT_CLAIMS), requestId: RequestIdSchema }),
    result: forwarded('check.start').result,
  }),
  /**
   * A claim, question or whole text the reader typed or pasted into the side panel, checked as a
   * selection is (one claim, or decomposed), with no page and no badge. Resendable like check.try.
   */
  'check.typed': defineRequest({
    from: ['extension-page'],
    resend: true,
    payload: v.object({ text: forwarded('check.start').payload.entries.text, requestId: RequestIdSchema }),
    result: forwarded('check.start').result,
  }),
  /** The reader's own pick of sentences of a long selection, from the side panel. */
  'check.repick': defineRequest({
    ...forwarded('check.repick'),
    from: ['extension-page'],
    payload: v.omit(forwarded('check.repick').payload, ['subscriber']),
  }),
  'check.delete': defineRequest({ ...forwarded('check.delete'), from: ['extension-page'] }),
  'check.deleteAll': defineRequest({ ...forwarded('check.deleteAll'), from: ['extension-page'] }),
  /** The text of posts on screen, matched against memory only (Settings → On pages → flag known claims). */
  'feeds.match': defineRequest({ ...forwarded('feeds.match'), from: ['content'], port: true }),
  /** A flag's *Stop flagging on this site*: the per-site switch of the sender's own site (the browser names it, the payload cannot). */
  'feeds.site': defineRequest({
    from: ['content'],
    resend: true,
    payload: v.object({ on: v.boolean() }),
    result: returns<{ host: string; on: boolean }>(),
  }),
  /** The side panel's per-site switch: the site of the active tab (null: a page ClaimLens does not run on). */
  'feeds.activeSite': defineRequest({
    from: ['extension-page'],
    resend: true,
    payload: v.object({}),
    result: returns<{ host: string | null }>(),
  }),
  /** The pill asks whether a selection looks like a health claim (the topic model lives in the background). */
  'health.classify': defineRequest({
    from: ['content'],
    resend: false,
    payload: v.object({ text: v.pipe(v.string(), v.maxLength(20_000)) }),
    result: returns<HealthSignal>(),
  }),
  /** Check this page: the key sentences of the sender's article (the decomposition's rules and topic model live in the background). */
  'page.keySentences': defineRequest({
    from: ['content'],
    resend: true,
    payload: v.object({
      blocks: v.pipe(
        v.array(v.object({ text: v.pipe(v.string(), v.maxLength(20_000)), heading: v.optional(v.boolean()) })),
        v.maxLength(MAX_BLOCKS),
      ),
    }),
    result: returns<PageChoice>(),
  }),
  /** The side panel's *Check this page*: the active tab checks its article (or the answer says why not). */
  'page.check': defineRequest({
    from: ['extension-page'],
    resend: false,
    payload: v.object({}),
    result: returns<PageCheckAnswer>(),
  }),
  /** Checks made on the sender's own page (its frame's URL as the browser reports it; the payload names none). */
  'page.checks': defineRequest({
    from: ['content'],
    resend: true,
    payload: v.object({}),
    result: returns<CheckSummary[]>(),
  }),
  'panel.open': defineRequest({
    from: ['content'],
    resend: false,
    payload: v.object({ checkId: v.optional(CheckIdSchema), dispute: v.optional(v.boolean()) }),
    result: returns<null>(),
  }),
  /** The offer to download the local models a check found missing (the Check tab): what it says now. */
  'models.offer': defineRequest({
    from: ['extension-page'],
    resend: true,
    payload: v.object({}),
    result: returns<ModelOffer>(),
  }),
  /** The offer's one click: the selected models download, then the check runs again. */
  'models.offer.accept': defineRequest({
    from: ['extension-page'],
    resend: false,
    payload: v.object({ checkId: CheckIdSchema }),
    result: returns<ModelOffer>(),
  }),
  /** *Not now*: later checks only say the models are missing, with no button (remembered). */
  'models.offer.dismiss': defineRequest({
    from: ['extension-page'],
    resend: true,
    payload: v.object({}),
    result: returns<ModelOffer>(),
  }),
  'engine.status': defineRequest({
    from: ['extension-page'],
    resend: true,
    payload: v.object({}),
    result: returns<EngineStatus>(),
  }),
  /** What the engine client waits on before the engine's first answer, answered by the background at once (the Check tab shows it). */
  'engine.start': defineRequest({
    from: ['extension-page'],
    resend: true,
    payload: v.object({}),
    result: returns<EngineStartPhase>(),
  }),
  /**
   * An engine request from the extension's own pages (models, knowledge...), for the ops whose
   * declaration lets extension pages send them; the engine validates the payload. It is resent
   * when its op is resendable (see sendToBackground).
   */
  'engine.call': defineRequest({
    from: ['extension-page'],
    resend: false,
    payload: v.object({ op: v.pipe(v.string(), v.maxLength(100)), payload: v.optional(v.unknown()) }),
    result: returns<unknown>(),
  }),
  /** An engine event (engine/protocol.ts), relayed to the tabs that subscribed. */
  'engine.event': defineRequest({
    from: ['offscreen'],
    resend: false,
    payload: v.object({ event: v.unknown() }),
    result: returns<null>(),
  }),
};

export type ToBackground = typeof toBackground;
export type BackgroundMessageType = keyof ToBackground;
export type BackgroundPayload<K extends BackgroundMessageType> = PayloadOf<ToBackground[K]>;
export type BackgroundResults = ResultsOf<ToBackground>;

/**
 * The op of an engine.call, refused when its declaration does not let extension pages send it
 * (check requests go through their own background requests, which add the sender and tell tabs
 * about deletions). An unknown op is left to the engine, which names it in its refusal.
 */
export function panelEngineOp(op: string): EngineOp {
  if (Object.hasOwn(engineOps, op) && !engineOps[op as EngineOp].from.some((f) => f === 'extension-page')) {
    throw new MessageError(
      'forbidden-sender',
      `Engine request "${op}" is not accepted from extension pages: send its own background request instead.`,
    );
  }
  return op as EngineOp;
}
