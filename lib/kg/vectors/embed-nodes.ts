import { ClaimIds, FactIds } from '../../core/node-ids';
import type { ClaimLensDB } from '../../db/database';
import type { VectorRow } from '../../db/records';
import type { Embedder } from '../../ml/types';
import { indexOfNode } from './model-index';

/** Computing the vectors of claims and facts: stored with the nodes that still exist, then added to the loaded index. */

export interface EmbedProgress {
  signal?: AbortSignal;
  onProgress?(done: number, total: number): void;
}

/** What embedding writes to: the database, and the loaded index kept in step (the KnowledgeGraph). */
export interface EmbedTarget {
  readonly db: ClaimLensDB;
  addVectors(modelId: string, dims: number, rows: readonly VectorRow[]): Promise<void>;
  scheduleSnapshot(): void;
}

const EMBED_BATCH = 32;

function unit(v: Float32Array): Float32Array {
  let n = 0;
  for (let i = 0; i < v.length; i++) n += v[i]! * v[i]!;
  n = Math.sqrt(n);
  if (!n || Math.abs(n - 1) < 1e-6) return v;
  const out = new Float32Array(v.length);
  for (let i = 0; i < v.length; i++) out[i] = v[i]! / n;
  return out;
}

export async function embedNodes(
  kg: EmbedTarget,
  embedder: Embedder,
  ids: readonly string[],
  progress: EmbedProgress = {},
): Promise<number> {
  const { db } = kg;
  let done = 0;
  for (let i = 0; i < ids.length; i += EMBED_BATCH) {
    progress.signal?.throwIfAborted();
    const batch = ids.slice(i, i + EMBED_BATCH);
    const claims = await db.claims.bulkGet(batch.filter(ClaimIds.is));
    const facts = await db.facts.bulkGet(batch.filter(FactIds.is));
    const nodes = [...claims, ...facts].filter((n) => n !== undefined);
    if (nodes.length) {
      const vectors = await embedder.embed(
        nodes.map((n) => n.text),
        progress.signal,
      );
      const rows: VectorRow[] = nodes.map((n, k) => ({
        nodeId: n.id,
        modelId: embedder.modelId,
        index: indexOfNode(n.id),
        vector: unit(vectors[k]!),
      }));
      // Nodes deleted meanwhile get no vector.
      const stored = await db.transaction('rw', ['claims', 'facts', 'vectors', 'vectorBlocks'], async () => {
        const alive = new Set<string>();
        for (const n of await db.claims.bulkGet(
          rows
            .filter((r) => r.index === 'macro')
            .map((r) => r.nodeId)
            .filter(ClaimIds.is),
        ))
          if (n) alive.add(n.id);
        for (const n of await db.facts.bulkGet(
          rows
            .filter((r) => r.index === 'micro')
            .map((r) => r.nodeId)
            .filter(FactIds.is),
        ))
          if (n) alive.add(n.id);
        const keep = rows.filter((r) => alive.has(r.nodeId));
        await db.vectors.bulkPut(keep);
        // This model's saved snapshot no longer matches its vectors.
        await db.vectorBlocks.where('modelId').equals(embedder.modelId).delete();
        return keep;
      });
      await kg.addVectors(embedder.modelId, embedder.dims, stored);
    }
    done += batch.length;
    progress.onProgress?.(done, ids.length);
  }
  kg.scheduleSnapshot();
  return done;
}
