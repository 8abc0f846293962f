import type { ClaimLensDB } from '../../../db/database';
import type { ClaimNode, FactNode } from '../../../db/records';
import { knowledgeOf } from '../../../kg/graph/knowledge';
import { type CandidateContext, candidateContext, candidateStatus } from '../../../kg/graph/neighbourhood';
import type { CorrectionInput, DecisionInput } from '../../../kg/memory/decision';
import { nliRelation } from '../../../kg/memory/decision';
import { type GraphSupport, graphSupport } from '../../../kg/memory/graph-support';
import type { CandidateTrace } from '../../../kg/memory/trace';
import type { Embedder, NliModel, NliProbs } from '../../../ml/types';
import { cosine } from '../../../web/rank';

/**
 * What the memory stage measures about a claim before it decides (Memory-first fact-checking
 * §III-B/C): the best MACRO and MICRO candidates with their similarity, and for a candidate the
 * NLI, the graph support and the compared corrections. Every threshold applies afterwards, in
 * the pure `arbitrate` and `decide`, so the calibration sweep (lib/eval/calibrate) measures each
 * claim once and decides it again under every setting it tries, exactly as the stage would.
 */

const CANDIDATES_PER_INDEX = 5;
/** Corrections of one stored myth compared with the claim; a myth rarely has more than one. */
const MAX_CORRECTIONS = 3;

export type ComparedCorrection = CorrectionInput & { nli: NliProbs };

export interface Candidates {
  macro: CandidateTrace | null;
  micro: CandidateTrace | null;
}

/** The top usable hit of each index for an embedded claim. */
export async function memoryCandidates(db: ClaimLensDB, embedder: Embedder, query: Float32Array): Promise<Candidates> {
  const hits = await knowledgeOf(db).search(embedder, query, CANDIDATES_PER_INDEX);
  const [macro, micro] = await Promise.all([
    firstUsable(db, hits.macro, 'macro'),
    firstUsable(db, hits.micro, 'micro'),
  ]);
  return { macro, micro };
}

export interface CandidateFeatures {
  context: CandidateContext & { status: 'TRUE' | 'FALSE' };
  probs: NliProbs;
  graph: GraphSupport;
  compared: ComparedCorrection[];
}

export interface CandidateBasis {
  context: CandidateContext & { status: 'TRUE' | 'FALSE' };
  graph: GraphSupport;
}

/** What is known of a candidate before any NLI: its neighbourhood and graph support; null when its node was removed meanwhile. */
export async function candidateBasis(
  db: ClaimLensDB,
  claim: string,
  candidate: CandidateTrace,
): Promise<CandidateBasis | null> {
  const [context, lexicon] = await Promise.all([candidateContext(db, candidate.nodeId), knowledgeOf(db).lexicon()]);
  if (!context?.status) return null;
  const graph = graphSupport({
    claimEntities: lexicon.find(claim),
    statements: context.statements,
    corroborating: context.corroborating,
    hasCorrection: context.hasCorrection,
  });
  return { context: { ...context, status: context.status }, graph };
}

/** The NLI pair of a candidate: the stored statement as premise, the claim as hypothesis. */
export const candidatePair = (claim: string, candidate: CandidateTrace) => ({
  premise: candidate.text,
  hypothesis: claim,
});

/** NLI of one candidate and, for a contradicted myth, of its corrections. */
export async function candidateNli(
  claim: string,
  query: Float32Array,
  candidate: CandidateTrace,
  basis: CandidateBasis,
  models: { embedder: Embedder; nli: NliModel },
  signal: AbortSignal,
): Promise<CandidateFeatures> {
  const [probs] = await models.nli.classify([candidatePair(claim, candidate)], signal);
  const { context } = basis;
  const compared =
    context.status === 'FALSE' && nliRelation(probs!) === 'contradiction'
      ? await compareCorrections(claim, query, context.corrections, models, signal)
      : [];
  return { ...basis, probs: probs!, compared };
}

/** NLI (the stored statement as premise), graph support and the corrections of one candidate; null when its node was removed meanwhile. */
export async function candidateFeatures(
  db: ClaimLensDB,
  claim: string,
  query: Float32Array,
  candidate: CandidateTrace,
  models: { embedder: Embedder; nli: NliModel },
  signal: AbortSignal,
): Promise<CandidateFeatures | null> {
  const basis = await candidateBasis(db, claim, candidate);
  return basis && candidateNli(claim, query, candidate, basis, models, signal);
}

/** The decision layer's input for a candidate and what was measured about it. */
export function decisionInput(claim: string, candidate: CandidateTrace, f: CandidateFeatures): DecisionInput {
  return {
    claim,
    stored: { text: f.context.node.text, status: f.context.status },
    S: candidate.S,
    nli: f.probs,
    G: f.graph.G,
    corrections: f.compared,
  };
}

/** The matched myth's corrections as premises for the claim, with their similarity to it (for the same guards and bars). */
async function compareCorrections(
  claim: string,
  query: Float32Array,
  corrections: readonly (ClaimNode | FactNode)[],
  { embedder, nli }: { embedder: Embedder; nli: NliModel },
  signal: AbortSignal,
): Promise<ComparedCorrection[]> {
  const texts = corrections.slice(0, MAX_CORRECTIONS).map((n) => n.text);
  if (!texts.length) return [];
  const [vectors, probs] = await Promise.all([
    embedder.embed(texts, signal),
    nli.classify(
      texts.map((premise) => ({ premise, hypothesis: claim })),
      signal,
    ),
  ]);
  return texts.map((text, i) => ({ text, S: cosine(query, vectors[i]!), nli: probs[i]! }));
}

/** The best hit whose node still exists and has a truth status (a claimed fact of no true claim has none). */
async function firstUsable(
  db: ClaimLensDB,
  hits: readonly { id: string; score: number }[],
  index: 'macro' | 'micro',
): Promise<CandidateTrace | null> {
  for (const hit of hits) {
    const found = await candidateStatus(db, hit.id);
    if (!found?.status) continue;
    return { index, nodeId: hit.id, text: found.node.text, status: found.status, S: hit.score };
  }
  return null;
}
