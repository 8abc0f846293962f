import type { ClaimLensDB } from '../db/database';
import type { ClaimNode, EdgeRow, EntityNode, FactNode, SourceNode, VectorRow } from '../db/records';
import type { Embedder } from '../ml/types';
import { claimKey } from '../pipeline/input';
import { resolveEntity, withAlias, type EntityMatch } from './entities';
import { edgeId, sourceId } from './ids';
import { planPersistence, type NodeKey, type PersistInput } from './plan';
import type { RejectedTriple } from './triples';

export type { PersistInput } from './plan';

/**
 * Stage 5's write: the plan (plan.ts) stored in one transaction, with provenance (FROM_SOURCE
 * → source URL and type, verification time on every node). Claims are found again by their
 * normalised text and facts by subject–predicate–object, so a second verification updates
 * rather than duplicates. Vectors are computed before the transaction (awaiting a model inside
 * it would end it) when an embedding model is installed.
 */

export interface PersistedFact {
  id: FactNode['id'];
  text: string;
  status: FactNode['status'];
  role: 'claim' | 'corrected' | 'evidence';
  created: boolean;
}

export interface PersistReport {
  claimId: ClaimNode['id'];
  claimStatus: ClaimNode['status'];
  correctedClaimId?: ClaimNode['id'];
  /** The claim was already in the graph (its status and time were updated). */
  claimExisted: boolean;
  facts: PersistedFact[];
  entities: { name: string; id: EntityNode['id']; match: EntityMatch }[];
  sources: string[];
  rejected: RejectedTriple[];
  edges: number;
  /** Model id of the stored vectors, or null when no embedding model is installed. */
  vectorModel: string | null;
  vectors: number;
}

export async function persistVerdict(db: ClaimLensDB, input: PersistInput, embedder: Embedder | null, newId: () => string = () => crypto.randomUUID()): Promise<PersistReport> {
  const plan = planPersistence(input);
  const texts = [...plan.claims.map((c) => c.text), ...plan.facts.map((f) => f.text)];
  const vectors = embedder ? await embedder.embed(texts) : [];
  const t = input.verifiedAt;
  const report: PersistReport = {
    claimId: 'claim:',
    claimStatus: plan.claims[0]!.status,
    claimExisted: false,
    facts: [],
    entities: [],
    sources: plan.sources.map((s) => s.url),
    rejected: plan.rejected,
    edges: 0,
    vectorModel: embedder?.modelId ?? null,
    vectors: 0,
  };

  await db.transaction('rw', [db.claims, db.facts, db.entities, db.sources, db.edges, db.vectors], async () => {
    const ids = new Map<NodeKey, string>();
    const vectorRows: VectorRow[] = [];
    const vectorFor = (i: number, nodeId: string, index: VectorRow['index']) => {
      const vector = vectors[i];
      if (embedder && vector) vectorRows.push({ nodeId, modelId: embedder.modelId, index, vector });
    };

    for (const s of plan.sources) {
      const existing = await db.sources.where('url').equals(s.url).first();
      const node: SourceNode = { id: existing?.id ?? sourceId(s.key), url: s.url, domain: s.domain, title: s.title, type: s.type, retrievedAt: t };
      await db.sources.put(node);
      ids.set(s.key, node.id);
    }

    for (const [i, c] of plan.claims.entries()) {
      const normText = claimKey(c.text);
      const existing = await db.claims.where('normText').equals(normText).first();
      const node: ClaimNode = existing ? { ...existing, status: c.status, verifiedAt: t } : { id: `claim:${newId()}`, text: c.text, normText, status: c.status, origin: 'web', createdAt: t, verifiedAt: t };
      await db.claims.put(node);
      ids.set(c.key, node.id);
      vectorFor(i, node.id, 'macro');
      if (c.key === 'claim') {
        report.claimId = node.id;
        report.claimExisted = !!existing;
      } else {
        report.correctedClaimId = node.id;
      }
    }

    const known = await db.entities.toArray();
    const entityFor = (name: string): EntityNode => {
      const r = resolveEntity(name, known);
      const entity = r.match === 'new' ? r.entity : withAlias(r.entity, name);
      const at = known.findIndex((e) => e.id === entity.id);
      if (at >= 0) known[at] = entity;
      else known.push(entity);
      if (!report.entities.some((e) => e.id === entity.id)) report.entities.push({ name: entity.name, id: entity.id, match: r.match });
      return entity;
    };

    for (const [i, f] of plan.facts.entries()) {
      // Facts are stored under their entities' resolved names, so "COVID" and "COVID-19" meet.
      const subject = entityFor(f.subject).name;
      const object = entityFor(f.object).name;
      const same = (await db.facts.where('subject').equals(subject).toArray()).find((x) => x.predicate === f.predicate && x.object.toLowerCase() === object.toLowerCase());
      const node: FactNode = same
        ? { ...same, status: same.status === 'Verified' || f.status === 'Verified' ? 'Verified' : 'Claimed', verifiedAt: t }
        : { id: `fact:${newId()}`, subject, predicate: f.predicate, object, text: f.text, status: f.status, origin: 'web', createdAt: t, verifiedAt: t };
      await db.facts.put(node);
      ids.set(f.key, node.id);
      if (!same) vectorFor(plan.claims.length + i, node.id, 'micro');
      report.facts.push({ id: node.id, text: node.text, status: node.status, role: f.role, created: !same });
    }

    const edges = new Map<string, EdgeRow>();
    const link = (type: EdgeRow['type'], from: string, to: string) => edges.set(edgeId(type, from, to), { id: edgeId(type, from, to), type, from, to, createdAt: t });
    for (const l of plan.links) link(l.type, ids.get(l.from)!, ids.get(l.to)!);
    for (const m of plan.mentions) link('MENTIONS', ids.get(m.node)!, entityFor(m.name).id);

    await db.entities.bulkPut(known.filter((e) => report.entities.some((r) => r.id === e.id)));
    await db.edges.bulkPut([...edges.values()]);
    if (vectorRows.length) await db.vectors.bulkPut(vectorRows);
    report.edges = edges.size;
    report.vectors = vectorRows.length;
  });
  return report;
}
