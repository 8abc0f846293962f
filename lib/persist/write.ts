import type { ClaimLensDB } from '../db/database';
import type { ClaimNode, EdgeRow, EdgeType, EntityNode, FactNode, SourceNode, VectorRow } from '../db/records';
import type { Embedder } from '../ml/types';
import { claimKey } from '../pipeline/input';
import { normaliseUrl, type EvidencePassage } from '../tribunal/bundle';
import { resolveEntity, withAlias, type EntityMatch } from './entities';
import { edgeId, sourceId } from './ids';
import { partitionTriples, verbalise, type EvidenceTriple, type RejectedTriple, type Triple } from './triples';

/**
 * Stage 5's write (seed 004 III-F): one transaction that stores the verified claim, its facts,
 * their entities and sources, with provenance (FROM_SOURCE → source URL and type; verification
 * time on every node). True: the claim TRUE with the facts that support it. False: the claim
 * FALSE, the corrected claim TRUE, linked CORRECTED_BY. Vectors are computed before the
 * transaction (an await on a model inside it would end it) when an embedding model is installed.
 */

export interface PersistInput {
  claim: string;
  verdict: 'True' | 'False';
  correctedClaim: string | null;
  primarySource: string | null;
  /** Passages whose pages become sources (the ones the verdict rests on). */
  sources: EvidencePassage[];
  triples: { claim: Triple[]; corrected: Triple[]; evidence: EvidenceTriple[] };
  verifiedAt: number;
}

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

interface PlannedFact {
  triple: Triple;
  role: PersistedFact['role'];
  status: FactNode['status'];
  url?: string;
}

