import type { ClaimLensDB } from '../../db/database';
import type { EntityNode } from '../../db/records';
import { FUZZY_MIN_LENGTH, FUZZY_MIN_SIMILARITY, fuzzySimilarity, normEntity } from './entities';
import { type EntityId, entityIdOf, type GraphWriter, type PendingEntity, union } from './store';
import type { SynonymTable } from './synonyms';

/**
 * The one entity resolver of the graph (Memory-first fact-checking §III-F), run inside a write's
 * transaction: a batch's names are joined within the batch, then found in the graph by exact
 * normalised name, by alias (the row's, the batch's and, for web writes, a synonym table's), and
 * optionally by a close spelling; only then is an entity made.
 */

export type EntityMatch = 'exact' | 'alias' | 'fuzzy' | 'new';

export interface ResolveOptions {
  /** Match close spellings (web knowledge); packs use exact names and aliases only. */
  fuzzy?: boolean;
  /** Names the table knows are looked up by all its forms, and a new one is named canonically. */
  synonyms?: SynonymTable;
}

export interface EntityResolution {
  /** Batch entity id → graph entity id. */
  ids: Map<EntityId, EntityId>;
  /** How each batch entity's own name found its graph entity. */
  matches: Map<EntityId, EntityMatch>;
  /** Graph entity id → its name, for the entities of the batch. */
  names: Map<EntityId, string>;
  added: number;
  existing: number;
}

interface Lead extends PendingEntity {
  /** The names this batch knows the entity by: added as aliases to a graph entity it joins. */
  own: Set<string>;
  /** Forms it is looked up by among the graph's aliases. */
  lookup: Set<string>;
}

function leadOf(e: PendingEntity, synonyms: SynonymTable | undefined): Lead {
  const own = new Set([e.norm, ...e.aliases]);
  const entry = synonyms?.entry(e.name);
  if (!entry) return { ...e, aliases: new Set(e.aliases), own, lookup: new Set([e.norm]) };
  const norm = normEntity(entry.canonical);
  const forms = [norm, e.norm, ...e.aliases, ...entry.aliases.map(normEntity)];
  return {
    name: entry.canonical,
    norm,
    type: e.type === 'concept' ? entry.type : e.type,
    aliases: new Set(forms.filter((f) => f !== norm)),
    own,
    lookup: new Set(forms),
  };
}

export const noEntities = (): EntityResolution => ({
  ids: new Map(),
  matches: new Map(),
  names: new Map(),
  added: 0,
  existing: 0,
});

/**
 * Resolves and stores the batch's entities. Call it only for a batch with entities: awaiting a
 * call that does no database work would let the caller's transaction commit.
 */
export async function resolveEntities(
  db: ClaimLensDB,
  w: GraphWriter,
  options: ResolveOptions,
): Promise<EntityResolution> {
  const res = noEntities();
  const pending = new Map([...w.entities].map(([id, e]) => [id, leadOf(e, options.synonyms)] as const));
  // Within the batch first: a name that is another pending entity's alias joins it.
  const byName = new Map<string, EntityId>();
  for (const [id, e] of pending) if (!byName.has(e.norm)) byName.set(e.norm, id);
  for (const [id, e] of pending) for (const a of e.aliases) if (!byName.has(a)) byName.set(a, id);
  const leaders = new Map<EntityId, Lead>();
  for (const [id, e] of pending) {
    const leader = byName.get(e.norm)!;
    const lead = leader === id ? e : pending.get(leader)!;
    if (leader !== id) {
      for (const a of [e.norm, ...e.aliases]) if (a !== lead.norm) lead.aliases.add(a);
      for (const a of e.own) lead.own.add(a);
      for (const a of e.lookup) lead.lookup.add(a);
    }
    res.ids.set(id, leader);
    leaders.set(leader, lead);
  }

  const found = new Map<EntityId, { row: EntityNode; fuzzy: boolean }>();
  const ids = [...leaders.keys()];
  (await db.entities.bulkGet(ids.map((id) => entityIdOf(leaders.get(id)!.norm)))).forEach(
    (row, i) => row && found.set(ids[i]!, { row, fuzzy: false }),
  );
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) {
    const lookups = [...new Set(missing.flatMap((id) => [...leaders.get(id)!.lookup]))];
    const viaAlias = await db.entities.where('aliases').anyOf(lookups).toArray();
    const names = [...new Set(missing.flatMap((id) => [leaders.get(id)!.norm, ...leaders.get(id)!.aliases]))];
    const viaName = await db.entities.where('norm').anyOf(names).toArray();
    for (const id of missing) {
      const e = leaders.get(id)!;
      const hit =
        viaName.find((row) => row.norm === e.norm) ??
        viaAlias.find((row) => row.aliases.some((a) => e.lookup.has(a))) ??
        viaName.find((row) => e.aliases.has(row.norm));
      if (hit) found.set(id, { row: hit, fuzzy: false });
      else if (options.fuzzy && e.norm.length >= FUZZY_MIN_LENGTH) {
        const near = await db.entities.where('norm').startsWith(e.norm.slice(0, 3)).limit(500).toArray();
        let best: EntityNode | undefined;
        let bestScore = FUZZY_MIN_SIMILARITY;
        for (const row of near) {
          const score = Math.max(
            fuzzySimilarity(row.norm, e.norm),
            ...row.aliases.map((a) => fuzzySimilarity(a, e.norm)),
          );
          if (score >= bestScore) [best, bestScore] = [row, score];
        }
        if (best) found.set(id, { row: best, fuzzy: true });
      }
    }
  }

  const rows = new Map<EntityId, EntityNode>();
  const graphIdOf = new Map<EntityId, EntityId>();
  for (const [id, e] of leaders) {
    const old = found.get(id)?.row;
    const target = old ? (rows.get(old.id) ?? old) : undefined;
    if (target) {
      if (!rows.has(target.id)) res.existing++;
      const aliases = [...new Set([...target.aliases, ...e.own])].filter((a) => a !== target.norm);
      rows.set(target.id, {
        ...target,
        aliases,
        type: target.type === 'concept' ? e.type : target.type,
        origins: union(target.origins, [w.origin]),
      });
      graphIdOf.set(id, target.id);
    } else {
      res.added++;
      const row: EntityNode = {
        id: entityIdOf(e.norm),
        name: e.name,
        norm: e.norm,
        aliases: [...e.aliases],
        type: e.type,
        origins: [w.origin],
      };
      rows.set(row.id, row);
      graphIdOf.set(id, row.id);
    }
  }
  for (const [id, leader] of res.ids) {
    const graphId = graphIdOf.get(leader)!;
    const hit = found.get(leader);
    res.ids.set(id, graphId);
    res.matches.set(
      id,
      !hit ? 'new' : hit.fuzzy ? 'fuzzy' : hit.row.norm === w.entities.get(id)!.norm ? 'exact' : 'alias',
    );
    res.names.set(graphId, rows.get(graphId)!.name);
  }
  await db.entities.bulkPut([...rows.values()]);
  return res;
}
