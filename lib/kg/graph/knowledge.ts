import type { ClaimLensDB } from '../../db/database';
import type { VectorRow } from '../../db/records';
import { packsEngine } from '../../i18n/catalogue/packs-engine';
import { formatNumber } from '../../i18n/format';
import { t } from '../../i18n/t';
import { logged } from '../../log/log';
import type { Embedder } from '../../ml/types';
import { messageOf } from '../../util/errors';
import { embedNodes, type EmbedProgress } from '../vectors/embed-nodes';
import { forEachVector, INT8_MIN_ROWS, loadModelIndex, type ModelIndex, toInt8 } from '../vectors/model-index';
import type { Hit } from '../vectors/vector-matrix';
import { writeSnapshot } from '../vectors/vector-snapshot';
import { type ApplyOptions, applyWrites, type WriteResult } from './apply';
import { deleteNodes, type DeleteResult, dropOrigin } from './delete';
import { EntityLexicon } from './entities';
import { type GraphWriter, KG_TABLES } from './store';
import { createTask, taskWriter } from './tasks';

/**
 * The knowledge graph as the engine holds it: the database plus, for the current embedding
 * model, the MACRO and MICRO vector matrices (loaded once, then kept in step with every write
 * and delete made through here) and the entity lexicon. One per database: `knowledgeOf(db)`.
 * Every write to the graph in the engine goes through `write`/`remove` so the index follows.
 */

export type { EmbedProgress } from '../vectors/embed-nodes';
export type { ModelIndex } from '../vectors/model-index';
export { indexOfNode } from '../vectors/model-index';

/** Indexes this large are saved as a snapshot (a few seconds after they change) for a fast load. */
const SNAPSHOT_MIN_ROWS = 2000;
const SNAPSHOT_DELAY_MS = 3000;

export class KnowledgeGraph {
  private index: ModelIndex | null = null;
  private loading: Promise<ModelIndex> | null = null;
  private lexiconCache: Promise<EntityLexicon> | null = null;
  private backfills = new Map<string, Promise<number>>();
  /** Index changes wait for a load in progress, so a load never misses a write. */
  private chain: Promise<unknown> = Promise.resolve();
  private snapshotTimer: ReturnType<typeof setTimeout> | undefined;
  private statements: Promise<number> | null = null;
  /** From this many vectors on, an index is held as int8 (lib/kg/vectors/model-index.ts); tests lower it. */
  int8MinRows = INT8_MIN_ROWS;

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
    const { index, fromRows } = await loadModelIndex(this.db, modelId, dims, this.int8MinRows);
    this.index = index;
    if (fromRows) this.scheduleSnapshot();
    return this.index;
  }

  /** Adds stored vectors to the loaded index if it is this model's; an fp32 index grown past the int8 bound is converted. */
  addVectors(modelId: string, dims: number, rows: readonly VectorRow[]): Promise<void> {
    return this.serial(async () => {
      const index = this.index;
      if (index?.modelId !== modelId || index.dims !== dims) return;
      for (const r of rows) if (r.vector.length === dims) index[r.index].upsert(r.nodeId, r.vector);
      for (const name of ['macro', 'micro'] as const) {
        const m = index[name];
        if (m.precision === 'fp32' && m.size >= this.int8MinRows && m.backend === 'wasm-simd')
          index[name] = toInt8(this.db, modelId, m);
      }
    });
  }

  /** Saves the loaded index as a snapshot once changes have settled (large indexes only). */
  scheduleSnapshot(): void {
    if (!this.index || this.index.macro.size + this.index.micro.size < SNAPSHOT_MIN_ROWS) return;
    clearTimeout(this.snapshotTimer);
    this.snapshotTimer = setTimeout(
      () =>
        void this.saveSnapshot().catch(
          logged(
            'knowledge',
            'The vector index snapshot could not be saved; the index is rebuilt from the database at the next start',
          ),
        ),
      SNAPSHOT_DELAY_MS,
    );
  }

  /** Writes the snapshot of the loaded index now (in step with index changes). */
  saveSnapshot(): Promise<boolean> {
    clearTimeout(this.snapshotTimer);
    return this.serial(async () => {
      const index = this.index;
      if (!index) return false;
      const saved = await Promise.all([
        writeSnapshot(this.db, index.modelId, 'macro', index.macro),
        writeSnapshot(this.db, index.modelId, 'micro', index.micro),
      ]);
      return saved.every(Boolean);
    });
  }

  /** The loaded index, if any (for status and tests). */
  get loadedIndex(): ModelIndex | null {
    return this.index;
  }

  async search(embedder: Embedder, query: Float32Array, k = 5): Promise<{ macro: Hit[]; micro: Hit[] }> {
    const index = await this.indexFor(embedder.modelId, embedder.dims);
    const [macro, micro] = await Promise.all([index.macro.search(query, k), index.micro.search(query, k)]);
    return { macro, micro };
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
  async write(
    w: GraphWriter,
    options: ApplyOptions & { embedder?: Embedder | null } & EmbedProgress = {},
  ): Promise<WriteResult> {
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
  embedNodes(embedder: Embedder, ids: readonly string[], progress: EmbedProgress = {}): Promise<number> {
    return embedNodes(this, embedder, ids, progress);
  }

  /** Claims and facts that have no vector of this model yet. */
  async missingVectors(modelId: string, dims?: number): Promise<string[]> {
    const have = new Set<string>();
    for (const prefix of ['claim:', 'fact:']) {
      await forEachVector(this.db, modelId, prefix, (row) => {
        if (dims === undefined || row.vector.length === dims) have.add(row.nodeId);
      });
    }
    const nodes = [
      ...(await this.db.claims.toCollection().primaryKeys()),
      ...(await this.db.facts.toCollection().primaryKeys()),
    ];
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
      const id = await createTask(this.db, {
        id: `task:embed:${embedder.modelId}`,
        kind: 'embed',
        label: embedder.modelId,
        phase: 'vectors',
        total: missing.length,
      });
      const task = taskWriter(this.db, id);
      try {
        const n = await this.embedNodes(embedder, missing, {
          ...(signal ? { signal } : {}),
          onProgress: (done, total) => task.progress('vectors', done, total),
        });
        await task.done(t(packsEngine.indexed, formatNumber(n), embedder.modelId));
        return n;
      } catch (e) {
        await task.failed(t(packsEngine.vectorsStopped, embedder.modelId, messageOf(e)));
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

const graphs = new WeakMap<ClaimLensDB, KnowledgeGraph>();

export function knowledgeOf(db: ClaimLensDB): KnowledgeGraph {
  let kg = graphs.get(db);
  if (!kg) {
    kg = new KnowledgeGraph(db);
    graphs.set(db, kg);
  }
  return kg;
}
