import * as v from 'valibot';

import { DroppedCitationSchema, LlmCallSchema, RecipientSchema } from './common';

/** `traces.tribunal`: each role's answer, what the quote check dropped, and what was sent to whom. */

const AnalystReportSchema = v.object({
  findings: v.array(v.object({ url: v.string(), quote: v.string(), label: v.string(), point: v.string() })),
  summary: v.string(),
});

const judgeFields = {
  verdict: v.picklist(['True', 'False', 'Neutral']),
  confidence: v.number(),
  primarySource: v.nullable(v.string()),
  correctedClaim: v.nullable(v.string()),
  explanation: v.string(),
};

export const TribunalTraceSchema = v.object({
  mode: v.picklist(['tribunal', 'single-pass', 'failed']),
  calls: v.array(LlmCallSchema),
  support: v.optional(AnalystReportSchema),
  contradiction: v.optional(AnalystReportSchema),
  judge: v.optional(v.object(judgeFields)),
  singlePass: v.optional(
    v.object({ ...judgeFields, citations: v.array(v.object({ url: v.string(), quote: v.string() })) }),
  ),
  dropped: v.array(DroppedCitationSchema),
  tribunalError: v.optional(v.string()),
  error: v.optional(v.string()),
  notes: v.array(v.string()),
  to: RecipientSchema,
  correction: v.optional(
    v.object({
      text: v.string(),
      verified: v.boolean(),
      method: v.picklist(['nli', 'quote']),
      source: v.nullable(v.string()),
      detail: v.string(),
    }),
  ),
});

export type StoredTribunalTrace = v.InferOutput<typeof TribunalTraceSchema>;
export type StoredAnalystReport = v.InferOutput<typeof AnalystReportSchema>;
export type StoredJudgeAnswer = v.InferOutput<typeof TribunalTraceSchema.entries.judge.wrapped>;
export type StoredDroppedCitation = v.InferOutput<typeof DroppedCitationSchema>;
