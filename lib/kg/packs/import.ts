import type { NodeId } from '../../core/node-ids';
import type { PackRecord } from '../../db/records';
import type { Embedder } from '../../ml/types';
import { isQuotaError } from '../../util/quota';
import { applyWrites, type WriteResult } from '../graph/apply';
import { conflictWith, type StatusConflict } from '../graph/claim-status';
import type { KnowledgeGraph } from '../graph/knowledge';
import { type EntityId, GraphWriter, KG_TABLES } from '../graph/store';
import type { Pack } from './format';
import { PackError } from './parse';

/**
 * Installing a pack: one transaction, all or nothing. Importing the same pack again changes
 * nothing; importing a new version of it updates the graph to that version (what the old
 * version alone held is removed). Vectors are computed after the commit when an embedder is
 * installed, and later for any model installed or changed (KnowledgeGraph.ensureVectors).
 */

export const originOfPack = (packId: string) => `pack:${packId}`;

const time = (iso: string | undefined, fallback: number) => (iso ? Date.parse(iso) : fallback);

function packToWriter(pack: Pack, now = Date.now()): GraphWriter {
  const w = new GraphWriter(originOfPack(pack.pack.id), now);
  const packTime = time(pack.pack.createdAt, now);
  const ids = new Map<string, NodeId>();
  for (const s of pack.sources)
    ids.set(
      s.id,
      w.addSource({ url: s.url, title: s.title, type: s.type, retrievedAt: time(s.retrievedAt, packTime) }),
    );
  for (const e of pack.entities) ids.set(e.id, w.addEntity({ name: e.name, type: e.type, aliases: e.aliases }));
  for (const c of pack.claims)
    ids.set(c.id, w.addClaim({ text: c.text, status: c.status, verifiedAt: time(c.verifiedAt, packTime) }));
  for (const f of pack.facts) {
    ids.set(
      f.id,
      w.addFact({
        subject: f.subject,
        predicate: f.predicate,
        object: f.object,
        ...(f.text ? { text: f.text } : {}),
        status: f.status,
        verifiedAt: time(f.verifiedAt, packTime),
      }),
    );
  }
  for (const e of pack.edges) w.link(e.type as Parameters<GraphWriter['link']>[0], ids.get(e.from)!, ids.get(e.to)!);
  return w;
}

export interface ImportResult {
  pack: PackRecord;
  write: WriteResult;
  /** Vectors computed after the import (0 without an embedder). */
  embedded: number;
}

export interface ImportOptions {
  from: string;
  /**
   * Claims another origin holds with the opposite status: kept (default; the import reports them
   * in `write.conflicts`), or replaced once the reader saw them and chose Replace.
   */
  conflicts?: 'keep' | 'replace';
  embedder?: Embedder | null;
  onProgress?(phase: string, done: number, total: number): void;
  signal?: AbortSignal;
}

export async function importPack(kg: KnowledgeGraph, pack: Pack, options: ImportOptions): Promise<ImportResult> {
  const db = kg.db;
  const w = packToWriter(pack);
  const now = Date.now();
  let write: WriteResult;
  let record: PackRecord;
  try {
    [write, record] = await db.transaction('rw', [...KG_TABLES, 'packs'], async () => {
      const result = await applyWrites(db, w, {
        replaceOrigin: true,
        conflicts: options.conflicts ?? 'keep',
        ...(options.onProgress ? { onProgress: options.onProgress } : {}),
      });
      const prior = await db.packs.get(pack.pack.id);
      const rec: PackRecord = {
        id: pack.pack.id,
        name: pack.pack.name,
        version: pack.pack.version,
        description: pack.pack.description,
        license: pack.pack.license,
        state: 'installed',
        from: options.from,
        counts: {
          claims: w.claims.size,
          facts: w.facts.size,
          entities: new Set<EntityId>(result.entityIds.values()).size,
          sources: w.sources.size,
          edges: w.edges.size,
        },
        installedAt: prior?.state === 'installed' ? prior.installedAt : now,
        updatedAt: now,
      };
      await db.packs.put(rec);
      return [result, rec] as const;
    });
  } catch (e) {
    if (isQuotaError(e)) {
      throw new PackError(
        `Not enough storage to import "${pack.pack.name}": the browser's storage quota was exceeded. Nothing was imported. Free disk space or remove knowledge you no longer need, then try again.`,
      );
    }
    throw e;
  }
  await kg.afterChange(write.removed);
  let embedded = 0;
  if (options.embedder) {
    embedded = await kg.ensureVectors(options.embedder, options.signal);
  }
  return { pack: record, write, embedded };
}

/** The claims of a pack that another origin holds with the opposite status (what Replace would change). */
export async function packConflicts(db: KnowledgeGraph['db'], pack: Pack): Promise<StatusConflict[]> {
  const w = packToWriter(pack);
  const claims = [...w.claims.values()];
  const rows = await db.claims.bulkGet(claims.map((c) => c.id));
  return rows.flatMap((row, i) => {
    const conflict = row ? conflictWith(row, w.origin, claims[i]!.status) : null;
    return conflict ? [conflict] : [];
  });
}

/** Removes a pack's knowledge (what another pack or a web check also holds stays) and remembers it was removed. */
export async function removePack(kg: KnowledgeGraph, packId: string): Promise<number> {
  const pack = await kg.db.packs.get(packId);
  if (!pack || pack.state !== 'installed') throw new PackError(`No installed pack "${packId}".`);
  const removed = await kg.removeOrigin(originOfPack(packId), async () => {
    await kg.db.packs.update(packId, { state: 'removed', updatedAt: Date.now() });
  });
  return removed.length;
}
