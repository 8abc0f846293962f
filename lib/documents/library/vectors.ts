import type { ClaimLensDB } from '../../db/database';
import type { DocumentVectorRow } from '../../db/records';
import { createInt8Kernel } from '../../kg/vectors/int8-kernel';
import { type ExactVectors, Int8Matrix } from '../../kg/vectors/int8-matrix';
import { INT8_MIN_ROWS } from '../../kg/vectors/model-index';
import { type Hit, VectorMatrix } from '../../kg/vectors/vector-matrix';

/**
 * The chunk vectors of one embedding model, in the matrices memory uses (lib/kg): the exact
 * fp32 matrix below INT8_MIN_ROWS, the int8 one with an exact re-rank from the stored rows from
 * there on (100k × 384 fp32 = 150 MB, int8 about a quarter). Loaded from `documentVectors` on
 * first use and kept in step with every document added or removed through the library.
 */
export class ChunkVectors {
  private constructor(
    readonly modelId: string,
    readonly dims: number,
    private matrix: VectorMatrix | Int8Matrix,
    private readonly exact: ExactVectors,
    private readonly int8MinRows: number,
  ) {}

  /**
   * An empty index sized for `rows` vectors, whose int8 re-rank reads the fp32 vectors from
   * `exact` (the engine: `documentVectors`; the bench: vectors held in memory).
   */
  static create(options: {
    modelId: string;
    dims: number;
    exact: ExactVectors;
    rows: number;
    int8MinRows?: number;
  }): ChunkVectors {
    const { modelId, dims, exact, rows, int8MinRows = INT8_MIN_ROWS } = options;
    return new ChunkVectors(modelId, dims, emptyMatrix(dims, exact, rows, int8MinRows), exact, int8MinRows);
  }

  static async load(
    db: ClaimLensDB,
    modelId: string,
    dims: number,
    int8MinRows = INT8_MIN_ROWS,
  ): Promise<ChunkVectors> {
    const rows = await db.documentVectors.where('modelId').equals(modelId).count();
    const index = ChunkVectors.create({ modelId, dims, exact: storedVectors(db, modelId), rows, int8MinRows });
    await db.documentVectors
      .where('modelId')
      .equals(modelId)
      .each((r) => {
        // A vector of another size is an earlier model's under the same id: it is embedded again.
        if (r.vector.length === dims) index.matrix.upsert(r.chunkId, r.vector);
      });
    return index;
  }

  get size(): number {
    return this.matrix.size;
  }

  get precision(): 'fp32' | 'int8' {
    return this.matrix.precision;
  }

  add(rows: readonly Pick<DocumentVectorRow, 'modelId' | 'chunkId' | 'vector'>[]): void {
    for (const r of rows)
      if (r.modelId === this.modelId && r.vector.length === this.dims) this.matrix.upsert(r.chunkId, r.vector);
    const m = this.matrix;
    if (m instanceof VectorMatrix && m.size >= this.int8MinRows && createInt8Kernel()) {
      const int8 = emptyMatrix(this.dims, this.exact, m.size, this.int8MinRows);
      const ids = m.ids();
      for (let start = 0; start < ids.length; start += 4096) {
        const count = Math.min(4096, ids.length - start);
        int8.appendPacked(ids.slice(start, start + count), m.packedRows(start, count));
      }
      this.matrix = int8;
    }
  }

  remove(chunkIds: readonly string[]): void {
    for (const id of chunkIds) this.matrix.remove(id);
  }

  has(chunkId: string): boolean {
    return this.matrix.has(chunkId);
  }

  async search(query: Float32Array, k: number): Promise<Hit[]> {
    return this.matrix.search(query, k);
  }
}

/** The re-rank's exact vectors: one bulkGet of the candidates' stored rows. */
const storedVectors =
  (db: ClaimLensDB, modelId: string): ExactVectors =>
  async (ids) =>
    (await db.documentVectors.bulkGet(ids.map((id) => [modelId, id] as [string, string]))).map(
      (r) => r?.vector ?? null,
    );

function emptyMatrix(dims: number, exact: ExactVectors, rows: number, int8MinRows: number): VectorMatrix | Int8Matrix {
  if (rows >= int8MinRows && createInt8Kernel()) return new Int8Matrix(dims, exact, Math.max(rows, 1));
  const m = new VectorMatrix(dims);
  m.reserve(rows);
  return m;
}
