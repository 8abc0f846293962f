import * as v from 'valibot';

/** `traces.memory`: why memory answered or passed the claim on (lib/kg/memory/trace.ts writes it). */

const NliSchema = v.object({ entailment: v.number(), contradiction: v.number(), neutral: v.number() });

const CandidateSchema = v.object({
  index: v.picklist(['macro', 'micro']),
  nodeId: v.string(),
  text: v.string(),
  status: v.nullable(v.picklist(['TRUE', 'FALSE'])),
  S: v.number(),
});

export const MemoryTraceSchema = v.object({
  mode: v.picklist(['embedding', 'near-verbatim', 'none']),
  embedModel: v.optional(v.string()),
  nliModel: v.optional(v.string()),
  threshold: v.optional(v.number()),
  thresholds: v.optional(v.object({ macro: v.number(), micro: v.number() })),
  claimWords: v.number(),
  candidates: v.object({ macro: v.nullable(CandidateSchema), micro: v.nullable(CandidateSchema) }),
  selected: v.nullable(v.picklist(['macro', 'micro'])),
  arbitration: v.optional(v.string()),
  nli: v.optional(NliSchema),
  relation: v.optional(v.picklist(['entailment', 'contradiction', 'neutral'])),
  N: v.optional(v.number()),
  graph: v.optional(
    v.object({
      G: v.number(),
      tripleOverlap: v.number(),
      entityCoverage: v.number(),
      corroboration: v.number(),
      correction: v.number(),
    }),
  ),
  C: v.optional(v.number()),
  weights: v.optional(v.object({ S: v.number(), N: v.number(), G: v.number() })),
  rule: v.optional(v.string()),
  guard: v.optional(v.nullable(v.object({ name: v.string(), detail: v.string() }))),
  nliSkipped: v.optional(v.boolean()),
  corrections: v.optional(
    v.array(v.object({ nodeId: v.string(), text: v.string(), S: v.number(), nli: NliSchema, entails: v.boolean() })),
  ),
  outcome: v.picklist(['answered', 'passed']),
  summary: v.string(),
  unindexed: v.optional(v.number()),
  startupWaitMs: v.optional(v.number()),
  startupPending: v.optional(v.picklist(['installing', 'indexing'])),
});

export type StoredMemoryTrace = v.InferOutput<typeof MemoryTraceSchema>;
