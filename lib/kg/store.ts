import type { Table } from 'dexie';
import type { ClaimLensDB } from '../db/database';
import type { ClaimNode, ClaimStatus, EdgeRow, EdgeType, EntityNode, FactNode, FactStatus, SourceNode } from '../db/records';
import { FUZZY_MIN_LENGTH, FUZZY_MIN_SIMILARITY, nameSimilarity, normEntity } from './entities';
import { contentHash, kindOf } from './ids';
import { looseKey, normText } from '../core/text';

/**
 * The write API of the knowledge graph, shared by knowledge packs and by web verdicts: collect
 * claims, facts, entities, sources and edges with a GraphWriter, then `applyWrites` stores them
 * in one transaction. Ids come from content, so writing the same knowledge again changes
 * nothing but its list of origins; entities are resolved against the graph (exact normalised
 * name, aliases, optionally fuzzy).
 *
 *   const w = new GraphWriter('web');
 *   const claim = w.addClaim({ text: 'Garlic cures COVID-19', status: 'FALSE' });
 *   const fix = w.addClaim({ text: 'Garlic does not cure COVID-19', status: 'TRUE' });
 *   w.link('CORRECTED_BY', claim, fix);
 *   w.link('FROM_SOURCE', fix, w.addSource({ url: 'https://www.who.int/…', title: '…', type: 'public-health' }));
 *   w.mention(claim, 'garlic'); w.mention(claim, 'COVID-19', 'disease');
 *   await knowledgeOf(db).write(w, { embedder });   // lib/kg/knowledge.ts: also embeds and indexes
 */

export type ClaimId = ClaimNode['id'];
export type FactId = FactNode['id'];
export type EntityId = EntityNode['id'];
export type SourceId = SourceNode['id'];
export type NodeId = ClaimId | FactId | EntityId | SourceId;

export const MAX_STATEMENT_CHARS = 5000;

export const claimIdOf = (text: string): ClaimId => `claim:${contentHash(looseKey(text))}`;
export const factIdOf = (text: string): FactId => `fact:${contentHash(looseKey(text))}`;
export const entityIdOf = (norm: string): EntityId => `entity:${contentHash(norm)}`;
export const sourceIdOf = (url: string): SourceId => `source:${contentHash(url)}`;
export const edgeIdOf = (type: EdgeType, from: string, to: string): EdgeRow['id'] => `edge:${contentHash(`${type} ${from} ${to}`)}`;

export class GraphInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GraphInputError';
  }
}

export interface ClaimInput {
  text: string;
  status: ClaimStatus;
  verifiedAt?: number;
}
export interface FactInput {
  subject: string;
  predicate: string;
  object: string;
  /** The verbalised statement; defaults to "subject predicate object". */
  text?: string;
  status: FactStatus;
  verifiedAt?: number;
}
export interface EntityInput {
  name: string;
  type?: string;
  aliases?: readonly string[];
}
export interface SourceInput {
  url: string;
  title?: string;
  type?: string;
  retrievedAt?: number;
}

/** Which node kinds each edge type connects (from → to). */
export const EDGE_ENDS: Record<EdgeType, { from: readonly string[]; to: readonly string[] }> = {
  SUPPORTS: { from: ['fact', 'claim'], to: ['claim', 'fact'] },
  ASSERTS: { from: ['claim'], to: ['fact'] },
  CORRECTED_BY: { from: ['claim', 'fact'], to: ['claim', 'fact'] },
  MENTIONS: { from: ['claim', 'fact'], to: ['entity'] },
  FROM_SOURCE: { from: ['claim', 'fact', 'entity'], to: ['source'] },
};

function statement(text: string, what: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (!t) throw new GraphInputError(`${what} is empty.`);
  if (t.length > MAX_STATEMENT_CHARS) throw new GraphInputError(`${what} is ${t.length} characters long; the limit is ${MAX_STATEMENT_CHARS}.`);
  return t;
}

