import { extractTriples, type ExtractedTriples } from '../../persist/extract';
import { persistVerdict, type PersistReport } from '../../persist/write';
import { normaliseUrl, type EvidenceBundle } from '../../tribunal/bundle';
import type { DroppedCitation } from '../../tribunal/cited';
import { errorMessage, isAbort } from '../../tribunal/errors';
import type { Recorder } from '../../tribunal/transcript';
import type { TribunalDecision } from '../../tribunal/tribunal';
import type { StageContext } from '../stage';

/**
 * Stage 5: a True or False web verdict becomes memory (seed 004 III-F). Neutral is never
 * stored. The extraction call joins the tribunal's transcript; a failed extraction still stores
 * the claim (and its correction) with provenance, without facts. A failed write never changes
 * the verdict: the trace says what was not saved.
 */

export interface PersistTrace {
  stored: boolean;
  report?: PersistReport;
  dropped: DroppedCitation[];
  extractionError?: string;
  error?: string;
  /** Why no vectors were stored, when none were. */
  vectorsNote?: string;
}

/** The passages the verdict rests on: the side that won, and the primary source. */
export function verdictEvidence(bundle: EvidenceBundle, d: TribunalDecision): EvidenceBundle {
  const urls = new Set([...(d.verdict === 'True' ? d.supporting : d.refuting), ...(d.primarySource ? [d.primarySource] : [])].map(normaliseUrl));
  const passages = bundle.passages.filter((p) => urls.has(normaliseUrl(p.url)));
  return { passages: passages.length ? passages : bundle.passages };
}

export async function persistStage(claim: string, bundle: EvidenceBundle, d: TribunalDecision, recorder: Recorder, ctx: StageContext): Promise<PersistTrace | null> {
  if (d.verdict === 'Neutral') return null;
  ctx.onStage('persist');
  const verdict = d.verdict;
  const evidence = verdictEvidence(bundle, d);
  const trace: PersistTrace = { stored: false, dropped: [] };
  let triples: ExtractedTriples = { claim: [], corrected: [], evidence: [] };
  try {
    const extracted = await extractTriples({ recorder, signal: ctx.signal }, claim, verdict, d.correctedClaim, evidence);
    triples = extracted.triples;
    trace.dropped = extracted.dropped;
  } catch (e) {
    if (isAbort(e)) throw e;
    trace.extractionError = `No facts were extracted (${errorMessage(e)}); the claim is saved without them.`;
  }
  ctx.signal.throwIfAborted();
  try {
    const embedder = await ctx.models.embedder();
    trace.report = await persistVerdict(
      ctx.db,
      { claim, verdict, correctedClaim: d.correctedClaim, primarySource: d.primarySource, sources: evidence.passages, triples, verifiedAt: Date.now() },
      embedder,
    );
    trace.stored = true;
    if (!embedder) trace.vectorsNote = 'Saved without vectors: no embedding model is installed yet. They are computed when one is installed (Settings → Models).';
  } catch (e) {
    if (isAbort(e)) throw e;
    trace.error = `The verdict could not be saved to memory: ${errorMessage(e)}`;
  }
  return trace;
}
