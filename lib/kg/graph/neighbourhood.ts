import { ClaimIds, EntityIds, FactIds, SourceIds } from '../../core/node-ids';
import type { ClaimLensDB } from '../../db/database';
import type { ClaimNode, EdgeRow, EntityNode, FactNode, SourceNode } from '../../db/records';
import type { TruthStatus } from '../memory/decision';

/** Reading a node and what surrounds it: for graph support, memory evidence and the graph view. */

export type AnyNode = ClaimNode | FactNode | EntityNode | SourceNode;

async function getNode(db: ClaimLensDB, id: string): Promise<AnyNode | undefined> {
  if (ClaimIds.is(id)) return db.claims.get(id);
  if (FactIds.is(id)) return db.facts.get(id);
  if (EntityIds.is(id)) return db.entities.get(id);
  if (SourceIds.is(id)) return db.sources.get(id);
  return undefined;
}

export async function getNodes(db: ClaimLensDB, ids: readonly string[]): Promise<Map<string, AnyNode>> {
  const out = new Map<string, AnyNode>();
  const read = async <T extends AnyNode>(
    table: { bulkGet(keys: T['id'][]): Promise<(T | undefined)[]> },
    mine: T['id'][],
  ) => {
    const unique = [...new Set(mine)];
    (await table.bulkGet(unique)).forEach((r, i) => r && out.set(unique[i]!, r));
  };
  // Only kinds with ids are read: awaiting no database work would end a caller's transaction.
  const [claims, facts, entities, sources] = [
    ids.filter(ClaimIds.is),
    ids.filter(FactIds.is),
    ids.filter(EntityIds.is),
    ids.filter(SourceIds.is),
  ];
  await Promise.all([
    claims.length && read(db.claims, claims),
    facts.length && read(db.facts, facts),
    entities.length && read(db.entities, entities),
    sources.length && read(db.sources, sources),
  ]);
  return out;
}

export function nodeLabel(node: AnyNode): string {
  if ('text' in node) return node.text;
  if ('url' in node) return node.title || node.url;
  return node.name;
}

async function edgesOf(db: ClaimLensDB, id: string): Promise<EdgeRow[]> {
  const [out, inc] = await Promise.all([
    db.edges.where('from').equals(id).toArray(),
    db.edges.where('to').equals(id).toArray(),
  ]);
  return [...out, ...inc];
}

/** A node with its direct neighbours, capped for display. */
export interface Neighbourhood {
  center: AnyNode;
  nodes: AnyNode[];
  edges: EdgeRow[];
  /** Edges left out by the cap. */
  more: number;
}

export async function loadNeighbourhood(db: ClaimLensDB, id: string, limit = 24): Promise<Neighbourhood | null> {
  const center = await getNode(db, id);
  if (!center) return null;
  const all = await edgesOf(db, id);
  const edges = all.slice(0, limit);
  const nodes = await getNodes(
    db,
    edges.map((e) => (e.from === id ? e.to : e.from)),
  );
  return {
    center,
    nodes: [...nodes.values()],
    edges: edges.filter((e) => nodes.has(e.from === id ? e.to : e.from)),
    more: all.length - edges.length,
  };
}

/** What the decision layer needs to know around a memory candidate. */
export interface CandidateContext {
  node: ClaimNode | FactNode;
  /** Truth status for Table I; null when it cannot be told (a claimed fact of no true claim). */
  status: TruthStatus | null;
  /** Entity ids per statement of the neighbourhood, the node's own first. */
  statements: string[][];
  corroborating: number;
  hasCorrection: boolean;
  /** Statements this node is CORRECTED_BY: what is true instead. */
  corrections: (ClaimNode | FactNode)[];
  /** Verified statements that support it. */
  support: (ClaimNode | FactNode)[];
  sources: SourceNode[];
}

const isStatement = (n: AnyNode | undefined): n is ClaimNode | FactNode => !!n && 'text' in n;

/** A candidate's truth status for Table I, read cheaply (the full context is read only for the chosen one). */
export async function candidateStatus(
  db: ClaimLensDB,
  id: string,
): Promise<{ node: ClaimNode | FactNode; status: TruthStatus | null } | null> {
  const node = await getNode(db, id);
  if (!isStatement(node)) return null;
  if (!('subject' in node)) return { node, status: node.status };
  const [corrected, asserted] = await Promise.all([
    db.edges.where('[from+type]').equals([id, 'CORRECTED_BY']).count(),
    node.status === 'Verified' ? Promise.resolve([]) : db.edges.where('[to+type]').equals([id, 'ASSERTS']).toArray(),
  ]);
  if (corrected) return { node, status: 'FALSE' };
  if (node.status === 'Verified') return { node, status: 'TRUE' };
  const claims = await db.claims.bulkGet(asserted.map((e) => e.from).filter(ClaimIds.is));
  return { node, status: claims.some((c) => c?.status === 'TRUE') ? 'TRUE' : null };
}

export async function candidateContext(db: ClaimLensDB, id: string): Promise<CandidateContext | null> {
  const [found, edges] = await Promise.all([candidateStatus(db, id), edgesOf(db, id)]);
  if (!found) return null;
  const { node, status } = found;
  const other = (e: EdgeRow) => (e.from === id ? e.to : e.from);
  const linked = edges.filter((e) => e.type === 'SUPPORTS' || e.type === 'ASSERTS' || e.type === 'CORRECTED_BY');
  const sourceIds = edges.filter((e) => e.type === 'FROM_SOURCE' && e.from === id).map((e) => e.to);
  // Every linked node's mentions are asked for with the nodes themselves (one round trip less on
  // the memory path); those of a node removed meanwhile are dropped below.
  const linkedIds = [...new Set(linked.map(other))];
  const [neighbours, sourceNodes, mentionsOf] = await Promise.all([
    getNodes(db, linkedIds),
    getNodes(db, sourceIds),
    Promise.all([id, ...linkedIds].map((s) => db.edges.where('[from+type]').equals([s, 'MENTIONS']).toArray())),
  ]);
  const sources = [...sourceNodes.values()] as SourceNode[];

  const support: (ClaimNode | FactNode)[] = [];
  const corrections: (ClaimNode | FactNode)[] = [];
  for (const e of linked) {
    const n = neighbours.get(other(e));
    if (!isStatement(n)) continue;
    if (e.type === 'CORRECTED_BY' && e.from === id) corrections.push(n);
    if (e.type === 'SUPPORTS' && verified(n)) support.push(n);
  }

  // One equality query per statement (above): a neighbourhood is small, and `anyOf` scans in some IndexedDB implementations.
  const statements = [
    mentionsOf[0]!,
    ...linkedIds.flatMap((n, i) => (isStatement(neighbours.get(n)) ? [mentionsOf[i + 1]!] : [])),
  ].map((list) => list.map((m) => m.to));

  const corroborating =
    new Set(support.map((n) => n.id)).size + (status === 'FALSE' ? corrections.length : 0) + sources.length;
  return {
    node,
    status,
    statements,
    corroborating,
    hasCorrection: edges.some((e) => e.type === 'CORRECTED_BY'),
    corrections,
    support,
    sources,
  };
}

function verified(n: ClaimNode | FactNode): boolean {
  return 'subject' in n ? n.status === 'Verified' : n.status === 'TRUE';
}