function domainOf(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

interface PendingEntity {
  name: string;
  norm: string;
  type: string;
  aliases: Set<string>;
}

/** Collects one batch of knowledge; nothing is stored until `applyWrites`. */
export class GraphWriter {
  readonly claims = new Map<ClaimId, ClaimNode>();
  readonly facts = new Map<FactId, FactNode>();
  readonly sources = new Map<SourceId, SourceNode>();
  readonly entities = new Map<EntityId, PendingEntity>();
  readonly edges = new Map<string, { type: EdgeType; from: string; to: string }>();

  constructor(
    readonly origin: string,
    readonly now: number = Date.now(),
  ) {
    if (!/^[a-z]+(:[^\s]{1,200})?$/.test(origin)) throw new GraphInputError(`Origin "${origin}" is not valid (e.g. "web", "user" or "pack:<id>").`);
  }

  addClaim(input: ClaimInput): ClaimId {
    const text = statement(input.text, 'Claim text');
    if (input.status !== 'TRUE' && input.status !== 'FALSE') throw new GraphInputError(`Claim status must be TRUE or FALSE, not "${String(input.status)}".`);
    const id = claimIdOf(text);
    const at = input.verifiedAt ?? this.now;
    const prior = this.claims.get(id);
    if (prior && prior.status !== input.status && prior.verifiedAt >= at) return id;
    this.claims.set(id, { id, text: prior?.text ?? text, normText: normText(text), looseKey: looseKey(text), status: input.status, origins: [this.origin], createdAt: this.now, verifiedAt: at });
    return id;
  }

  addFact(input: FactInput): FactId {
    const subject = statement(input.subject, 'Fact subject');
    const predicate = statement(input.predicate, 'Fact predicate');
    const object = statement(input.object, 'Fact object');
    const text = statement(input.text ?? `${subject} ${predicate} ${object}`, 'Fact text');
    if (input.status !== 'Verified' && input.status !== 'Claimed') throw new GraphInputError(`Fact status must be Verified or Claimed, not "${String(input.status)}".`);
    const id = factIdOf(text);
    const prior = this.facts.get(id);
    const status = prior?.status === 'Verified' ? 'Verified' : input.status;
    this.facts.set(id, { id, subject, predicate, object, text, normText: normText(text), looseKey: looseKey(text), status, origins: [this.origin], createdAt: this.now, verifiedAt: input.verifiedAt ?? this.now });
    return id;
  }

  /** Returns the id the entity has in this batch; `applyWrites` maps it to the graph's node. */
  addEntity(input: EntityInput): EntityId {
    const name = statement(input.name, 'Entity name');
    const norm = normEntity(name);
    if (!norm) throw new GraphInputError(`Entity name "${name}" has no letters or digits.`);
    const id = entityIdOf(norm);
    const pending = this.entities.get(id) ?? { name, norm, type: input.type ?? 'concept', aliases: new Set<string>() };
    if (input.type && pending.type === 'concept') pending.type = input.type;
    for (const a of input.aliases ?? []) {
      const n = normEntity(a);
      if (n && n !== norm) pending.aliases.add(n);
    }
    this.entities.set(id, pending);
    return id;
  }

  addSource(input: SourceInput): SourceId {
    let url: string;
    try {
      const u = new URL(input.url);
      if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new Error();
      url = u.href;
    } catch {
      throw new GraphInputError(`Source URL "${input.url}" is not an http(s) URL.`);
    }
    const id = sourceIdOf(url);
    this.sources.set(id, { id, url, domain: domainOf(url), title: (input.title ?? '').trim().slice(0, 500), type: input.type ?? 'web', retrievedAt: input.retrievedAt ?? this.now, origins: [this.origin] });
    return id;
  }

  link(type: EdgeType, from: string, to: string): void {
    const ends = EDGE_ENDS[type];
    if (!ends) throw new GraphInputError(`Unknown edge type "${String(type)}".`);
    const fromKind = kindOf(from);
    const toKind = kindOf(to);
    if (!fromKind || !ends.from.includes(fromKind) || !toKind || !ends.to.includes(toKind)) {
      throw new GraphInputError(`A ${type} edge goes from ${ends.from.join('/')} to ${ends.to.join('/')}, not from ${from} to ${to}.`);
    }
    if (from === to) throw new GraphInputError(`A ${type} edge cannot connect ${from} to itself.`);
    this.edges.set(`${type} ${from} ${to}`, { type, from, to });
  }

  /** Adds (or resolves) an entity and a MENTIONS edge from the node to it. */
  mention(node: ClaimId | FactId, name: string, type?: string): EntityId {
    const entity = this.addEntity(type ? { name, type } : { name });
    this.link('MENTIONS', node, entity);
    return entity;
  }

  get size(): number {
    return this.claims.size + this.facts.size + this.sources.size + this.entities.size + this.edges.size;
  }
}

export interface WriteCounts {
  claims: number;
  facts: number;
  entities: number;
  sources: number;
  edges: number;
}

export interface WriteResult {
  added: WriteCounts;
  /** Rows that already existed (their origins now include this batch's). */
  existing: WriteCounts;
  /** Claims and facts that are new or changed text: they need vectors. */
  toEmbed: (ClaimId | FactId)[];
  /** Nodes deleted (replaceOrigin), whose vectors must leave the index. */
  removed: string[];
  /** Batch entity id → graph entity id. */
  entityIds: Map<EntityId, EntityId>;
  /** Batch claim, fact or source id → the id of the row it was found as, where they differ. */
  nodeIds: Map<string, string>;
  /** Claims whose stored status was replaced by a later verification. */
  statusChanged: ClaimId[];
}

export interface ApplyOptions {
  /** Remove this batch's origin from rows it no longer contains (a pack updated in place). */
  replaceOrigin?: boolean;
  /** Resolve new entity names fuzzily against the graph (web persistence); packs use exact names and aliases. */
  fuzzyEntities?: boolean;
  /**
   * Find claims and facts already stored under another id by their word-for-word key (rows
   * written before content ids, or by another writer). One lookup per new row: for small batches.
   */
  matchByContent?: boolean;
  onProgress?(phase: string, done: number, total: number): void;
}

export const KG_TABLES = ['claims', 'facts', 'entities', 'sources', 'edges', 'vectors', 'vectorBlocks'] as const;

const union = (a: readonly string[], b: readonly string[]) => (b.every((x) => a.includes(x)) ? [...a] : [...new Set([...a, ...b])]);
const BATCH = 5000;

/**
 * Stores a writer's batch. Runs inside the caller's transaction when there is one (it must
 * include KG_TABLES), else in its own: all or nothing either way.
 */
export async function applyWrites(db: ClaimLensDB, w: GraphWriter, options: ApplyOptions = {}): Promise<WriteResult> {
  return db.transaction('rw', [...KG_TABLES], () => applyInTransaction(db, w, options));
}

async function applyInTransaction(db: ClaimLensDB, w: GraphWriter, options: ApplyOptions): Promise<WriteResult> {
  const progress = options.onProgress ?? (() => undefined);
  const added: WriteCounts = { claims: 0, facts: 0, entities: 0, sources: 0, edges: 0 };
  const existing: WriteCounts = { claims: 0, facts: 0, entities: 0, sources: 0, edges: 0 };
  const toEmbed: (ClaimId | FactId)[] = [];
  const statusChanged: ClaimId[] = [];

  // Every await in here is database work: an idle transaction would commit early.
  const entityIds = w.entities.size ? await resolveEntities(db, w, options, added, existing) : new Map<EntityId, EntityId>();
  progress('entities', w.entities.size, w.entities.size);

  const nodeIds = new Map<string, string>();
  const claimRows = [...w.claims.values()];
  const factRows = [...w.facts.values()];
  const sourceRows = [...w.sources.values()];
  // Sources are unique by URL whatever their id; claims and facts by content when asked.
  if (sourceRows.length) await matchExisting(db.sources as unknown as Table<SourceNode, string>, sourceRows, 'url', (r) => r.url, nodeIds);
  if (options.matchByContent && claimRows.length) await matchExisting(db.claims as unknown as Table<ClaimNode, string>, claimRows, 'looseKey', (r) => r.looseKey, nodeIds);
  if (options.matchByContent && factRows.length) await matchExisting(db.facts as unknown as Table<FactNode, string>, factRows, 'looseKey', (r) => r.looseKey, nodeIds);
  const stored = <T extends { id: string }>(rows: T[]) => rows.map((r) => (nodeIds.has(r.id) ? { ...r, id: nodeIds.get(r.id)! } : r));

  // Only called with rows: awaiting a call that does no database work would let the transaction commit.
  const store = <T extends { id: string }>(table: Table<T, string>, kind: keyof WriteCounts, rows: readonly T[], merge: (old: T, row: T) => T, isNew?: (row: T) => void) =>
    upsertBatches(table, rows, (old, row) => {
      if (!old) {
        added[kind]++;
        isNew?.(row);
        return row;
      }
      existing[kind]++;
      return merge(old, row);
    }, (done) => progress(kind, done, rows.length));

  if (claimRows.length) await store(db.claims as unknown as Table<ClaimNode, string>, 'claims', stored(claimRows), (old, c) => {
    const later = c.verifiedAt > old.verifiedAt;
    if (later && c.status !== old.status) statusChanged.push(c.id);
    return { ...old, origins: union(old.origins, c.origins), status: later ? c.status : old.status, verifiedAt: Math.max(old.verifiedAt, c.verifiedAt) };
  }, (c) => toEmbed.push(c.id));
  if (factRows.length) await store(db.facts as unknown as Table<FactNode, string>, 'facts', stored(factRows), (old, f) => ({
    ...old,
    origins: union(old.origins, f.origins),
    status: old.status === 'Verified' || f.status === 'Verified' ? ('Verified' as const) : ('Claimed' as const),
    verifiedAt: Math.max(old.verifiedAt, f.verifiedAt),
  }), (f) => toEmbed.push(f.id));
  if (sourceRows.length) await store(db.sources as unknown as Table<SourceNode, string>, 'sources', stored(sourceRows), (old, src) => ({ ...old, title: old.title || src.title, origins: union(old.origins, src.origins) }));

  const edges = new Map<string, EdgeRow>();
  const idOf = (id: string) => entityIds.get(id as EntityId) ?? nodeIds.get(id) ?? id;
  for (const e of w.edges.values()) {
    const from = idOf(e.from);
    const to = idOf(e.to);
    if (from === to) continue;
    const id = edgeIdOf(e.type, from, to);
    edges.set(id, { id, type: e.type, from, to, origins: [w.origin], createdAt: w.now });
  }
  const edgeRows = [...edges.values()];
  const known = new Set<string>([...w.claims.keys(), ...w.facts.keys(), ...w.sources.keys(), ...entityIds.values(), ...nodeIds.values()]);
  const unknown = [...new Set(edgeRows.flatMap((e) => [e.from, e.to]).filter((id) => !known.has(id)))];
  if (unknown.length) await checkEndpoints(db, unknown, edgeRows);
  if (edgeRows.length) await store(db.edges as unknown as Table<EdgeRow, string>, 'edges', edgeRows, (old, e) => ({ ...old, origins: union(old.origins, e.origins) }));

  let removed: string[] = [];
  if (options.replaceOrigin) {
    const kept = new Set<string>([...w.claims.keys(), ...w.facts.keys(), ...w.sources.keys(), ...entityIds.values(), ...nodeIds.values(), ...edges.keys()]);
    removed = await dropOrigin(db, w.origin, (id) => kept.has(id));
    progress('cleanup', 1, 1);
  }
  return { added, existing, toEmbed, removed, entityIds, nodeIds, statusChanged };
}

/** Rows of this batch not stored under their own id but under another with the same key: their stored id. */
async function matchExisting<T extends { id: string }>(table: Table<T, string>, rows: readonly T[], index: string, key: (row: T) => string, into: Map<string, string>): Promise<void> {
  const have = await table.bulkGet(rows.map((r) => r.id));
  const missing = rows.filter((_, i) => !have[i]);
  if (!missing.length) return;
  const found = await Promise.all(missing.map((r) => table.where(index).equals(key(r)).first()));
  found.forEach((row, i) => row && into.set(missing[i]!.id, row.id));
}

/** Reads existing rows by id in batches and writes each new or merged one back. */
async function upsertBatches<T extends { id: string }>(table: Table<T, string>, rows: readonly T[], merge: (old: T | undefined, row: T) => T, progress: (done: number) => void): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    const have = await table.bulkGet(batch.map((r) => r.id));
    await table.bulkPut(batch.map((row, k) => merge(have[k], row)));
    progress(Math.min(i + BATCH, rows.length));
  }
}

