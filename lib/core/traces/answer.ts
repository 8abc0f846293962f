import * as v from 'valibot';

import { EvidenceItemSchema, VerdictSchema } from './common';

/**
 * An open question answered from the reader's own sources (`traces.answer`): the passages nearest
 * the question (documents and memory) are the check's evidence; with an LLM, its answer split into
 * atomic facts, each checked like any claim against the same sources. Only a True fact is verified
 * and carries its citations; the rest are listed as not verified, never as part of the answer.
 */

const AnswerFactSchema = v.object({
  text: v.string(),
  /** The fact's own check: True is verified; False or Unverified is not. */
  verdict: VerdictSchema,
  /** Why a fact is not verified, for the reader. */
  why: v.optional(v.string()),
  /** Where a verified fact stands: document name and page, or the memory statement and its source. */
  citations: v.array(EvidenceItemSchema),
});

export const AnswerTraceSchema = v.object({
  /** composed: the LLM's answer, fact by fact; passages: no composed answer, the passages only. */
  mode: v.picklist(['composed', 'passages']),
  facts: v.array(AnswerFactSchema),
});

export type StoredAnswerFact = v.InferOutput<typeof AnswerFactSchema>;
export type StoredAnswerTrace = v.InferOutput<typeof AnswerTraceSchema>;
