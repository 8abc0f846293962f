import * as v from 'valibot';

import { RESOLUTION_PATHS } from '../resolution-path';
import { EvidenceItemSchema, LlmCallSchema, VerdictSchema } from './common';

/**
 * `traces.decompose`: a long selection's plan and each claim's outcome (lib/decompose/trace.ts),
 * `traces.correction`: a single False claim's correction loop (lib/pipeline/single-claim.ts),
 * and `traces.related`: the knowledge closest to an Unverified claim (lib/decompose/related.ts).
 */

const RelatedKnowledgeSchema = v.object({
  id: v.string(),
  text: v.string(),
  similarity: v.number(),
  status: v.optional(v.string()),
  url: v.optional(v.string()),
  label: v.literal('related, not the same claim'),
});

export const RelatedTraceSchema = v.array(RelatedKnowledgeSchema);

/** A False claim's correction loop (lib/decompose/correct.ts); also `traces.correction` of a single claim. */
export const CorrectionTraceSchema = v.object({
  corrected: v.nullable(v.string()),
  attempts: v.array(
    v.object({
      text: v.string(),
      outcome: v.optional(v.picklist(['True', 'False', 'Unverified', 'not-from-evidence', 'repeat'])),
    }),
  ),
});

const TripleSchema = v.object({ subject: v.string(), relation: v.string(), object: v.string() });
/** A claim's GraphCheck graph as the plan shows it: latent entities and triples. */
const ClaimGraphSchema = v.object({
  latent: v.array(v.object({ id: v.string(), reference: v.string() })),
  triples: v.array(TripleSchema),
});

const PlanSchema = v.object({
  version: v.literal(1),
  method: v.picklist(['single', 'rules', 'llm']),
  label: v.string(),
  sentences: v.array(
    v.object({
      index: v.number(),
      text: v.string(),
      start: v.number(),
      end: v.number(),
      kind: v.picklist(['claim', 'question', 'fragment', 'other-language']),
      note: v.optional(v.string()),
      statement: v.optional(v.string()),
      score: v.optional(v.number()),
      picked: v.boolean(),
    }),
  ),
  claims: v.array(
    v.object({
      id: v.string(),
      sentence: v.number(),
      text: v.string(),
      context: v.optional(v.literal(true)),
      graph: v.optional(ClaimGraphSchema),
    }),
  ),
  ranking: v.nullable(v.object({ embedderId: v.string(), lexical: v.boolean(), iterations: v.number() })),
  notes: v.array(v.string()),
});

const GraphCheckSchema = v.object({
  verdict: VerdictSchema,
  paths: v.array(
    v.object({
      entities: v.record(v.string(), v.nullable(v.string())),
      statements: v.array(v.object({ text: v.string(), verdict: VerdictSchema })),
      verdict: VerdictSchema,
    }),
  ),
});

const ClaimOutcomeSchema = v.object({
  claimId: v.string(),
  verdict: VerdictSchema,
  confidence: v.optional(v.nullable(v.number())),
  reason: v.optional(v.string()),
  explanation: v.optional(v.string()),
  path: v.optional(v.picklist(RESOLUTION_PATHS)),
  checkId: v.optional(v.string()),
  evidence: v.array(EvidenceItemSchema),
  dp: v.optional(
    v.object({ stage: v.picklist(['direct', 'graph']), direct: VerdictSchema, graph: v.optional(GraphCheckSchema) }),
  ),
  related: v.optional(RelatedTraceSchema),
  correction: v.optional(CorrectionTraceSchema),
  fromText: v.optional(v.object({ quote: v.string() })),
});

export const DecompositionTraceSchema = v.object({
  plan: PlanSchema,
  outcomes: v.array(ClaimOutcomeSchema),
  overall: VerdictSchema,
  confidence: v.nullable(v.number()),
  sentences: v.array(
    v.object({
      index: v.number(),
      start: v.number(),
      end: v.number(),
      verdict: VerdictSchema,
      confidence: v.nullable(v.number()),
      question: v.optional(v.literal(true)),
    }),
  ),
  calls: v.optional(v.array(LlmCallSchema)),
  corrected: v.optional(
    v.object({ text: v.string(), by: v.picklist(['llm', 'assembly']), note: v.optional(v.string()) }),
  ),
});

export type StoredRelatedKnowledge = v.InferOutput<typeof RelatedKnowledgeSchema>;
export type StoredCorrectionTrace = v.InferOutput<typeof CorrectionTraceSchema>;
export type StoredClaimOutcome = v.InferOutput<typeof ClaimOutcomeSchema>;
export type StoredDecompositionTrace = v.InferOutput<typeof DecompositionTraceSchema>;
