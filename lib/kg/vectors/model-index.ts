import { kindOf } from '../../core/node-ids';
import type { ClaimLensDB } from '../../db/database';
import type { VectorIndexName, VectorRow } from '../../db/records';
import { logged } from '../../log/log';
import { createInt8Kernel } from './int8-kernel';
import { type ExactVectors, Int8Matrix } from './int8-matrix';
import type { VectorIndex } from './vector-index';
import { VectorMatrix } from './vector-matrix';
import { readSnapshot, snapshotCount } from './vector-snapshot';

/**
 * The vector indexes of one embedding model (MACRO for claims, MICRO for facts) and how they are
 * loaded. Below `INT8_MIN_ROWS` vectors an index is the exact fp32 matrix; from there on it is
 * the int8 matrix with an exact fp32 re-rank read from the `vectors` table: 10k × 384 fp32
 * vectors take 15 MB of the engine's memory, int8 a quarter, and the error bound leaves the
 * re-rank a few rows to read (int8-bound.ts; docs/models.md, Memory). An fp32 index that grows
 * past the bound while loaded (a pack import) is converted.
 */

export interface ModelIndex {
  modelId: string;
  dims: number;
  macro: VectorIndex;
  micro: VectorIndex;
}

export const INT8_MIN_ROWS = 10_000;

export const indexOfNode = (id: string): VectorIndexName => (kindOf(id) === 'claim' ? 'macro' : 'micro');

/** The fp32 vectors of this model from the database: the int8 index's re-rank source. */
function storedVectors(db: ClaimLensDB, modelId: string): ExactVectors {
  return async (ids) =>
    (await db.vectors.bulkGet(ids.map((id) => [modelId, id] as [string, string]))).map((r) => r?.vector ?? null);
}

/** An empty index for `rows` vectors: int8 from `int8MinRows` on (where WebAssembly SIMD runs), else fp32. */
function indexForRows(db: ClaimLensDB, modelId: string, dims: number, rows: number, int8MinRows: number): VectorIndex {
  if (rows >= int8MinRows && createInt8Kernel())
    return new Int8Matrix(dims, storedVectors(db, modelId), Math.max(rows, 1));
  const m = new VectorMatrix(dims);
  m.reserve(rows);
  return m;
}

/** The int8 copy of an fp32 index (block by block, so the two never both hold everything unpacked). */
export function toInt8(db: ClaimLensDB, modelId: string, m: VectorMatrix): Int8Matrix {
  const out = new Int8Matrix(m.dims, storedVectors(db, modelId), m.size);
  const ids = m.ids();
  for (let start = 0; start < ids.length; start += 4096) {
    const count = Math.min(4096, ids.length - start);
    out.appendPacked(ids.slice(start, start + count), m.packedRows(start, count));
  }
  return out;
}

/** Loads one model's indexes: from their snapshots where trustworthy, else from the rows. */
export async function loadModelIndex(
  db: ClaimLensDB,
  modelId: string,
  dims: number,
  int8MinRows: number,
): Promise<{ index: ModelIndex; fromRows: boolean }> {
  let fromRows = false;
  const load = async (name: VectorIndexName): Promise<VectorIndex> => {
    const saved = await snapshotCount(db, modelId, name, dims);
    if (saved !== null) {
      const matrix = indexForRows(db, modelId, dims, saved, int8MinRows);
      // A block that does not fit the index (damaged, or from another version) is a snapshot not to trust.
      const read = await readSnapshot(db, modelId, name, matrix).catch(
        logged('knowledge', `The saved ${name} vector index could not be read: it is built again from the vectors`),
      );
      if (read) return matrix;
    }
    fromRows = true;
    const rows = await db.vectors.where('[modelId+index]').equals([modelId, name]).count();
    const matrix = indexForRows(db, modelId, dims, rows, int8MinRows);
    await forEachVector(db, modelId, name === 'macro' ? 'claim:' : 'fact:', (row) => {
      // Vectors of another dimension belong to an earlier model under the same id: re-embedded later.
      if (row.vector.length === dims) matrix.upsert(row.nodeId, row.vector);
    });
    return matrix;
  };
  const macro = await load('macro');
  const micro = await load('micro');
  return { index: { modelId, dims, macro, micro }, fromRows };
}

const PAGE_ROWS = 4096;

/**
 * The vectors of one model whose node ids start with `prefix` (`claim:` = MACRO, `fact:` =
 * MICRO), read in pages by primary key: one request per page, where a cursor would make one
 * per row (and some IndexedDB implementations slow down with every step).
 */
export async function forEachVector(
  db: ClaimLensDB,
  modelId: string,
  prefix: string,
  fn: (row: VectorRow) => void,
): Promise<void> {
  let lower: [string, string] = [modelId, prefix];
  let includeLower = true;
  for (;;) {
    const page = await db.vectors
      .where('[modelId+nodeId]')
      .between(lower, [modelId, `${prefix}\uffff`], includeLower, true)
      .limit(PAGE_ROWS)
      .toArray();
    page.forEach(fn);
    if (page.length < PAGE_ROWS) return;
    lower = [modelId, page[page.length - 1]!.nodeId];
    includeLower = false;
  }
}
