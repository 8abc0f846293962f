import type { CheckOutcome, EvidenceItem } from '../../../core/types';
import type { ClaimLensDB } from '../../../db/database';
import type { ClaimNode, FactNode, SourceNode } from '../../../db/records';
import { uiMessages } from '../../../i18n/catalogue/ui';
import { t } from '../../../i18n/t';
import { type CandidateContext, getNodes } from '../../../kg/graph/neighbourhood';
import type { MemoryTrace } from '../../../kg/memory/trace';
import { oldEvidenceNotice } from './age';
import { documentCitations } from './citations';

/** A memory answer as the reader sees it: the matched statement, the evidence beside it and where each comes from. */

const MAX_EVIDENCE = 4;

export async function answer(
  db: ClaimLensDB,
  context: CandidateContext,
  verdict: 'True' | 'False',
  confidence: number | null,
  trace: MemoryTrace,
  extra: {
    explanation: string;
    /** Evidence this many years old says so (Settings → Memory, `oldEvidenceYears`; 0 is off). */
    oldEvidenceYears: number;
    modelIds?: Record<string, string>;
    entailedBy?: ClaimNode | FactNode;
  },
): Promise<CheckOutcome> {
  const stance = verdict === 'True' ? 'supports' : 'refutes';
  // A statement stored as false is the matched record, not evidence for or against the claim.
  const matched = evidenceOf(
    context.node,
    bestSource(context.sources),
    context.status === 'TRUE' ? stance : undefined,
    trace.candidates[trace.selected ?? 'macro']?.S,
  );
  // Verdict False: what is true instead; True from a corrected false statement: the one correction that entailed the claim.
  const related = extra.entailedBy ? [extra.entailedBy] : verdict === 'False' ? context.corrections : context.support;
  const sources = await sourcesOf(
    db,
    related.map((n) => n.id),
  );
  // A statement stored from the reader's document cites it again; a false one a correction entailed the claim past is not the claim's citation.
  const cited = context.status === 'TRUE' || verdict === 'False' ? context.node.id : extra.entailedBy?.id;
  const evidence: EvidenceItem[] = [
    matched,
    ...(cited ? await documentCitations(db, cited, stance) : []),
    ...related
      .slice(0, MAX_EVIDENCE - 1)
      .map((n) => evidenceOf(n, sources.get(n.id), extra.entailedBy ? 'supports' : stance)),
  ];
  const notice = oldEvidenceNotice(context.node.verifiedAt, extra.oldEvidenceYears);
  const corrected =
    verdict === 'False' ? (context.corrections.find((n) => !('subject' in n)) ?? context.corrections[0]) : undefined;
  return {
    verdict,
    confidence,
    path: 'memory',
    explanation: extra.explanation,
    ...(corrected ? { correctedClaim: corrected.text } : {}),
    ...(notice ? { notice } : {}),
    evidence,
    traces: { memory: trace },
    modelIds: extra.modelIds ?? {},
  };
}

function evidenceOf(
  node: ClaimNode | FactNode,
  source: SourceNode | undefined,
  stance: EvidenceItem['stance'],
  score?: number,
): EvidenceItem {
  return {
    kind: 'memory',
    text: node.text,
    nodeId: node.id,
    ...(stance ? { stance } : {}),
    ...(score !== undefined ? { score } : {}),
    ...(source
      ? { url: source.url, title: source.title || source.domain, domain: source.domain }
      : { title: t(uiMessages.localKnowledge) }),
  };
}

/** A statement's most direct source: a paper or an authority before the dataset that lists it. */
function bestSource(sources: readonly SourceNode[]): SourceNode | undefined {
  return [...sources].sort(
    (a, b) => Number(a.type === 'dataset') - Number(b.type === 'dataset') || a.url.localeCompare(b.url),
  )[0];
}

async function sourcesOf(db: ClaimLensDB, ids: readonly string[]): Promise<Map<string, SourceNode>> {
  if (!ids.length) return new Map();
  const edges = (
    await Promise.all(ids.map((id) => db.edges.where('[from+type]').equals([id, 'FROM_SOURCE']).toArray()))
  ).flat();
  const nodes = await getNodes(
    db,
    edges.map((e) => e.to),
  );
  const out = new Map<string, SourceNode>();
  for (const id of ids) {
    const best = bestSource(
      edges
        .filter((e) => e.from === id)
        .map((e) => nodes.get(e.to) as SourceNode | undefined)
        .filter((s) => s !== undefined),
    );
    if (best) out.set(id, best);
  }
  return out;
}