export async function persistVerdict(db: ClaimLensDB, input: PersistInput, embedder: Embedder | null, newId: () => string = () => crypto.randomUUID()): Promise<PersistReport> {
  const claimTriples = partitionTriples(input.triples.claim);
  const correctedTriples = partitionTriples(input.correctedClaim ? input.triples.corrected : []);
  const evidenceTriples = partitionTriples(input.triples.evidence);
  const planned: PlannedFact[] = [
    ...claimTriples.valid.map((triple) => ({ triple, role: 'claim' as const, status: input.verdict === 'True' ? ('Verified' as const) : ('Claimed' as const) })),
    ...correctedTriples.valid.map((triple) => ({ triple, role: 'corrected' as const, status: 'Verified' as const })),
    ...evidenceTriples.valid.map((t) => ({ triple: { subject: t.subject, predicate: t.predicate, object: t.object }, role: 'evidence' as const, status: 'Verified' as const, url: t.url })),
  ];
  const claimTexts = [input.claim, ...(input.verdict === 'False' && input.correctedClaim ? [input.correctedClaim] : [])];
  const factTexts = planned.map((f) => verbalise(f.triple));
  const vectors = embedder ? await embedder.embed([...claimTexts, ...factTexts]) : [];

  const report: PersistReport = {
    claimId: 'claim:',
    claimStatus: input.verdict === 'True' ? 'TRUE' : 'FALSE',
    claimExisted: false,
    facts: [],
    entities: [],
    sources: [],
    rejected: [...claimTriples.rejected, ...correctedTriples.rejected, ...evidenceTriples.rejected],
    edges: 0,
    vectorModel: embedder?.modelId ?? null,
    vectors: 0,
  };
  const t = input.verifiedAt;

  await db.transaction('rw', [db.claims, db.facts, db.entities, db.sources, db.edges, db.vectors], async () => {
    const known = await db.entities.toArray();
    const edges = new Map<string, EdgeRow>();
    const link = (type: EdgeType, from: string, to: string) => {
      const id = edgeId(type, from, to);
      edges.set(id, { id, type, from, to, createdAt: t });
    };
    const vectorRows: VectorRow[] = [];
    const vectorFor = (i: number, nodeId: string, index: VectorRow['index']) => {
      const vector = vectors[i];
      if (embedder && vector) vectorRows.push({ nodeId, modelId: embedder.modelId, index, vector });
    };

    const sourceIds = new Map<string, SourceNode['id']>();
    for (const p of input.sources) {
      const key = normaliseUrl(p.url);
      if (sourceIds.has(key)) continue;
      const existing = await db.sources.where('url').equals(p.url).first();
      const node: SourceNode = {
        id: existing?.id ?? sourceId(key),
        url: p.url,
        domain: p.domain,
        title: p.title ?? existing?.title ?? p.domain,
        type: p.sourceType ?? existing?.type ?? 'web',
        retrievedAt: t,
      };
      await db.sources.put(node);
      sourceIds.set(key, node.id);
      report.sources.push(p.url);
    }
    const sourceOf = (url: string | null | undefined) => (url ? sourceIds.get(normaliseUrl(url)) : undefined);

    const upsertClaim = async (text: string, status: ClaimNode['status']): Promise<{ id: ClaimNode['id']; existed: boolean }> => {
      const normText = claimKey(text);
      const existing = await db.claims.where('normText').equals(normText).first();
      const node: ClaimNode = existing
        ? { ...existing, status, verifiedAt: t }
        : { id: `claim:${newId()}`, text, normText, status, origin: 'web', createdAt: t, verifiedAt: t };
      await db.claims.put(node);
      return { id: node.id, existed: !!existing };
    };

    const claim = await upsertClaim(input.claim, report.claimStatus);
    report.claimId = claim.id;
    report.claimExisted = claim.existed;
    vectorFor(0, claim.id, 'macro');
    let corrected: ClaimNode['id'] | undefined;
    if (input.verdict === 'False' && input.correctedClaim) {
      corrected = (await upsertClaim(input.correctedClaim, 'TRUE')).id;
      report.correctedClaimId = corrected;
      vectorFor(1, corrected, 'macro');
      link('CORRECTED_BY', claim.id, corrected);
    }
    const verifiedClaim = corrected ?? (input.verdict === 'True' ? claim.id : undefined);
    const primary = sourceOf(input.primarySource);
    for (const sid of primary ? [primary] : sourceIds.values()) {
      link('FROM_SOURCE', claim.id, sid);
      if (corrected) link('FROM_SOURCE', corrected, sid);
    }

    const entityFor = (name: string): EntityNode => {
      const r = resolveEntity(name, known);
      const entity = r.match === 'new' ? r.entity : withAlias(r.entity, name);
      const at = known.findIndex((e) => e.id === entity.id);
      if (at >= 0) known[at] = entity;
      else known.push(entity);
      if (!report.entities.some((e) => e.id === entity.id)) report.entities.push({ name: entity.name, id: entity.id, match: r.match });
      return entity;
    };

    for (const [i, f] of planned.entries()) {
      const subject = entityFor(f.triple.subject);
      const object = entityFor(f.triple.object);
      const same = (await db.facts.where('subject').equals(subject.name).toArray()).find(
        (x) => x.predicate === f.triple.predicate && x.object.toLowerCase() === object.name.toLowerCase(),
      );
      const node: FactNode = same
        ? { ...same, status: same.status === 'Verified' || f.status === 'Verified' ? 'Verified' : 'Claimed', verifiedAt: t }
        : { id: `fact:${newId()}`, subject: subject.name, predicate: f.triple.predicate, object: object.name, text: factTexts[i]!, status: f.status, origin: 'web', createdAt: t, verifiedAt: t };
      await db.facts.put(node);
      if (!same) vectorFor(claimTexts.length + i, node.id, 'micro');
      report.facts.push({ id: node.id, text: node.text, status: node.status, role: f.role, created: !same });
      link('MENTIONS', node.id, subject.id);
      link('MENTIONS', node.id, object.id);
      if (f.role === 'claim') {
        link('ASSERTS', claim.id, node.id);
        link('MENTIONS', claim.id, subject.id);
        link('MENTIONS', claim.id, object.id);
      } else if (f.role === 'corrected' && corrected) {
        link('ASSERTS', corrected, node.id);
      } else if (f.role === 'evidence') {
        if (verifiedClaim) link('SUPPORTS', node.id, verifiedClaim);
        const sid = sourceOf(f.url);
        if (sid) link('FROM_SOURCE', node.id, sid);
      }
    }

    await db.entities.bulkPut(known.filter((e) => report.entities.some((r) => r.id === e.id)));
    await db.edges.bulkPut([...edges.values()]);
    if (vectorRows.length) await db.vectors.bulkPut(vectorRows);
    report.edges = edges.size;
    report.vectors = vectorRows.length;
  });
  return report;
}
