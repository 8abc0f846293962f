import * as v from 'valibot';

import { LanguageInputSchema } from '../../core/language';
import { defineRequest, returns } from '../../core/protocol';
import {
  AnchorSchema,
  CheckIdSchema,
  type CheckSummary,
  PageSchema,
  RequestIdSchema,
  SubscriberSchema,
} from '../../core/schemas';

/**
 * The engine's requests about checks, each declared once (payload, result, senders, resend rule);
 * gathered in ../protocol.ts, handled in ../ops/. Schemas and types only: the content script and
 * the side panel read these declarations without the engine.
 */

/** engine.status: how many checks run, wait, and were recovered since the engine started. */
export interface EngineStatus {
  startedAt: number;
  active: number;
  queued: number;
  recovered: number;
}

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
      /** The page's or reader's language from the sender; the browser's detection from the background. */
      language: v.optional(LanguageInputSchema),
      subscriber: v.optional(SubscriberSchema),
      requestId: v.optional(RequestIdSchema),
      /** A sentence of *Check this page*: History marks it as a page check. */
      origin: v.optional(v.literal('page')),
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
