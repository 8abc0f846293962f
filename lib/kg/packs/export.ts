import { ClaimIds, EntityIds, FactIds, SourceIds } from '../../core/node-ids';
import type { ClaimLensDB } from '../../db/database';
import type { ClaimNode, EdgeRow, EntityNode, FactNode, SourceNode } from '../../db/records';
import { PACK_FORMAT, PACK_FORMAT_VERSION, type PackInput } from './format';
import { originOfPack } from './import';

/**
 * Writing the graph, or part of it, as a knowledge pack. A selection of claims and facts
 * carries the entities and sources they refer to, and the edges among everything exported.
 * Item ids are the graph's own ids.
 */

export type ExportSelection = { all: true } | { nodeIds: readonly string[] } | { packId: string };

export interface ExportMeta {
  id: string;
  name: string;
  version?: string;
  description?: string;
  license?: string;
}

const iso = (t: number) => new Date(t).toISOString();

export async function exportPack(db: ClaimLensDB, selection: ExportSelection, meta: ExportMeta): Promise<PackInput> {
  return db.transaction('r', ['claims', 'facts', 'entities', 'sources', 'edges'], async () => {
    let claims: ClaimNode[];
    let facts: FactNode[];
    let entities: EntityNode[] = [];
    let sources: SourceNode[] = [];
    let edges: EdgeRow[];
    if ('all' in selection) {
      [claims, facts, entities, sources, edges] = await Promise.all([
        db.claims.toArray(),
        db.facts.toArray(),
        db.entities.toArray(),
        db.sources.toArray(),
        db.edges.toArray(),
      ]);
    } else if ('packId' in selection) {
      const origin = originOfPack(selection.packId);
      [claims, facts, entities, sources, edges] = await Promise.all([
        db.claims.where('origins').equals(origin).toArray(),
        db.facts.where('origins').equals(origin).toArray(),
        db.entities.where('origins').equals(origin).toArray(),
        db.sources.where('origins').equals(origin).toArray(),
        db.edges.where('origins').equals(origin).toArray(),
      ]);
    } else {
      const ids = [...new Set(selection.nodeIds)];
      claims = (await db.claims.bulkGet(ids.filter(ClaimIds.is))).filter((n) => n !== undefined);
      facts = (await db.facts.bulkGet(ids.filter(FactIds.is))).filter((n) => n !== undefined);
      const statements = [...claims, ...facts].map((n) => n.id as string);
      const touching = statements.length ? await db.edges.where('from').anyOf(statements).toArray() : [];
      const refs = touching.filter((e) => e.type === 'MENTIONS' || e.type === 'FROM_SOURCE').map((e) => e.to);
      const wanted = [...refs, ...ids];
      entities = (await db.entities.bulkGet([...new Set(wanted.filter(EntityIds.is))])).filter((n) => n !== undefined);
      sources = (await db.sources.bulkGet([...new Set(wanted.filter(SourceIds.is))])).filter((n) => n !== undefined);
      const included = new Set<string>([...statements, ...entities.map((e) => e.id), ...sources.map((s) => s.id)]);
      edges = touching.filter((e) => included.has(e.to));
    }
    const included = new Set<string>([...claims, ...facts, ...entities, ...sources].map((n) => n.id));
    return {
      format: PACK_FORMAT,
      version: PACK_FORMAT_VERSION,
      pack: {
        id: meta.id,
        name: meta.name,
        version: meta.version ?? new Date().toISOString().slice(0, 10),
        description: meta.description ?? '',
        license: meta.license ?? '',
        createdAt: new Date().toISOString(),
        provenance: { exportedBy: 'ClaimLens' },
      },
      sources: sources.map((s) => ({
        id: s.id,
        url: s.url,
        title: s.title,
        type: s.type,
        retrievedAt: iso(s.retrievedAt),
      })),
      entities: entities.map((e) => ({ id: e.id, name: e.name, type: e.type, aliases: e.aliases })),
      claims: claims.map((c) => ({ id: c.id, text: c.text, status: c.status, verifiedAt: iso(c.verifiedAt) })),
      facts: facts.map((f) => ({
        id: f.id,
        subject: f.subject,
        predicate: f.predicate,
        object: f.object,
        text: f.text,
        status: f.status,
        verifiedAt: iso(f.verifiedAt),
      })),
      edges: edges
        .filter((e) => included.has(e.from) && included.has(e.to))
        .map((e) => ({ type: e.type, from: e.from, to: e.to })),
    };
  });
}

export function packFileName(meta: Pick<ExportMeta, 'id'>): string {
  return `${meta.id}-${new Date().toISOString().slice(0, 10)}.claimlens-pack.json`;
}

/** Pack JSON with one item per line: compact, and an error's line number points at the item. */
export function stringifyPack(pack: PackInput): string {
  const { sources, entities, claims, facts, edges, ...head } = pack;
  const lists = { sources, entities, claims, facts, edges };
  const top = Object.entries(head).map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`);
  const arrays = Object.entries(lists).map(
    ([k, items]) =>
      `${JSON.stringify(k)}: [${(items ?? []).length ? `\n${(items ?? []).map((i) => `  ${JSON.stringify(i)}`).join(',\n')}\n ` : ''}]`,
  );
  return `{\n ${[...top, ...arrays].join(',\n ')}\n}\n`;
}
