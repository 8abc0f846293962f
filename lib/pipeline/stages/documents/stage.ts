import type { CheckOutcome } from '../../../core/types';
import { memoryOriginOf, parsePageUrl } from '../../../documents/library/ids';
import { reasonsDocs as m } from '../../../i18n/catalogue/reasons-docs';
import { t } from '../../../i18n/t';
import { unverified } from '../../outcome';
import { survivingQuotes } from '../../quote-links';
import type { StageContext } from '../../stage';
import { persistStage } from '../persist';
import { tribunalStage } from '../tribunal';
import { documentEvidence, type DocumentPassage } from './evidence';
import { judgedDocumentItems } from './items';
import { byNli } from './nli-path';
import { documentsTrace } from './trace';
import type { DocumentsStageDeps, DocumentsStageResult, Found } from './types';

/**
 * Stage 2½ (issue 30): the reader's own documents, between memory and the web. With an LLM the
 * tribunal judges the passages exactly as it judges web passages (same fences, quote check,
 * standing rule, consent before a remote LLM sees them); without one the NLI model may settle the
 * claim under memory's bars and guards (nli-rule.ts). A True or False here settles the claim
 * with path `documents` — nothing goes to the web — and is stored in memory with the document as
 * its origin. Otherwise the stage passes the claim on, its passages kept as a `fallback` outcome
 * for when the web cannot run.
 */

export async function documentsStage(
  claim: string,
  ctx: StageContext,
  deps: DocumentsStageDeps,
): Promise<DocumentsStageResult> {
  const embedder = await ctx.models.embedder();
  const found = await documentEvidence(claim, ctx, embedder);
  if (!found.passages) return found.reason ? { outcome: null, reason: found.reason } : { outcome: null };
  if (!found.passages.length) return { outcome: null, reason: t(m.noneCloseEnough) };
  ctx.signal.throwIfAborted();
  if (ctx.llm.recipient()) return byTribunal(claim, { ...found, passages: found.passages }, ctx, deps);
  return byNli(claim, { ...found, passages: found.passages }, ctx, deps, embedder);
}

async function byTribunal(
  claim: string,
  found: Found,
  ctx: StageContext,
  deps: DocumentsStageDeps,
): Promise<DocumentsStageResult> {
  const judged = await tribunalStage(claim, { passages: found.passages }, ctx, {}, deps.tribunal);
  const trace = judged.outcome.traces.tribunal;
  const quotes = trace ? survivingQuotes(trace) : [];
  const d = judged.decision;
  const evidence = judgedDocumentItems(found.passages, d, quotes);
  const pass = (reason: string): DocumentsStageResult => ({
    outcome: null,
    reason,
    // Only what was found is kept: a verdict that did not stand, its explanation and correction are the model's word.
    fallback: unverified(reason, {
      path: 'documents',
      evidence,
      traces: { ...judged.outcome.traces, documents: documentsTrace(found, 'tribunal', reason) },
      modelIds: judged.outcome.modelIds,
    }),
  });
  if (judged.outcome.verdict === 'Unverified' || !d?.standing?.stands)
    return pass(t(m.notSettledBy, judged.outcome.reason ?? t(m.tribunalUndecided)));
  // Text addressed to an AI is data: a verdict standing only on such passages is not taken (docs/security-model.md).
  const standing = d.standing.passages as DocumentPassage[];
  const primary = d.primarySource ? parsePageUrl(d.primarySource) : null;
  const clean = standing.filter((p) => !p.instructionLike);
  if (!primary || !clean.some((p) => p.docId === primary.docId && p.page === primary.page))
    return pass(t(m.addressedToAi));
  const cited = primaryFirst(evidence, primary);
  const outcome: CheckOutcome = {
    ...judged.outcome,
    path: 'documents',
    evidence: cited,
    traces: {
      ...judged.outcome.traces,
      documents: documentsTrace(found, 'tribunal', t(d.verdict === 'True' ? m.standsTrue : m.standsFalse)),
    },
  };
  if (deps.persist && judged.recorder) {
    // The primary page's verified words (or the whole passage) are kept, so memory cites them again (memory/citations.ts).
    const side = d.verdict === 'True' ? 'supports' : 'refutes';
    const quote = cited.find(
      (i) => i.document?.id === primary.docId && i.document.page === primary.page && i.stance === side,
    );
    const origin = memoryOriginOf(primary.docId);
    const persist = await persistStage(claim, d, judged.correction, judged.recorder, ctx, origin, quote?.text);
    if (persist) outcome.traces.persist = persist;
  }
  return { outcome };
}

function primaryFirst(
  items: CheckOutcome['evidence'],
  primary: { docId: string; page: number },
): CheckOutcome['evidence'] {
  const isPrimary = (i: CheckOutcome['evidence'][number]) =>
    i.document?.id === primary.docId && i.document.page === primary.page;
  return [...items.filter(isPrimary), ...items.filter((i) => !isPrimary(i))];
}
