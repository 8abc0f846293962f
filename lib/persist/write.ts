import { ClaimIds, FactIds, type NodeId } from '../core/node-ids';
import type { ClaimLensDB } from '../db/database';
import type { ClaimNode, EntityNode, FactNode } from '../db/records';
import { knowledgeOf } from '../kg/graph/knowledge';
import type { EntityMatch } from '../kg/graph/resolve';
import { type EntityId, GraphWriter } from '../kg/graph/store';
import { HEALTH_SYNONYMS } from '../kg/graph/synonyms';
import type { Embedder } from '../ml/types';
import { type NodeKey, type PersistInput, planPersistence } from './plan';
import type { RejectedTriple } from './triples';

export type { PersistInput } from './plan';

/**
 * Stage 5's write: the plan (plan.ts) stored through the knowledge graph's write API
 * (lib/kg/graph/store.ts, one transaction), with provenance (FROM_SOURCE → source URL and type,
 * verification time on every node, origin `web`). Claims and facts are found again by their
 * word-for-word key, sources by URL, entities by name, alias or fuzzy match, so a second
 * verification (or a claim a knowledge pack already holds) updates rather than duplicates.
 * Vectors of new claims and facts are computed after the commit when an embedding model is
 * installed, and the engine's vector index takes them at once.
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

export async function persistVerdict(
  db: ClaimLensDB,
  input: PersistInput,
  embedder: Embedder | null,
  /** Where the verdict rests: `web`, or `document:<id>` for the reader's document (removing it withdraws the verdict). */
  origin = 'web',
): Promise<PersistReport> {
  const plan = planPersistence(input);
  const t = input.verifiedAt;
  const w = new GraphWriter(origin, t);
  const ids = new Map<NodeKey, NodeId>();
  for (const s of plan.sources)
    ids.set(s.key, w.addSource({ url: s.url, title: s.title, type: s.type, retrievedAt: t }));
  for (const c of plan.claims) ids.set(c.key, w.addClaim({ text: c.text, status: c.status, verifiedAt: t }));

  // The graph resolves each surface form once (lib/kg/graph/resolve.ts): by name, alias, the synonym
  // table ("COVID" meets "COVID-19") or a close spelling, and names the facts' ends as it does.
  const entities = new Map<string, EntityId>();
  const entityFor = (name: string, type?: string) => {
    const id = w.addEntity(type ? { name, type } : { name });
    entities.set(name, id);
    return id;
  };

  for (const f of plan.facts) {
    const about = { subject: entityFor(f.subject), object: entityFor(f.object) };
    ids.set(
      f.key,
      w.addFact({
        subject: f.subject,
        predicate: f.predicate,
        object: f.object,
        text: f.text,
        status: f.status,
        verifiedAt: t,
        entities: about,
      }),
    );
  }
  for (const l of plan.links) w.link(l.type, ids.get(l.from)!, ids.get(l.to)!, l.quote);
  for (const m of plan.mentions) w.link('MENTIONS', ids.get(m.node)!, entityFor(m.name, m.type));

  const kg = knowledgeOf(db);
  const before = embedder ? await db.vectors.where('modelId').equals(embedder.modelId).count() : 0;
  const result = await kg.write(w, { embedder, fuzzyEntities: true, synonyms: HEALTH_SYNONYMS, matchByContent: true });
  const stored = (key: NodeKey): NodeId => {
    const id = ids.get(key)!;
    return result.nodeIds.get(id) ?? id;
  };
  const claimId = ClaimIds.parse(stored('claim'));
  const resolved = new Map<EntityId, PersistReport['entities'][number]>();
  for (const batchId of entities.values()) {
    const id = result.entityIds.get(batchId) ?? batchId;
    if (!resolved.has(id))
      resolved.set(id, {
        name: result.entityNames.get(id) ?? '',
        id,
        match: result.entityMatches.get(batchId) ?? 'new',
      });
  }
  return {
    claimId,
    claimStatus: plan.claims[0]!.status,
    ...(plan.claims[1] ? { correctedClaimId: ClaimIds.parse(stored('corrected')) } : {}),
    claimExisted: !result.toEmbed.includes(claimId),
    facts: plan.facts.map((f) => {
      const id = FactIds.parse(stored(f.key));
      return { id, text: f.text, status: f.status, role: f.role, created: result.toEmbed.includes(id) };
    }),
    entities: [...resolved.values()],
    sources: plan.sources.map((s) => s.url),
    rejected: plan.rejected,
    edges: w.edges.size,
    vectorModel: embedder?.modelId ?? null,
    vectors: embedder ? (await db.vectors.where('modelId').equals(embedder.modelId).count()) - before : 0,
  };
}
