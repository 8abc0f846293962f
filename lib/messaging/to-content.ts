import * as v from 'valibot';
import { CheckIdSchema, CheckSummarySchema } from '../core/schemas';

/** Messages the content script accepts, only from the background (never from another tab). */
export const toContent = {
  'content.checkUpdate': v.object({ summary: CheckSummarySchema }),
  'content.checkSelection': v.object({}),
  'content.checksRemoved': v.union([v.object({ checkIds: v.pipe(v.array(CheckIdSchema), v.maxLength(10_000)) }), v.object({ all: v.literal(true) })]),
} as const;

export type ToContent = typeof toContent;
export type ContentMessageType = keyof ToContent;
export type ContentPayload<K extends ContentMessageType> = v.InferOutput<ToContent[K]>;
