import type { CheckOutcome } from '../../../core/types';
import { memoryOriginOf } from '../../../documents/library/ids';
import { noticesMessages } from '../../../i18n/catalogue/notices';
import { reasonsDocs as m } from '../../../i18n/catalogue/reasons-docs';
import { t } from '../../../i18n/t';
import { isAbort } from '../../../llm/errors';
import type { Embedder } from '../../../ml/types';
import { persistVerdict } from '../../../persist/write';
import { messageOf } from '../../../util/errors';
import type { StageContext } from '../../stage';
import type { PersistTrace } from '../persist';
import type { DocumentPassage } from './evidence';
import { documentItem, unweighed } from './items';
import { decideFromDocuments } from './nli-rule';
import { documentsTrace } from './trace';
import type { DocumentsStageDeps, DocumentsStageResult, Found } from './types';

const cosine = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);

/** Without an LLM: the local NLI model reads each passage against the claim, and nli-rule.ts decides. */
export async function byNli(
  claim: string,
  found: Found,
  ctx: StageContext,
  deps: DocumentsStageDeps,
  embedder: Embedder | null,
): Promise<DocumentsStageResult> {
  const nli = await ctx.models.nli();
  if (!nli || !embedder) return unweighed(found, t(m.needsModels));
  ctx.onStage('decide');
  const texts = found.passages.map((p) => p.text);
  const [claimVector, ...vectors] = await embedder.embed([claim, ...texts], ctx.signal);
  const probs = await nli.classify(
    texts.map((premise) => ({ premise, hypothesis: claim })),
    ctx.signal,
  );
  const readings = found.passages.map((p, i) => ({
    text: p.text,
    S: cosine(claimVector!, vectors[i]!),
    nli: probs[i]!,
    instructionLike: p.instructionLike,
  }));
  const d = decideFromDocuments(claim, readings, ctx.config.settings.memory, { guards: deps.guards });
  const modelIds = { embedder: embedder.modelId, nli: nli.modelId };
  if (!d.verdict) {
    const passed = unweighed(found, t(m.notSettled, d.reason));
    passed.fallback!.traces.documents = documentsTrace(found, 'nli', d.reason, d.readings);
    passed.fallback!.modelIds = modelIds;
    return passed;
  }
  const p = found.passages[d.index]!;
  const stance = d.verdict === 'True' ? 'supports' : 'refutes';
  const outcome: CheckOutcome = {
    verdict: d.verdict,
    confidence: d.confidence,
    path: 'documents',
    explanation: `Your document “${p.name}”, page ${p.page}, ${d.verdict === 'True' ? 'says' : 'contradicts'} this claim, as the local NLI model reads it (${d.rule}; C ${d.confidence.toFixed(2)}).`,
    evidence: [documentItem(p, stance), ...found.passages.filter((x) => x !== p).map((x) => documentItem(x))],
    traces: { documents: documentsTrace(found, 'nli', d.rule, d.readings) },
    modelIds,
  };
  if (deps.persist) outcome.traces.persist = await persistFromNli(claim, d.verdict, p, ctx, embedder);
  return { outcome };
}

/** Memory keeps the verdict with the document as its origin; without an LLM no facts are extracted. */
async function persistFromNli(
  claim: string,
  verdict: 'True' | 'False',
  p: DocumentPassage,
  ctx: StageContext,
  embedder: Embedder,
): Promise<PersistTrace> {
  ctx.onStage('persist');
  try {
    const report = await persistVerdict(
      ctx.db,
      {
        claim,
        verdict,
        correction: null,
        primarySource: p.url,
        primaryQuote: p.text,
        sources: [p],
        triples: { claim: [], corrected: [], evidence: [] },
        verifiedAt: Date.now(),
      },
      embedder,
      memoryOriginOf(p.docId),
    );
    return { stored: true, report, dropped: [] };
  } catch (e) {
    if (isAbort(e)) throw e;
    return { stored: false, dropped: [], error: t(noticesMessages.notSaved, messageOf(e)) };
  }
}