async function resolveEntities(db: ClaimLensDB, w: GraphWriter, options: ApplyOptions, added: WriteCounts, existing: WriteCounts): Promise<Map<EntityId, EntityId>> {
  const map = new Map<EntityId, EntityId>();
  if (!w.entities.size) return map;
  // Within the batch first: a name that is another pending entity's alias joins it.
  const byName = new Map<string, EntityId>();
  for (const [id, e] of w.entities) if (!byName.has(e.norm)) byName.set(e.norm, id);
  for (const [id, e] of w.entities) for (const a of e.aliases) if (!byName.has(a)) byName.set(a, id);
  const leaders = new Map<EntityId, PendingEntity>();
  for (const [id, e] of w.entities) {
    const leader = byName.get(e.norm)!;
    const lead = leader === id ? e : w.entities.get(leader)!;
    if (leader !== id) for (const a of [e.norm, ...e.aliases]) if (a !== lead.norm) lead.aliases.add(a);
    map.set(id, leader);
    leaders.set(leader, lead);
  }

  const ids = [...leaders.keys()];
  const found = new Map<EntityId, EntityNode>();
  (await db.entities.bulkGet(ids)).forEach((row, i) => row && found.set(ids[i]!, row));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) {
    const names = missing.map((id) => leaders.get(id)!.norm);
    const viaAlias = await db.entities.where('aliases').anyOf(names).toArray();
    const aliasNames = [...new Set(missing.flatMap((id) => [...leaders.get(id)!.aliases]))];
    const viaOwnAlias = aliasNames.length ? await db.entities.where('norm').anyOf(aliasNames).toArray() : [];
    for (const id of missing) {
      const e = leaders.get(id)!;
      const hit = viaAlias.find((row) => row.aliases.includes(e.norm)) ?? viaOwnAlias.find((row) => e.aliases.has(row.norm));
      if (hit) found.set(id, hit);
      else if (options.fuzzyEntities && e.norm.length >= FUZZY_MIN_LENGTH) {
        const near = await db.entities.where('norm').startsWith(e.norm.slice(0, 3)).limit(500).toArray();
        let best: EntityNode | undefined;
        let bestScore = FUZZY_MIN_SIMILARITY;
        for (const row of near) {
          const score = nameSimilarity(row.norm, e.norm);
          if (score >= bestScore) [best, bestScore] = [row, score];
        }
        if (best) found.set(id, best);
      }
    }
  }

  const rows = new Map<EntityId, EntityNode>();
  for (const [id, e] of leaders) {
    const old = found.get(id);
    const target = old ? (rows.get(old.id) ?? old) : undefined;
    if (target) {
      if (!rows.has(target.id)) existing.entities++;
      const aliases = [...new Set([...target.aliases, ...e.aliases, ...(e.norm !== target.norm ? [e.norm] : [])])].filter((a) => a !== target.norm);
      rows.set(target.id, { ...target, aliases, type: target.type === 'concept' ? e.type : target.type, origins: union(target.origins, [w.origin]) });
      for (const [pending, leader] of map) if (leader === id) map.set(pending, target.id);
    } else {
      added.entities++;
      rows.set(id, { id, name: e.name, norm: e.norm, aliases: [...e.aliases], type: e.type, origins: [w.origin] });
    }
  }
  await db.entities.bulkPut([...rows.values()]);
  return map;
}

