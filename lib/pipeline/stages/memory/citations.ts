import type { EvidenceItem } from '../../../core/types';
import type { ClaimLensDB } from '../../../db/database';
import type { SourceNode } from '../../../db/records';
import { memoryOriginOf, parsePageUrl } from '../../../documents/library/ids';
import { getNodes } from '../../../kg/graph/neighbourhood';

/**
 * A stored statement that rests on the reader's document, cited again as that document (issue 30:
 * document + page + verbatim quote): memory answers a claim checked before from its documents,
 * and its answer must point where the first one did. The words are those verified when the
 * verdict was stored (EdgeRow.quote on its FROM_SOURCE edge), never re-derived. A document that
 * is gone — or whose origin no longer holds the edge — is never cited, even where the statement
 * also rests on another origin and so survived the removal.
 */
export async function documentCitations(
  db: ClaimLensDB,
  nodeId: string,
  stance: EvidenceItem['stance'],
): Promise<EvidenceItem[]> {
  const edges = (await db.edges.where('[from+type]').equals([nodeId, 'FROM_SOURCE']).toArray()).filter((e) => e.quote);
  if (!edges.length) return [];
  const sources = await getNodes(
    db,
    edges.map((e) => e.to),
  );
  const items: EvidenceItem[] = [];
  for (const e of edges) {
    const source = sources.get(e.to) as SourceNode | undefined;
    const at = source ? parsePageUrl(source.url) : null;
    if (!at || !e.origins.includes(memoryOriginOf(at.docId))) continue;
    const doc = await db.documents.get(at.docId);
    if (!doc) continue;
    items.push({
      kind: 'document',
      text: e.quote!,
      title: doc.name,
      document: { id: doc.id, name: doc.name, page: at.page },
      ...(stance ? { stance } : {}),
    });
  }
  return items;
}
