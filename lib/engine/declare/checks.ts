import * as v from 'valibot';

import { defineRequest, returns, type SenderPolicy } from '../../core/protocol';
import {
  AnchorSchema,
  CheckIdSchema,
  type CheckSummary,
  PageSchema,
  RequestIdSchema,
  SubscriberSchema,
} from '../../core/schemas';
import { MAX_PICK } from '../../decompose/pick';
import type { EngineStatus } from '../ops/checks';

/**
 * The engine's requests about checks, each declared once (payload, result, senders, resend rule);
 * gathered in ../protocol.ts, handled in ../ops/. Schemas and types only: the content script and
 * the side panel read these declarations without the engine.
 */

/** Engine requests the side panel may send too, through the background's engine.call. */
export const FROM_PANEL = ['background', 'extension-page'] as const satisfies readonly SenderPolicy[];

/**
 * Checks: start, follow, cancel, retry, delete. Only the background sends them (it adds the
 * sender's page and frame, and tells tabs about deletions); the side panel asks through the
 * background's own check.* requests.
 */
const CheckRef = v.object({ checkId: CheckIdSchema });

export const checkOps = {
  /** Resendable: it carries a request id (see CheckRunner.start). */
  'check.start': defineRequest({
    from: ['background'],
    resend: true,
    payload: v.object({
      text: v.pipe(v.string(), v.maxLength(20_000)),
      anchor: v.optional(AnchorSchema),
      page: PageSchema,
      subscriber: v.optional(SubscriberSchema),
      requestId: v.optional(RequestIdSchema),
    }),
    result: returns<{ summary: CheckSummary; deduped: boolean }>(),
  }),
  'check.status': defineRequest({
    from: ['background'],
    resend: true,
    payload: CheckRef,
    result: returns<CheckSummary | null>(),
  }),
  'check.cancel': defineRequest({
    from: ['background'],
    resend: true,
    payload: CheckRef,
    result: returns<CheckSummary | null>(),
  }),
  'check.retry': defineRequest({
    from: ['background'],
    resend: false,
    payload: v.object({
      checkId: CheckIdSchema,
      subscriber: v.optional(SubscriberSchema),
      online: v.optional(v.boolean()),
    }),
    result: returns<CheckSummary>(),
  }),
  'check.delete': defineRequest({
    from: ['background'],
    resend: true,
    payload: v.object({ checkIds: v.pipe(v.array(CheckIdSchema), v.maxLength(100_000)) }),
    result: returns<{ deleted: number }>(),
  }),
  'check.deleteAll': defineRequest({
    from: ['background'],
    resend: true,
    payload: v.object({}),
    result: returns<{ deleted: number }>(),
  }),
  'engine.status': defineRequest({
    from: ['background'],
    resend: true,
    payload: v.object({}),
    result: returns<EngineStatus>(),
  }),
};

/** The reader's answer to "send this off the device?", from the side panel. */
export const consentOps = {
  'consent.answer': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({
      checkId: CheckIdSchema,
      requestId: v.pipe(v.string(), v.maxLength(100)),
      decision: v.picklist(['allow', 'deny']),
    }),
    result: returns<{ accepted: boolean }>(),
  }),
};

/** Long selections: the reader changes which sentences are checked (through check.repick of the background). */
export const decomposeOps = {
  'check.repick': defineRequest({
    from: ['background'],
    resend: false,
    payload: v.object({
      checkId: CheckIdSchema,
      picked: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000))), v.maxLength(MAX_PICK)),
      subscriber: v.optional(SubscriberSchema),
    }),
    result: returns<CheckSummary>(),
  }),
};
