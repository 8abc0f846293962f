import { ClaimIds, FactIds, kindOf } from '../core/node-ids';
import type { ClaimLensDB } from '../db/database';
import type { VectorIndexName, VectorRow } from '../db/records';
import { logged } from '../log/log';
import type { Embedder } from '../ml/types';
import { type ApplyOptions, applyWrites, type WriteResult } from './apply';
import { deleteNodes, type DeleteResult,dropOrigin } from './delete';
import { EntityLexicon } from './entities';
import { type GraphWriter,KG_TABLES } from './store';
import { createTask, taskWriter } from './tasks';
import { type Hit,VectorMatrix } from './vector-matrix';
import { readSnapshot, writeSnapshot } from './vector-snapshot';

/**
 * The knowledge graph as the engine holds it: the database plus, for the current embedding
 * model, the MACRO and MICRO vector matrices (loaded once, then kept in step with every write
 * and delete made through here) and the entity lexicon. One per database: `knowledgeOf(db)`.
 * Every write to the graph in the engine goes through `write`/`remove` so the index follows.
 */

export interface ModelIndex {
  modelId: string;
  dims: number;
  macro: VectorMatrix;
  micro: VectorMatrix;
}

export interface EmbedProgress {
  signal?: AbortSignal;
  onProgress?(done: number, total: number): void;
}

const EMBED_BATCH = 32;
/** Indexes this large are saved as a snapshot (a few seconds after they change) for a fast load. */
const SNAPSHOT_MIN_ROWS = 2000;
const SNAPSHOT_DELAY_MS = 3000;

const indexOfNode = (id: string): VectorIndexName => (kindOf(id) === 'claim' ? 'macro' : 'micro');

function unit(v: Float32Array): Float32Array {
  let n = 0;
  for (let i = 0; i < v.length; i++) n += v[i]! * v[i]!;
  n = Math.sqrt(n);
  if (!n || Math.abs(n - 1) < 1e-6) return v;
  const out = new Float32Array(v.length);
  for (let i = 0; i < v.length; i++) out[i] = v[i]! / n;
  return out;
}

export class KnowledgeGraph {
  private index: ModelIndex | null = null;
  private loading: Promise<ModelIndex> | null = null;
  private lexiconCache: Promise<EntityLexicon> | null = null;
  private backfills = new Map<string, Promise<number>>();
  /** Index changes wait for a load in progress, so a load never misses a write. */
  private chain: Promise<unknown> = Promise.resolve();
  private snapshotTimer: ReturnType<typeof setTimeout> | undefined;
  private statements: Promise<number> | null = null;

