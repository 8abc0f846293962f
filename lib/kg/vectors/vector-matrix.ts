import { RowIds } from './row-ids';
import { createKernel, growMemory, type Kernel } from './simd-kernel';

/**
 * One vector index (one model, one of MACRO/MICRO) as a single contiguous Float32 matrix, rows
 * zero-padded to a multiple of 16 floats. Exact top-k by dot product (vectors are unit length,
 * so this is cosine similarity). Rows are added and removed in place (a removed row is filled
 * by the last one), so the matrix is loaded once and then follows the database.
 *
 * The scan runs in WebAssembly SIMD where available, else in an unrolled JavaScript loop.
 */

export interface Hit {
  id: string;
  score: number;
}

export class VectorMatrix {
  readonly stride: number;
  readonly backend: 'wasm-simd' | 'js';
  readonly precision = 'fp32' as const;
  private readonly kernel: Kernel | null;
  private buffer: ArrayBuffer;
  private capacity = 0;
  private readonly rowIds = new RowIds();

  constructor(
    readonly dims: number,
    initialCapacity = 1024,
    /** 'js' forces the JavaScript scan (where WebAssembly SIMD is missing; also for comparison). */
    prefer: 'wasm-simd' | 'js' = 'wasm-simd',
  ) {
    if (!Number.isInteger(dims) || dims < 1)
      throw new Error(`Vector dimension must be a positive integer, got ${dims}.`);
    this.stride = Math.ceil(dims / 16) * 16;
    this.kernel = prefer === 'wasm-simd' ? createKernel() : null;
    this.backend = this.kernel ? 'wasm-simd' : 'js';
    this.buffer = this.kernel ? this.kernel.memory.buffer : new ArrayBuffer(0);
    this.reserve(initialCapacity);
  }

  get size(): number {
    return this.rowIds.size;
  }

  private get rows(): number {
    return this.rowIds.size;
  }

  has(id: string): boolean {
    return this.rowIds.has(id);
  }

  ids(): readonly string[] {
    return this.rowIds.ids();
  }

  /** The matrix itself: `size` rows of `stride` floats. */
  matrix(): Float32Array {
    return new Float32Array(this.buffer, this.matrixOffset, this.rows * this.stride);
  }

  private get rowBytes(): number {
    return this.stride * 4;
  }
  private get matrixOffset(): number {
    return this.rowBytes;
  }
  private get scoresOffset(): number {
    return this.matrixOffset + this.capacity * this.rowBytes;
  }

  /** Makes room for `rows` rows without moving any. */
  reserve(rows: number): void {
    if (rows <= this.capacity) return;
    const capacity = Math.max(rows, Math.ceil(this.capacity * 1.5));
    const bytes = this.rowBytes + capacity * this.rowBytes + capacity * 4;
    if (this.kernel) {
      growMemory(this.kernel.memory, bytes, capacity, this.dims);
      this.buffer = this.kernel.memory.buffer;
    } else {
      const next = new ArrayBuffer(bytes);
      const keep = Math.min(this.buffer.byteLength, this.rowBytes + this.rows * this.rowBytes) / 4;
      new Float32Array(next, 0, keep).set(new Float32Array(this.buffer, 0, keep));
      this.buffer = next;
    }
    this.capacity = capacity;
  }

  /** Adds a vector, or replaces the one stored under this id. */
  upsert(id: string, vector: ArrayLike<number>): void {
    if (vector.length !== this.dims)
      throw new Error(`Vector for ${id} has ${vector.length} dimensions; this index holds ${this.dims}.`);
    let row = this.rowIds.row(id);
    if (row === undefined) {
      this.reserve(this.rows + 1);
      row = this.rowIds.add(id);
    }
    const target = new Float32Array(this.buffer, this.matrixOffset + row * this.rowBytes, this.stride);
    target.set(vector);
    target.fill(0, this.dims);
  }

  /** Adds new rows given packed (`dims` floats each, no padding), as saved by `packedRows`. */
  appendPacked(ids: readonly string[], data: Float32Array): void {
    if (data.length !== ids.length * this.dims)
      throw new Error(`A block of ${ids.length} vectors needs ${ids.length * this.dims} floats, not ${data.length}.`);
    if (ids.some((id) => this.rowIds.has(id))) throw new Error('A block repeats a vector already in the index.');
    this.reserve(this.rows + ids.length);
    const target = new Float32Array(
      this.buffer,
      this.matrixOffset + this.rows * this.rowBytes,
      ids.length * this.stride,
    );
    if (this.stride === this.dims) target.set(data);
    else {
      target.fill(0);
      for (let k = 0; k < ids.length; k++)
        target.set(data.subarray(k * this.dims, (k + 1) * this.dims), k * this.stride);
    }
    for (const id of ids) this.rowIds.add(id);
  }

