import type { DocumentId } from '../../../db/records';
import { pageUrlOf } from '../../../documents/library/ids';
import { libraryOf } from '../../../documents/library/library';
import { selectPassages } from '../../../documents/passages';
import type { EvidencePassage } from '../../../evidence/bundle';
import { reasonsDocs as m } from '../../../i18n/catalogue/reasons-docs';
import { tCount } from '../../../i18n/plural';
import type { Embedder } from '../../../ml/types';
import { looksLikeInstructions } from '../../../web/injection';
import type { StageContext } from '../../stage';

/**
 * The documents stage's evidence: the 30 chunks nearest the claim (Fact Checking Solution,
 * seed 002), widened to whole sentences on one page and cut to a bundle of at most 7 passages
 * (Atomic fact-checking, seed 003), 3 per document (lib/documents/passages.ts). Each passage is
 * an EvidencePassage like a web one, its URL naming the document's page (ids.ts pageUrlOf), so
 * the tribunal's fences, quote check and standing rule apply unchanged; text addressed to an AI
 * is flagged as on the web (lib/web/injection.ts).
 */

export interface DocumentPassage extends EvidencePassage {
  docId: DocumentId;
  /** The document's file name. */
  name: string;
  /** 1-based page the passage is on. */
  page: number;
  instructionLike: boolean;
}

export type DocumentEvidence =
  { passages: DocumentPassage[]; hits: number; lexicalOnly: boolean } | { passages: null; reason: string | null };

export async function documentEvidence(
  claim: string,
  ctx: StageContext,
  embedder: Embedder | null,
): Promise<DocumentEvidence> {
  if (!ctx.config.settings.documents.enabled) return { passages: null, reason: null };
  const lib = libraryOf(ctx.db);
  const docs = (await ctx.db.documents.where('state').equals('ready').toArray()).filter((d) => d.enabled);
  // No library yet is not a reason worth showing: most readers have none.
  if (!docs.length) return { passages: null, reason: null };
  ctx.onStage('documents');
  const hits = await lib.search(claim, { k: 30, embedder });
  if (!hits.length) return { passages: null, reason: tCount(docs.length, m.noneMentionsOne, m.noneMentionsOther) };
  const names = new Map(docs.map((d) => [d.id, d.name]));
  const pages = new Map<string, readonly string[]>();
  for (const id of new Set(hits.map((h) => h.docId))) pages.set(id, await lib.pages(id));
  const chunks = await ctx.db.documentChunks.bulkGet(hits.map((h) => [h.docId, h.index] as [string, number]));
  // Relevance as the tribunal reads it (0–1): the cosine where the vector ranking found the chunk, else the score relative to the best.
  const top = hits[0]!.score || 1;
  const ranked = hits.flatMap((h, i) => {
    const c = chunks[i];
    return c ? [{ documentId: h.docId, chunk: c, score: h.similarity ?? h.score / top }] : [];
  });
  const passages = selectPassages(ranked, (id) => pages.get(id)).map((p): DocumentPassage => {
    const docId = p.documentId as DocumentId;
    const name = names.get(docId) ?? docId;
    return {
      docId,
      name,
      page: p.page,
      text: p.text,
      url: pageUrlOf(docId, p.page),
      domain: name,
      title: name,
      score: p.score,
      sourceType: 'document',
      instructionLike: looksLikeInstructions(p.text),
    };
  });
  return { passages, hits: hits.length, lexicalOnly: !embedder };
}
