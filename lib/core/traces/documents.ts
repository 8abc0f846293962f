import * as v from 'valibot';

/**
 * `traces.documents`: what the documents stage found for a claim (lib/pipeline/stages/documents):
 * the passages of the bundle with their document and page, how they were ranked, and, without an
 * LLM, what the NLI read in each and which rule applied.
 */

const PassageSchema = v.object({
  docId: v.string(),
  name: v.string(),
  page: v.number(),
  score: v.number(),
  instructionLike: v.boolean(),
});

const NliReadingSchema = v.object({
  docId: v.string(),
  page: v.number(),
  S: v.number(),
  entailment: v.number(),
  contradiction: v.number(),
  neutral: v.number(),
  rule: v.string(),
  verdict: v.nullable(v.picklist(['True', 'False'])),
  guard: v.nullable(v.string()),
});

export const DocumentsTraceSchema = v.object({
  /** Chunks the retrieval returned (at most 30). */
  hits: v.number(),
  /** Ranked by BM25 alone (no embedding model yet). */
  lexicalOnly: v.boolean(),
  passages: v.array(PassageSchema),
  /** Who weighed the passages. */
  by: v.picklist(['tribunal', 'nli', 'none']),
  nli: v.optional(v.array(NliReadingSchema)),
  /** The rule that settled the claim, or why the documents did not. */
  decision: v.string(),
});

export type StoredDocumentsTrace = v.InferOutput<typeof DocumentsTraceSchema>;