  /** A copy of one row's vector; null when the id is not in the matrix. */
  vectorOf(id: string): Float32Array | null {
    const row = this.rowIds.row(id);
    if (row === undefined) return null;
    return new Float32Array(this.buffer, this.matrixOffset + row * this.rowBytes, this.dims).slice();
  }

  /** Rows start…start+count packed without padding. */
  packedRows(start: number, count: number): Float32Array {
    const out = new Float32Array(count * this.dims);
    const m = new Float32Array(this.buffer, this.matrixOffset, this.rows * this.stride);
    for (let k = 0; k < count; k++)
      out.set(m.subarray((start + k) * this.stride, (start + k) * this.stride + this.dims), k * this.dims);
    return out;
  }

  remove(id: string): boolean {
    const gone = this.rowIds.remove(id);
    if (!gone) return false;
    if (gone.row !== gone.last) {
      const m = new Float32Array(this.buffer, this.matrixOffset, (gone.last + 1) * this.stride);
      m.copyWithin(gone.row * this.stride, gone.last * this.stride, (gone.last + 1) * this.stride);
    }
    return true;
  }

  clear(): void {
    this.rowIds.clear();
  }

  /** Similarity of the query with every row, in row order (a view valid until the next change). */
  scoreAll(query: ArrayLike<number>): Float32Array {
    if (query.length !== this.dims)
      throw new Error(`Query has ${query.length} dimensions; this index holds ${this.dims}.`);
    const q = new Float32Array(this.buffer, 0, this.stride);
    q.set(query);
    q.fill(0, this.dims);
    const out = new Float32Array(this.buffer, this.scoresOffset, this.rows);
    if (this.kernel) this.kernel.scores(0, this.matrixOffset, this.rows, this.rowBytes, this.scoresOffset);
    else
      scoreJs(
        q,
        new Float32Array(this.buffer, this.matrixOffset, this.rows * this.stride),
        this.rows,
        this.stride,
        out,
      );
    return out;
  }

  /** The k most similar rows, best first. */
  search(query: ArrayLike<number>, k: number): Hit[] {
    if (query.length !== this.dims)
      throw new Error(`Query has ${query.length} dimensions; this index holds ${this.dims}.`);
    if (!this.rows || k < 1) return [];
    return topK(this.scoreAll(query), k).map((row) => ({ id: this.rowIds.idAt(row), score: this.scoresAt(row) }));
  }

  private scoresAt(row: number): number {
    return new Float32Array(this.buffer, this.scoresOffset + row * 4, 1)[0]!;
  }
}

function scoreJs(q: Float32Array, m: Float32Array, rows: number, stride: number, out: Float32Array): void {
  for (let r = 0, o = 0; r < rows; r++, o += stride) {
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    let s3 = 0;
    for (let j = 0; j < stride; j += 4) {
      s0 += m[o + j]! * q[j]!;
      s1 += m[o + j + 1]! * q[j + 1]!;
      s2 += m[o + j + 2]! * q[j + 2]!;
      s3 += m[o + j + 3]! * q[j + 3]!;
    }
    out[r] = s0 + s1 + s2 + s3;
  }
}

/** Rows of the k highest scores, best first (ties: lower row first). One pass, a k-slot buffer. */
export function topK(scores: Float32Array, k: number): number[] {
  const n = Math.min(k, scores.length);
  const rows: number[] = [];
  const vals: number[] = [];
  let floor = -Infinity;
  for (let r = 0; r < scores.length; r++) {
    const s = scores[r]!;
    if (rows.length === n && s <= floor) continue;
    let i = rows.length === n ? n - 1 : rows.length;
    while (i > 0 && vals[i - 1]! < s) {
      vals[i] = vals[i - 1]!;
      rows[i] = rows[i - 1]!;
      i--;
    }
    vals[i] = s;
    rows[i] = r;
    if (rows.length === n) floor = vals[n - 1]!;
  }
  return rows;
}
