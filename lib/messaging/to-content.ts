import * as v from 'valibot';

import type { PageCheckAnswer } from '../core/page-check';
import { defineRequest, type PayloadOf, type ResultsOf, returns } from '../core/protocol';
import { CheckIdSchema, CheckSummarySchema } from '../core/schemas';

/** Messages the content script accepts, only from the background (never from another tab). */
export const toContent = {
  /** A check this frame subscribed to moved on. */
  'content.checkUpdate': defineRequest({
    from: ['background'],
    resend: false,
    payload: v.object({ summary: CheckSummarySchema }),
    result: returns<null>(),
  }),
  /** The context menu or the keyboard shortcut: check this frame's selection. */
  'content.checkSelection': defineRequest({
    from: ['background'],
    resend: false,
    payload: v.object({}),
    result: returns<{ started: boolean }>(),
  }),
  /** Check this page (the toolbar menu, the side panel's button): this (top) frame checks its article's key sentences. */
  'content.checkPage': defineRequest({
    from: ['background'],
    resend: false,
    payload: v.object({}),
    result: returns<PageCheckAnswer>(),
  }),
  /** The side panel's and the toolbar menu's per-site switch: which site this (top) frame shows. */
  'content.site': defineRequest({
    from: ['background'],
    resend: true,
    payload: v.object({}),
    result: returns<{ host: string }>(),
  }),
  /** Checks deleted from the history: their badges and highlights go. */
  'content.checksRemoved': defineRequest({
    from: ['background'],
    resend: false,
    payload: v.union([
      v.object({ checkIds: v.pipe(v.array(CheckIdSchema), v.maxLength(10_000)) }),
      v.object({ all: v.literal(true) }),
    ]),
    result: returns<null>(),
  }),
};

export type ToContent = typeof toContent;
export type ContentMessageType = keyof ToContent;
export type ContentPayload<K extends ContentMessageType> = PayloadOf<ToContent[K]>;
export type ContentResults = ResultsOf<ToContent>;
