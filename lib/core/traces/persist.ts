import * as v from 'valibot';

import { DroppedCitationSchema } from './common';

/** `traces.persist`: what a web verdict added to local memory, and what was rejected and why. */

const ReportSchema = v.object({
  claimId: v.string(),
  claimStatus: v.picklist(['TRUE', 'FALSE']),
  correctedClaimId: v.optional(v.string()),
  claimExisted: v.boolean(),
  facts: v.array(
    v.object({
      text: v.string(),
      status: v.picklist(['Verified', 'Claimed']),
      role: v.picklist(['claim', 'corrected', 'evidence']),
    }),
  ),
  sources: v.array(v.string()),
  rejected: v.array(v.object({ message: v.string() })),
  edges: v.number(),
});

export const PersistTraceSchema = v.object({
  stored: v.boolean(),
  report: v.optional(ReportSchema),
  dropped: v.array(DroppedCitationSchema),
  extractionError: v.optional(v.string()),
  error: v.optional(v.string()),
  vectorsNote: v.optional(v.string()),
  correctionNote: v.optional(v.string()),
});

export type StoredPersistTrace = v.InferOutput<typeof PersistTraceSchema>;
