import type { EvidenceItem } from '../../core/types';
import { uiMessages } from '../../i18n/catalogue/ui';
import { t } from '../../i18n/t';
import { waitForKnowledge } from '../../kg/memory/readiness';
import { hostOf } from '../../llm/openai';
import { nearestStatements } from '../nearest';
import type { StageContext } from '../stage';
import { documentEvidence } from '../stages/documents/evidence';
import { documentItem } from '../stages/documents/items';

/**
 * What an open question is answered from: the passages of the reader's documents nearest it (the
 * documents stage's retrieval and bundle, seed 003's top 7) and the stored statements of memory
 * nearest it that memory holds as true. Each is an evidence item carrying its citation (document
 * name and page, or the statement and its source).
 */

/** Memory statements taken at most, and how near the question they must be (cosine). */
const MEMORY_LIMIT = 3;
const MEMORY_MIN_SIMILARITY = 0.35;

export async function questionPassages(question: string, ctx: StageContext): Promise<EvidenceItem[]> {
  const embedder = await ctx.models.embedder();
  const docs = await documentEvidence(question, ctx, embedder);
  const fromDocs = docs.passages?.map((p) => documentItem(p)) ?? [];
  if (!embedder) return fromDocs;
  await waitForKnowledge(ctx.knowledge, ctx.signal);
  const [vector] = await embedder.embed([question], ctx.signal);
  const near = await nearestStatements(ctx.db, embedder, vector!, MEMORY_LIMIT * 3);
  const fromMemory = near
    .filter((s) => (s.status === 'TRUE' || s.status === 'Verified') && s.score >= MEMORY_MIN_SIMILARITY)
    .slice(0, MEMORY_LIMIT)
    .map((s): EvidenceItem => ({
      kind: 'memory',
      text: s.text,
      nodeId: s.id,
      score: s.score,
      ...(s.url ? { url: s.url, title: hostOf(s.url) } : { title: t(uiMessages.localKnowledge) }),
    }));
  return [...fromDocs, ...fromMemory];
}
