import { ClaimIds, EdgeIds, EntityIds, FactIds, kindOf, type NodeId, SourceIds } from '../../core/node-ids';
import { looseKey, normText } from '../../core/text';
import type {
  ClaimNode,
  ClaimStatus,
  EdgeRow,
  EdgeType,
  EntityNode,
  FactNode,
  FactStatus,
  SourceNode,
} from '../../db/records';
import { normEntity } from './entities';
import { contentHash } from './ids';

/**
 * The write API of the knowledge graph, shared by knowledge packs and by web verdicts: collect
 * claims, facts, entities, sources and edges with a GraphWriter, then `applyWrites` (apply.ts)
 * stores them in one transaction; delete.ts removes nodes and origins. Ids come from content, so writing the same knowledge again changes
 * nothing but its list of origins; entities are resolved against the graph (exact normalised
 * name, aliases, optionally fuzzy).
 *
 *   const w = new GraphWriter('web');
 *   const claim = w.addClaim({ text: 'Garlic cures COVID-19', status: 'FALSE' });
 *   const fix = w.addClaim({ text: 'Garlic does not cure COVID-19', status: 'TRUE' });
 *   w.link('CORRECTED_BY', claim, fix);
 *   w.link('FROM_SOURCE', fix, w.addSource({ url: 'https://www.who.int/…', title: '…', type: 'public-health' }));
 *   w.mention(claim, 'garlic'); w.mention(claim, 'COVID-19', 'disease');
 *   await knowledgeOf(db).write(w, { embedder });   // lib/kg/graph/knowledge.ts: also embeds and indexes
 */

export type ClaimId = ClaimNode['id'];
export type FactId = FactNode['id'];
export type EntityId = EntityNode['id'];
export type SourceId = SourceNode['id'];

export const MAX_STATEMENT_CHARS = 5000;

export const claimIdOf = (text: string): ClaimId => ClaimIds.create(contentHash(looseKey(text)));
const factIdOf = (text: string): FactId => FactIds.create(contentHash(looseKey(text)));
export const entityIdOf = (norm: string): EntityId => EntityIds.create(contentHash(norm));
const sourceIdOf = (url: string): SourceId => SourceIds.create(contentHash(url));
export const edgeIdOf = (type: EdgeType, from: NodeId, to: NodeId): EdgeRow['id'] =>
  EdgeIds.create(contentHash(`${type} ${from} ${to}`));

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
  /** The batch entities the subject and object name: the stored fact names them as the graph does. */
  entities?: { subject?: EntityId; object?: EntityId };
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

/** The union of two lists of origins or aliases; the first unchanged when it already holds the second. */
export const union = (a: readonly string[], b: readonly string[]) =>
  b.every((x) => a.includes(x)) ? [...a] : [...new Set([...a, ...b])];

function statement(text: string, what: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (!t) throw new GraphInputError(`${what} is empty.`);
  if (t.length > MAX_STATEMENT_CHARS)
    throw new GraphInputError(`${what} is ${t.length} characters long; the limit is ${MAX_STATEMENT_CHARS}.`);
  return t;
}

function domainOf(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

export interface PendingEntity {
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
  readonly factEntities = new Map<FactId, { subject?: EntityId; object?: EntityId }>();
  readonly edges = new Map<string, { type: EdgeType; from: NodeId; to: NodeId; quote?: string }>();

  constructor(
    readonly origin: string,
    readonly now: number = Date.now(),
  ) {
    if (!/^[a-z]+(:[^\s]{1,200})?$/.test(origin))
      throw new GraphInputError(`Origin "${origin}" is not valid (e.g. "web", "user" or "pack:<id>").`);
  }

  addClaim(input: ClaimInput): ClaimId {
    const text = statement(input.text, 'Claim text');
    if (input.status !== 'TRUE' && input.status !== 'FALSE')
      throw new GraphInputError(`Claim status must be TRUE or FALSE, not "${String(input.status)}".`);
    const id = claimIdOf(text);
    const at = input.verifiedAt ?? this.now;
    const prior = this.claims.get(id);
    if (prior && prior.status !== input.status && prior.verifiedAt >= at) return id;
    this.claims.set(id, {
      id,
      text: prior?.text ?? text,
      normText: normText(text),
      looseKey: looseKey(text),
      status: input.status,
      origins: [this.origin],
      createdAt: this.now,
      verifiedAt: at,
    });
    return id;
  }

  addFact(input: FactInput): FactId {
    const subject = statement(input.subject, 'Fact subject');
    const predicate = statement(input.predicate, 'Fact predicate');
    const object = statement(input.object, 'Fact object');
    const text = statement(input.text ?? `${subject} ${predicate} ${object}`, 'Fact text');
    if (input.status !== 'Verified' && input.status !== 'Claimed')
      throw new GraphInputError(`Fact status must be Verified or Claimed, not "${String(input.status)}".`);
    const id = factIdOf(text);
    const prior = this.facts.get(id);
    const status = prior?.status === 'Verified' ? 'Verified' : input.status;
    this.facts.set(id, {
      id,
      subject,
      predicate,
      object,
      text,
      normText: normText(text),
      looseKey: looseKey(text),
      status,
      origins: [this.origin],
      createdAt: this.now,
      verifiedAt: input.verifiedAt ?? this.now,
    });
    if (input.entities) this.factEntities.set(id, input.entities);
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
      // A page of the reader's own document (lib/documents/library/ids.ts pageUrlOf) is a source too (issue 30).
      if (u.protocol !== 'https:' && u.protocol !== 'http:' && u.protocol !== 'claimlens-doc:') throw new Error();
      url = u.href;
    } catch {
      throw new GraphInputError(`Source URL "${input.url}" is not an http(s) URL.`);
    }
    const id = sourceIdOf(url);
    this.sources.set(id, {
      id,
      url,
      domain: domainOf(url),
      title: (input.title ?? '').trim().slice(0, 500),
      type: input.type ?? 'web',
      retrievedAt: input.retrievedAt ?? this.now,
      origins: [this.origin],
    });
    return id;
  }

  /** `quote`: on a FROM_SOURCE edge, the source's verbatim words the statement was verified against (EdgeRow.quote). */
  link(type: EdgeType, from: NodeId, to: NodeId, quote?: string): void {
    const ends = EDGE_ENDS[type];
    if (!ends) throw new GraphInputError(`Unknown edge type "${String(type)}".`);
    const fromKind = kindOf(from);
    const toKind = kindOf(to);
    if (!fromKind || !ends.from.includes(fromKind) || !toKind || !ends.to.includes(toKind)) {
      throw new GraphInputError(
        `A ${type} edge goes from ${ends.from.join('/')} to ${ends.to.join('/')}, not from ${from} to ${to}.`,
      );
    }
    if (from === to) throw new GraphInputError(`A ${type} edge cannot connect ${from} to itself.`);
    if (quote !== undefined && type !== 'FROM_SOURCE')
      throw new GraphInputError(`Only a FROM_SOURCE edge keeps a quote, not ${type}.`);
    this.edges.set(`${type} ${from} ${to}`, { type, from, to, ...(quote ? { quote } : {}) });
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

export const KG_TABLES = ['claims', 'facts', 'entities', 'sources', 'edges', 'vectors', 'vectorBlocks'] as const;