/** Edge ends outside the batch must be in the graph. */
async function checkEndpoints(db: ClaimLensDB, unknown: readonly string[], edges: readonly EdgeRow[]): Promise<void> {
  const byKind = { claim: db.claims, fact: db.facts, entity: db.entities, source: db.sources } as const;
  for (const kind of Object.keys(byKind) as (keyof typeof byKind)[]) {
    const ids = unknown.filter((id) => kindOf(id) === kind);
    if (!ids.length) continue;
    const rows = await (byKind[kind] as unknown as { bulkGet(ids: string[]): Promise<unknown[]> }).bulkGet(ids);
    const gone = ids.find((_, i) => !rows[i]);
    if (gone) {
      const edge = edges.find((e) => e.from === gone || e.to === gone)!;
      throw new GraphInputError(`The ${edge.type} edge from ${edge.from} to ${edge.to} points to ${gone}, which is neither in this batch nor in the graph.`);
    }
  }
}

/**
 * Removes `origin` from every row that has it (except those `keep` says), deleting rows left
 * with no origin, with their edges and vectors. Must run in a transaction over KG_TABLES.
 */
export async function dropOrigin(db: ClaimLensDB, origin: string, keep: (id: string) => boolean = () => false): Promise<string[]> {
  const deleted: string[] = [];
  for (const table of [db.claims, db.facts, db.entities, db.sources, db.edges] as const) {
    const t = table as unknown as import('dexie').Table<{ id: string; origins: string[] }, string>;
    const rows = (await t.where('origins').equals(origin).toArray()).filter((r) => !keep(r.id));
    const gone = rows.filter((r) => r.origins.length <= 1).map((r) => r.id);
    const kept = rows.filter((r) => r.origins.length > 1).map((r) => ({ ...r, origins: r.origins.filter((o) => o !== origin) }));
    if (kept.length) await t.bulkPut(kept);
    if (table === db.edges) {
      if (gone.length) await t.bulkDelete(gone);
    } else deleted.push(...gone);
  }
  if (deleted.length) await deleteNodesInTransaction(db, deleted);
  return deleted;
}