  constructor(readonly db: ClaimLensDB) {}

  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.chain.then(fn, fn);
    // The caller gets the error from `run`; the chain only waits for it to settle.
    this.chain = Promise.allSettled([run]);
    return run;
  }

  /** The vector matrices of this model, loaded from the database on first use. */
  async indexFor(modelId: string, dims: number): Promise<ModelIndex> {
    if (this.index?.modelId === modelId && this.index.dims === dims) return this.index;
    if (!this.loading) {
      this.loading = this.serial(() => this.load(modelId, dims)).finally(() => {
        this.loading = null;
      });
    }
    const loaded = await this.loading;
    return loaded.modelId === modelId && loaded.dims === dims ? loaded : this.indexFor(modelId, dims);
  }

  private async load(modelId: string, dims: number): Promise<ModelIndex> {
    if (this.index?.modelId === modelId && this.index.dims === dims) return this.index;
    this.index = null;
    const macro = new VectorMatrix(dims);
    const micro = new VectorMatrix(dims);
    let fromRows = false;
    for (const [name, matrix] of [['macro', macro], ['micro', micro]] as const) {
      if (await readSnapshot(this.db, modelId, name, matrix)) continue;
      fromRows = true;
      await forEachVector(this.db, modelId, name === 'macro' ? 'claim:' : 'fact:', (row) => {
        // Vectors of another dimension belong to an earlier model under the same id: re-embedded later.
        if (row.vector.length === dims) matrix.upsert(row.nodeId, row.vector);
      });
    }
    this.index = { modelId, dims, macro, micro };
    if (fromRows) this.scheduleSnapshot();
    return this.index;
  }

  /** Saves the loaded index as a snapshot once changes have settled (large indexes only). */
  private scheduleSnapshot(): void {
    if (!this.index || this.index.macro.size + this.index.micro.size < SNAPSHOT_MIN_ROWS) return;
    clearTimeout(this.snapshotTimer);
    this.snapshotTimer = setTimeout(() => void this.saveSnapshot().catch(logged('knowledge', 'The vector index snapshot could not be saved; the index is rebuilt from the database at the next start')), SNAPSHOT_DELAY_MS);
  }

  /** Writes the snapshot of the loaded index now (in step with index changes). */
  saveSnapshot(): Promise<boolean> {
    clearTimeout(this.snapshotTimer);
    return this.serial(async () => {
      const index = this.index;
      if (!index) return false;
      const saved = await Promise.all([writeSnapshot(this.db, index.modelId, 'macro', index.macro), writeSnapshot(this.db, index.modelId, 'micro', index.micro)]);
      return saved.every(Boolean);
    });
  }

  /** The loaded index, if any (for status and tests). */
  get loadedIndex(): ModelIndex | null {
    return this.index;
  }

  async search(embedder: Embedder, query: Float32Array, k = 5): Promise<{ macro: Hit[]; micro: Hit[] }> {
    const index = await this.indexFor(embedder.modelId, embedder.dims);
    return { macro: index.macro.search(query, k), micro: index.micro.search(query, k) };
  }

  /** Claims and facts in the graph (counting is slow in IndexedDB: kept until the next change). */
  statementCount(): Promise<number> {
    this.statements ??= Promise.all([this.db.claims.count(), this.db.facts.count()]).then(([c, f]) => c + f);
    return this.statements;
  }

  /** Entity names and aliases of the graph, for finding the entities a claim mentions. */
  lexicon(): Promise<EntityLexicon> {
    this.lexiconCache ??= (async () => {
      const lexicon = new EntityLexicon();
      for (const e of await this.db.entities.toArray()) {
        lexicon.add(e.norm, e.id);
        for (const a of e.aliases) lexicon.add(a, e.id);
      }
      return lexicon;
    })();
    return this.lexiconCache;
  }

  /**
   * Stores a batch (one transaction), then keeps the index in step and, with an embedder,
   * computes the vectors of the new claims and facts.
   */
  async write(w: GraphWriter, options: ApplyOptions & { embedder?: Embedder | null } & EmbedProgress = {}): Promise<WriteResult> {
    const result = await applyWrites(this.db, w, options);
    await this.afterChange(result.removed);
    if (options.embedder && result.toEmbed.length) await this.embedNodes(options.embedder, result.toEmbed, options);
    return result;
  }

  /** Deletes nodes with their edges and vectors. */
  async remove(ids: readonly string[]): Promise<DeleteResult> {
    const result = await deleteNodes(this.db, ids);
    await this.afterChange(ids);
    return result;
  }

  /** Removes one origin (e.g. a pack) from the graph; rows nothing else holds are deleted. */
  async removeOrigin(origin: string, alsoInTransaction?: () => Promise<void>): Promise<string[]> {
    const removed = await this.db.transaction('rw', [...KG_TABLES, 'packs'], async () => {
      const gone = await dropOrigin(this.db, origin);
      await alsoInTransaction?.();
      return gone;
    });
    await this.afterChange(removed);
    return removed;
  }

  /** After a write or delete made elsewhere in this engine (e.g. a pack import's own transaction). */
  async afterChange(removed: readonly string[]): Promise<void> {
    this.lexiconCache = null;
    this.statements = null;
    if (!removed.length) return;
    await this.serial(async () => {
      if (!this.index) return;
      for (const id of removed) {
        this.index.macro.remove(id);
        this.index.micro.remove(id);
      }
    });
    this.scheduleSnapshot();
  }

  /** Computes and stores vectors for these claims and facts, and adds them to the index. */
  async embedNodes(embedder: Embedder, ids: readonly string[], progress: EmbedProgress = {}): Promise<number> {
    let done = 0;
    for (let i = 0; i < ids.length; i += EMBED_BATCH) {
      progress.signal?.throwIfAborted();
      const batch = ids.slice(i, i + EMBED_BATCH);
      const claims = await this.db.claims.bulkGet(batch.filter(ClaimIds.is));
      const facts = await this.db.facts.bulkGet(batch.filter(FactIds.is));
      const nodes = [...claims, ...facts].filter((n) => n !== undefined);
      if (nodes.length) {
        const vectors = await embedder.embed(
          nodes.map((n) => n.text),
          progress.signal,
        );
        const rows: VectorRow[] = nodes.map((n, k) => ({ nodeId: n.id, modelId: embedder.modelId, index: indexOfNode(n.id), vector: unit(vectors[k]!) }));
        // Nodes deleted meanwhile get no vector.
        const stored = await this.db.transaction('rw', ['claims', 'facts', 'vectors', 'vectorBlocks'], async () => {
          const alive = new Set<string>();
          for (const n of await this.db.claims.bulkGet(rows.filter((r) => r.index === 'macro').map((r) => r.nodeId).filter(ClaimIds.is))) if (n) alive.add(n.id);
          for (const n of await this.db.facts.bulkGet(rows.filter((r) => r.index === 'micro').map((r) => r.nodeId).filter(FactIds.is))) if (n) alive.add(n.id);
          const keep = rows.filter((r) => alive.has(r.nodeId));
          await this.db.vectors.bulkPut(keep);
          // This model's saved snapshot no longer matches its vectors.
          await this.db.vectorBlocks.where('modelId').equals(embedder.modelId).delete();
          return keep;
        });
        await this.serial(async () => {
          if (this.index?.modelId !== embedder.modelId || this.index.dims !== embedder.dims) return;
          for (const r of stored) if (r.vector.length === this.index.dims) this.index[r.index].upsert(r.nodeId, r.vector);
        });
      }
      done += batch.length;
      progress.onProgress?.(done, ids.length);
    }
    this.scheduleSnapshot();
    return done;
  }

  /** Claims and facts that have no vector of this model yet. */
  async missingVectors(modelId: string, dims?: number): Promise<string[]> {
    const have = new Set<string>();
    for (const prefix of ['claim:', 'fact:']) {
      await forEachVector(this.db, modelId, prefix, (row) => {
        if (dims === undefined || row.vector.length === dims) have.add(row.nodeId);
      });
    }
    const nodes = [...(await this.db.claims.toCollection().primaryKeys()), ...(await this.db.facts.toCollection().primaryKeys())];
    return nodes.filter((id) => !have.has(id));
  }

  /**
   * Computes the vectors this model lacks (after a pack import, or when a model is installed or
   * changed), as one task with progress. A second call while it runs joins the first.
   */
  ensureVectors(embedder: Embedder, signal?: AbortSignal): Promise<number> {
    const running = this.backfills.get(embedder.modelId);
    if (running) return running;
    const job = (async () => {
      const missing = await this.missingVectors(embedder.modelId, embedder.dims);
      if (!missing.length) return 0;
      const id = await createTask(this.db, { id: `task:embed:${embedder.modelId}`, kind: 'embed', label: embedder.modelId, phase: 'vectors', total: missing.length });
      const task = taskWriter(this.db, id);
      try {
        const n = await this.embedNodes(embedder, missing, { ...(signal ? { signal } : {}), onProgress: (done, total) => task.progress('vectors', done, total) });
        await task.done(`${n.toLocaleString('en-US')} statements indexed for ${embedder.modelId}.`);
        return n;
      } catch (e) {
        await task.failed(`Computing vectors for ${embedder.modelId} stopped: ${(e as Error).message}`);
        throw e;
      }
    })().finally(() => this.backfills.delete(embedder.modelId));
    this.backfills.set(embedder.modelId, job);
    return job;
  }

  /** Whether vectors are being computed for this model right now. */
  isIndexing(modelId: string): boolean {
    return this.backfills.has(modelId);
  }
}

const PAGE_ROWS = 4096;

/**
 * The vectors of one model whose node ids start with `prefix` (`claim:` = MACRO, `fact:` =
 * MICRO), read in pages by primary key: one request per page, where a cursor would make one
 * per row (and some IndexedDB implementations slow down with every step).
 */
async function forEachVector(db: ClaimLensDB, modelId: string, prefix: string, fn: (row: VectorRow) => void): Promise<void> {
  let lower: [string, string] = [modelId, prefix];
  let includeLower = true;
  for (;;) {
    const page = await db.vectors.where('[modelId+nodeId]').between(lower, [modelId, `${prefix}\uffff`], includeLower, true).limit(PAGE_ROWS).toArray();
    page.forEach(fn);
    if (page.length < PAGE_ROWS) return;
    lower = [modelId, page[page.length - 1]!.nodeId];
    includeLower = false;
  }
}

const graphs = new WeakMap<ClaimLensDB, KnowledgeGraph>();

export function knowledgeOf(db: ClaimLensDB): KnowledgeGraph {
  let kg = graphs.get(db);
  if (!kg) {
    kg = new KnowledgeGraph(db);
    graphs.set(db, kg);
  }
  return kg;
}
