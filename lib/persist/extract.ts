import * as v from 'valibot';

import type { TribunalBundle } from '../evidence/bundle';
import type { AskContext, OutputSpec } from '../llm/structured';
import { askWithCitations, type CitedRole, type DroppedCitation } from '../tribunal/cited';
import { extractionMessages } from './prompt';
import type { EvidenceTriple, Triple } from './triples';

/** Stage 5's extraction step: the model proposes triples; their quotes are checked against the bundle. */

export interface ExtractedTriples {
  claim: Triple[];
  corrected: Triple[];
  evidence: EvidenceTriple[];
}

const part = v.pipe(v.string(), v.maxLength(300));
const tripleSchema = v.object({ subject: part, predicate: part, object: part });
const tripleJson = {
  type: 'object',
  additionalProperties: false,
  required: ['subject', 'predicate', 'object'],
  properties: { subject: { type: 'string' }, predicate: { type: 'string' }, object: { type: 'string' } },
};

export const TRIPLES_SPEC: OutputSpec<ExtractedTriples> = {
  name: 'knowledge_triples',
  jsonSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['claimTriples', 'correctedTriples', 'evidenceTriples'],
    properties: {
      claimTriples: { type: 'array', items: tripleJson },
      correctedTriples: { type: 'array', items: tripleJson },
      evidenceTriples: {
        type: 'array',
        items: {
          ...tripleJson,
          required: [...tripleJson.required, 'url', 'quote'],
          properties: { ...tripleJson.properties, url: { type: 'string' }, quote: { type: 'string' } },
        },
      },
    },
  },
  schema: v.pipe(
    v.object({
      claimTriples: v.pipe(v.array(tripleSchema), v.maxLength(10)),
      correctedTriples: v.optional(v.pipe(v.array(tripleSchema), v.maxLength(10)), []),
      evidenceTriples: v.pipe(
        v.array(
          v.object({
            ...tripleSchema.entries,
            url: v.pipe(v.string(), v.maxLength(2048)),
            quote: v.pipe(v.string(), v.maxLength(1000)),
          }),
        ),
        v.maxLength(20),
      ),
    }),
    v.transform((o) => ({ claim: o.claimTriples, corrected: o.correctedTriples, evidence: o.evidenceTriples })),
  ),
};

const extractRole: CitedRole<ExtractedTriples> = {
  role: 'extract',
  spec: TRIPLES_SPEC,
  citations: (t) => t.evidence.map((e) => ({ url: e.url, quote: e.quote })),
  without: (t, failed) => ({ ...t, evidence: t.evidence.filter((_, i) => !failed[i]) }),
};

export async function extractTriples(
  ctx: AskContext,
  claim: string,
  verdict: 'True' | 'False',
  correctedClaim: string | null,
  evidence: TribunalBundle,
): Promise<{ triples: ExtractedTriples; dropped: DroppedCitation[] }> {
  const answer = await askWithCitations(
    ctx,
    evidence,
    extractRole,
    extractionMessages(claim, verdict, correctedClaim, evidence),
  );
  return { triples: answer.value, dropped: answer.dropped };
}