export interface DeleteResult {
  nodes: number;
  edges: number;
  vectors: number;
}

/** Deletes nodes with every edge that touches them and their vectors of every model. */
export async function deleteNodes(db: ClaimLensDB, ids: readonly string[]): Promise<DeleteResult> {
  return db.transaction('rw', [...KG_TABLES], () => deleteNodesInTransaction(db, ids));
}

async function deleteNodesInTransaction(db: ClaimLensDB, ids: readonly string[]): Promise<DeleteResult> {
  if (!ids.length) return { nodes: 0, edges: 0, vectors: 0 };
  const byKind = { claim: db.claims, fact: db.facts, entity: db.entities, source: db.sources } as const;
  let nodes = 0;
  for (const kind of Object.keys(byKind) as (keyof typeof byKind)[]) {
    const mine = ids.filter((id) => kindOf(id) === kind);
    if (!mine.length) continue;
    const table = byKind[kind] as unknown as import('dexie').Table<unknown, string>;
    nodes += (await table.bulkGet(mine)).filter(Boolean).length;
    await table.bulkDelete(mine);
  }
  const edgeIds = new Set([...(await db.edges.where('from').anyOf(ids).primaryKeys()), ...(await db.edges.where('to').anyOf(ids).primaryKeys())]);
  if (edgeIds.size) await db.edges.bulkDelete([...edgeIds]);
  const vectorKeys = await db.vectors.where('nodeId').anyOf(ids).primaryKeys();
  if (vectorKeys.length) {
    await db.vectors.bulkDelete(vectorKeys);
    // The saved index snapshots held these vectors.
    await db.vectorBlocks.clear();
  }
  return { nodes, edges: edgeIds.size, vectors: vectorKeys.length };
}
