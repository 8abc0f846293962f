import * as v from 'valibot';
import type { EngineResults, EngineStatus } from '../engine/protocol';
import { AnchorSchema, CheckIdSchema, PageSchema, RequestIdSchema, type CheckSummary } from '../core/schemas';
import type { SenderPolicy } from './senders';
import { MAX_PICK } from '../decompose/pick';
import type { HealthSignal } from '../decompose/topics/health';

/**
 * Messages the background router accepts: payload schema and who may send each.
 * Content scripts start and follow checks; extension pages manage history.
 */
export const toBackground = {
  'check.start': {
    from: ['content'],
    payload: v.object({ text: v.pipe(v.string(), v.maxLength(20_000)), anchor: AnchorSchema, page: PageSchema, requestId: v.optional(RequestIdSchema) }),
  },
  'check.status': { from: ['content', 'extension-page'], payload: v.object({ checkId: CheckIdSchema }) },
  'check.cancel': { from: ['content', 'extension-page'], payload: v.object({ checkId: CheckIdSchema }) },
  'check.retry': { from: ['content', 'extension-page'], payload: v.object({ checkId: CheckIdSchema, online: v.optional(v.boolean()) }) },
  /** The reader's own pick of sentences of a long selection, from the side panel. */
  'check.repick': {
    from: ['extension-page'],
    payload: v.object({ checkId: CheckIdSchema, picked: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000))), v.maxLength(MAX_PICK)) }),
  },
  'check.delete': {
    from: ['extension-page'],
    payload: v.object({ checkIds: v.pipe(v.array(CheckIdSchema), v.maxLength(100_000)) }),
  },
  'check.deleteAll': { from: ['extension-page'], payload: v.object({}) },
  /** The pill asks whether a selection looks like a health claim (the topic model lives in the background). */
  'health.classify': { from: ['content'], payload: v.object({ text: v.pipe(v.string(), v.maxLength(20_000)) }) },
  /** Checks made on the sender's own page (its frame's URL as the browser reports it; the payload names none). */
  'page.checks': { from: ['content'], payload: v.object({}) },
  'panel.open': { from: ['content'], payload: v.object({ checkId: v.optional(CheckIdSchema) }) },
  'engine.status': { from: ['extension-page'], payload: v.object({}) },
  /** Any engine request from the extension's own pages (models, knowledge...); the engine validates it. */
  'engine.call': { from: ['extension-page'], payload: v.object({ op: v.pipe(v.string(), v.maxLength(100)), payload: v.optional(v.unknown()) }) },
  'engine.event': { from: ['offscreen'], payload: v.object({ event: v.unknown() }) },
} as const satisfies Record<string, { from: readonly SenderPolicy[]; payload: v.GenericSchema }>;

export type ToBackground = typeof toBackground;
export type BackgroundMessageType = keyof ToBackground;
export type BackgroundPayload<K extends BackgroundMessageType> = v.InferOutput<ToBackground[K]['payload']>;

export interface BackgroundResults {
  'check.start': EngineResults['check.start'];
  'check.status': CheckSummary | null;
  'check.cancel': CheckSummary | null;
  'check.retry': CheckSummary;
  'check.repick': CheckSummary;
  'check.delete': { deleted: number };
  'check.deleteAll': { deleted: number };
  'health.classify': HealthSignal;
  'page.checks': CheckSummary[];
  'panel.open': null;
  'engine.status': EngineStatus;
  'engine.call': unknown;
  'engine.event': null;
}
