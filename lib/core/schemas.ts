import * as v from 'valibot';

import { RESOLUTION_PATHS } from './resolution-path';
import { STAGES } from './types';

/** Runtime schemas of the values that cross contexts. Page text is data: always bounded strings. */

const MAX_TEXT = 20_000;
const text = (max = MAX_TEXT) => v.pipe(v.string(), v.maxLength(max));

const offset = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000_000));

/**
 * Where a checked passage is, as Hypothesis-style selectors: the quote with its context (W3C
 * TextQuoteSelector) and, since issue 14, its position in the page's whitespace-normalised text
 * (TextPositionSelector). Rows stored before have no position; they still anchor by quote.
 */
export const AnchorSchema = v.object({
  exact: text(),
  prefix: text(200),
  suffix: text(200),
  position: v.optional(
    v.pipe(
      v.object({ start: offset, end: offset }),
      v.check((p) => p.end >= p.start, 'a position ends before it starts'),
    ),
  ),
});

export const PageSchema = v.object({
  url: text(4096),
  title: text(1000),
});

/** A frame of a tab that asked for a check's progress (content.checkUpdate goes there). */
export const SubscriberSchema = v.object({ tabId: v.number(), frameId: v.number() });

/** Chosen by the sender per check it starts; sending the same start twice is harmless. */
export const RequestIdSchema = v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/));

/** A new request id: random, and available on http pages too (crypto.randomUUID is for secure contexts only). */
export function newRequestId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export type CheckId = `check:${string}`;
export const CheckIdSchema = v.pipe(
  v.string(),
  v.regex(/^check:[\w-]{1,64}$/),
  v.transform((s) => s as CheckId),
);

const CheckStatusSchema = v.picklist(['queued', 'running', 'done', 'failed', 'cancelled']);

const VerdictSchema = v.picklist(['True', 'False', 'Unverified']);
const Offset = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_TEXT));

/** The verdict of one checked sentence of a long selection; offsets into the summary's text. */
const CheckPartSchema = v.object({
  /** 0-based position of the sentence in the selection (shown 1-based: "sentence 2"). */
  sentence: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000)),
  start: Offset,
  end: Offset,
  verdict: VerdictSchema,
  confidence: v.optional(v.nullable(v.number())),
  /** The sentence is a yes/no question: its badge answers Yes / No / Unclear. */
  question: v.optional(v.literal(true)),
});

export const CheckSummarySchema = v.object({
  id: CheckIdSchema,
  status: CheckStatusSchema,
  text: text(),
  /** Orders updates that may arrive out of order over different channels. */
  updatedAt: v.number(),
  stage: v.optional(v.picklist(STAGES)),
  verdict: v.optional(VerdictSchema),
  confidence: v.optional(v.nullable(v.number())),
  path: v.optional(v.picklist(RESOLUTION_PATHS)),
  reason: v.optional(text(2000)),
  error: v.optional(text(2000)),
  /** Beside the verdict: a matching fact-check's rating in its words, or a notice (e.g. the claim's language). */
  note: v.optional(text(300)),
  anchor: v.optional(AnchorSchema),
  /** The selection was a question: its badge answers Yes / No / Unclear. */
  question: v.optional(
    v.variant('kind', [
      v.object({ kind: v.literal('yes-no'), statement: text(), method: v.picklist(['rules', 'llm']) }),
      v.object({ kind: v.literal('open') }),
    ]),
  ),
  /** The check asked for local models that are not installed: the badge offers to download them. */
  modelsMissing: v.optional(v.literal(true)),
  /** A decomposed selection: one entry per checked sentence, for its badge. */
  parts: v.optional(v.pipe(v.array(CheckPartSchema), v.maxLength(200))),
});

export type Anchor = v.InferOutput<typeof AnchorSchema>;
export type PageInfo = v.InferOutput<typeof PageSchema>;
export type Subscriber = v.InferOutput<typeof SubscriberSchema>;
export type CheckSummary = v.InferOutput<typeof CheckSummarySchema>;
export type CheckPart = v.InferOutput<typeof CheckPartSchema>;
