import type { ClaimLensDB } from '../../db/database';
import type { VectorBlockRow, VectorIndexName } from '../../db/records';
import { Int8Matrix } from './int8-matrix';
import type { VectorIndex } from './vector-index';

/**
 * Saving and loading a vector index in blocks of rows. Reading 100k vectors one row at a time
 * takes seconds in Chromium's IndexedDB; a few large rows take a fraction of that. The
 * snapshot is only trusted when its header is there (every change to the model's vectors
 * deletes it) and counts as many vectors as the `vectors` table holds. The int8 index saves
 * its int8 rows and scales (a quarter of the bytes); an fp32 snapshot loads into either index,
 * an int8 one only into the int8 index (the fp32 index is then rebuilt from the rows).
 */

const BLOCK_ROWS = 4096;
const HEADER = -1;

const range = (modelId: string, index: VectorIndexName): [[string, string, number], [string, string, number]] => [
  [modelId, index, HEADER],
  [modelId, index, Number.MAX_SAFE_INTEGER],
];

/** The number of vectors in this model's saved snapshot of one index; null when there is none of these dimensions. */
export async function snapshotCount(
  db: ClaimLensDB,
  modelId: string,
  index: VectorIndexName,
  dims: number,
): Promise<number | null> {
  const header = await db.vectorBlocks.get([modelId, index, HEADER]);
  return header && header.dims === dims ? header.count : null;
}

/** Blocks read per request: the rows go into the matrix before the next are read, so at most this many are held. */
const READ_BLOCKS = 2;

/**
 * Fills the (empty) matrix from the snapshot; false when there is no trustworthy one (the
 * matrix is then partly filled: the caller builds another from the rows).
 */
export async function readSnapshot(
  db: ClaimLensDB,
  modelId: string,
  index: VectorIndexName,
  matrix: VectorIndex,
): Promise<boolean> {
  const header = await db.vectorBlocks.get([modelId, index, HEADER]);
  if (!header || header.dims !== matrix.dims) return false;
  const stored = await db.vectors.where('[modelId+index]').equals([modelId, index]).count();
  if (stored !== header.count) return false;
  matrix.reserve(header.count);
  let read = 0;
  for (let block = 0; ; block += READ_BLOCKS) {
    const blocks = await db.vectorBlocks
      .where('[modelId+index+block]')
      .between([modelId, index, block], [modelId, index, block + READ_BLOCKS], true, false)
      .toArray();
    if (blocks.some((b) => b.savedAt !== header.savedAt || (b.q && !(matrix instanceof Int8Matrix)))) return false;
    for (const b of blocks) {
      if (b.q && b.scales && matrix instanceof Int8Matrix) matrix.appendQuantised(b.ids, b.q, b.scales, b.residuals);
      else matrix.appendPacked(b.ids, b.data);
      read += b.count;
    }
    if (blocks.length < READ_BLOCKS) break;
  }
  // A change to the vectors while the blocks were read deletes the header (or saves another).
  const still = await db.vectorBlocks.get([modelId, index, HEADER]);
  return read === header.count && still?.savedAt === header.savedAt;
}

/** Saves the matrix as this model's snapshot, unless the database holds a different set of vectors. */
export async function writeSnapshot(
  db: ClaimLensDB,
  modelId: string,
  index: VectorIndexName,
  matrix: VectorIndex,
): Promise<boolean> {
  const ids = matrix.ids();
  const rows: VectorBlockRow[] = [];
  const now = Date.now();
  for (let start = 0, block = 0; start < ids.length; start += BLOCK_ROWS, block++) {
    const count = Math.min(BLOCK_ROWS, ids.length - start);
    const base = {
      modelId,
      index,
      block,
      dims: matrix.dims,
      count,
      ids: ids.slice(start, start + count),
      savedAt: now,
    };
    rows.push(
      matrix instanceof Int8Matrix
        ? { ...base, data: new Float32Array(0), ...matrix.quantisedRows(start, count) }
        : { ...base, data: matrix.packedRows(start, count) },
    );
  }
  return db.transaction('rw', ['vectors', 'vectorBlocks'], async () => {
    const stored = await db.vectors.where('[modelId+index]').equals([modelId, index]).count();
    if (stored !== ids.length) return false;
    const [from, to] = range(modelId, index);
    await db.vectorBlocks.where('[modelId+index+block]').between(from, to, true, true).delete();
    if (rows.length) await db.vectorBlocks.bulkPut(rows);
    await db.vectorBlocks.put({
      modelId,
      index,
      block: HEADER,
      dims: matrix.dims,
      count: ids.length,
      ids: [],
      data: new Float32Array(0),
      savedAt: now,
    });
    return true;
  });
}
