import {
  type Candidate,
  mustRead,
  quantisationError,
  quantise,
  type QueryError,
  queryLevels,
  scoreBound,
  worstResidual,
} from './int8-bound';
import { createInt8Kernel, type Int8Kernel } from './int8-kernel';
import { RowIds } from './row-ids';
import { growMemory } from './simd-kernel';
import { type Hit, topK } from './vector-matrix';

/**
 * A large vector index stored as int8 with one scale per vector (symmetric quantisation, the
 * scale being the vector's largest magnitude over 127): a quarter of the fp32 matrix's memory
 * (1M × 384 dimensions: 384 MB instead of 1.5 GB) and a quarter of the bytes to scan. The scan
 * ranks every row by its int8 dot product; the best `candidatesFor(k)` are then re-ranked by
 * their exact fp32 dot product, read from where the vectors are stored (`ExactVectors`: the
 * `vectors` table in the engine), so the scores returned are exact. Each row keeps the length
 * of its quantisation error, which bounds how far its int8 score can be from the exact one
 * (int8-bound.ts): only the candidates that can still make the top k are read, and when the
 * bound rules out every other row the top k is proven exact; else it is exact whenever it is
 * among the candidates (recall@10 against exact search: the bench).
 */

/** The stored fp32 vectors of these ids, in order (null for one that is gone). */
export type ExactVectors = (ids: readonly string[]) => Promise<(ArrayLike<number> | null)[]>;

/** The most rows re-ranked for a top-k: a wide margin, since quantisation moves scores by ~1e-3. */
export const candidatesFor = (k: number): number => Math.max(64, 8 * k);
/** How many times that many rows the bound looks at: a cluster of near-duplicates is often larger than k. */
const WIDEN = 4;

export class Int8Matrix {
  readonly stride: number;
  readonly backend = 'wasm-simd-int8' as const;
  readonly precision = 'int8' as const;
  private readonly kernel: Int8Kernel;
  private capacity = 0;
  private readonly rowIds = new RowIds();
  /** Per row: the length of its quantisation error and of its quantised vector (the bound's parts). */
  private residuals: Float32Array = new Float32Array(0);
  private norms: Float32Array = new Float32Array(0);
  /** The largest of each since the index was filled (kept on removal: a bound may only be loose). */
  private maxResidual = 0;
  private maxNorm = 0;
  /** Rows read by the last search's re-rank, and whether its top k was proven exact (for the bench). */
  lastRerank = { read: 0, proven: false };

  constructor(
    readonly dims: number,
    private readonly exact: ExactVectors,
    initialCapacity = 1024,
  ) {
    if (!Number.isInteger(dims) || dims < 1)
      throw new Error(`Vector dimension must be a positive integer, got ${dims}.`);
    const kernel = createInt8Kernel();
    if (!kernel)
      throw new Error('The int8 vector index needs WebAssembly SIMD; this browser has none (use the fp32 index).');
    this.kernel = kernel;
    this.stride = Math.ceil(dims / 32) * 32;
    this.reserve(initialCapacity);
  }

  get size(): number {
    return this.rowIds.size;
  }
  has(id: string): boolean {
    return this.rowIds.has(id);
  }
  ids(): readonly string[] {
    return this.rowIds.ids();
  }
  /** Bytes of memory the index holds (rows, scales, scores). */
  get bytes(): number {
    return this.kernel.memory.buffer.byteLength;
  }

  // Memory layout: query (stride i16) | rows (capacity × stride bytes) | scales (capacity f32) | scores (capacity f32).
  private get matrixOffset(): number {
    return 2 * this.stride;
  }
  private get scalesOffset(): number {
    return this.matrixOffset + this.capacity * this.stride;
  }
  private get scoresOffset(): number {
    return this.scalesOffset + this.capacity * 4;
  }
  private scales(): Float32Array {
    return new Float32Array(this.kernel.memory.buffer, this.scalesOffset, this.capacity);
  }
  private rowBytes(row: number, count = 1): Int8Array {
    return new Int8Array(this.kernel.memory.buffer, this.matrixOffset + row * this.stride, count * this.stride);
  }

  /** Makes room for `rows` rows (the scales move up behind the larger matrix). */
  reserve(rows: number): void {
    if (rows <= this.capacity) return;
    const capacity = Math.max(rows, Math.ceil(this.capacity * 1.5));
    const bytes = 2 * this.stride + capacity * (this.stride + 8);
    growMemory(this.kernel.memory, bytes, capacity, this.dims);
    const kept = this.scales().slice(0, this.size);
    this.capacity = capacity;
    this.scales().set(kept);
    this.residuals = grown(this.residuals, capacity, this.size);
    this.norms = grown(this.norms, capacity, this.size);
  }

  private setError(row: number, residual: number, norm: number): void {
    this.residuals[row] = residual;
    this.norms[row] = norm;
    this.maxResidual = Math.max(this.maxResidual, residual);
    this.maxNorm = Math.max(this.maxNorm, norm);
  }

  /** Adds a vector, or replaces the one stored under this id. */
  upsert(id: string, vector: ArrayLike<number>): void {
    if (vector.length !== this.dims)
      throw new Error(`Vector for ${id} has ${vector.length} dimensions; this index holds ${this.dims}.`);
    let row = this.rowIds.row(id);
    if (row === undefined) {
      this.reserve(this.size + 1);
      row = this.rowIds.add(id);
    }
    const target = this.rowBytes(row);
    target.fill(0);
    const scale = quantise(vector, target);
    this.scales()[row] = scale;
    const error = quantisationError(vector, target, scale);
    this.setError(row, error.residual, error.norm);
  }

  /** Adds new rows given packed fp32 vectors (`dims` floats each), as a snapshot of the fp32 index holds them. */
  appendPacked(ids: readonly string[], data: Float32Array): void {
    if (data.length !== ids.length * this.dims)
      throw new Error(`A block of ${ids.length} vectors needs ${ids.length * this.dims} floats, not ${data.length}.`);
    this.reserve(this.size + ids.length);
    ids.forEach((id, k) => this.upsert(id, data.subarray(k * this.dims, (k + 1) * this.dims)));
  }

  /**
   * Adds new rows given packed int8 rows (`dims` bytes each), their scales and the lengths of
   * their quantisation errors, as `quantisedRows` saves them. A snapshot saved before the errors
   * were kept has none: each row then gets the largest error its rounding allows.
   */
  appendQuantised(ids: readonly string[], q: Int8Array, scales: Float32Array, residuals?: Float32Array): void {
    if (q.length !== ids.length * this.dims || scales.length !== ids.length)
      throw new Error(
        `A block of ${ids.length} int8 vectors needs ${ids.length * this.dims} bytes and ${ids.length} scales.`,
      );
    if (residuals && residuals.length !== ids.length)
      throw new Error(
        `A block of ${ids.length} int8 vectors needs ${ids.length} error lengths, not ${residuals.length}.`,
      );
    if (ids.some((id) => this.rowIds.has(id))) throw new Error('A block repeats a vector already in the index.');
    this.reserve(this.size + ids.length);
    const start = this.size;
    const target = this.rowBytes(start, ids.length);
    if (this.stride === this.dims) target.set(q);
    else {
      target.fill(0);
      for (let k = 0; k < ids.length; k++) target.set(q.subarray(k * this.dims, (k + 1) * this.dims), k * this.stride);
    }
    this.scales().set(scales, start);
    for (let k = 0; k < ids.length; k++) {
      const row = q.subarray(k * this.dims, (k + 1) * this.dims);
      const { norm } = quantisationError(row, row, scales[k]!);
      this.setError(start + k, residuals?.[k] ?? worstResidual(scales[k]!, this.dims), norm);
    }
    for (const id of ids) this.rowIds.add(id);
  }

  /** Rows start…start+count packed without padding, with their scales and error lengths (for a snapshot). */
  quantisedRows(start: number, count: number): { q: Int8Array; scales: Float32Array; residuals: Float32Array } {
    const q = new Int8Array(count * this.dims);
    const rows = this.rowBytes(start, count);
    for (let k = 0; k < count; k++) q.set(rows.subarray(k * this.stride, k * this.stride + this.dims), k * this.dims);
    return {
      q,
      scales: this.scales().slice(start, start + count),
      residuals: this.residuals.slice(start, start + count),
    };
  }

  remove(id: string): boolean {
    const gone = this.rowIds.remove(id);
    if (!gone) return false;
    if (gone.row !== gone.last) {
      this.rowBytes(0, gone.last + 1).copyWithin(
        gone.row * this.stride,
        gone.last * this.stride,
        (gone.last + 1) * this.stride,
      );
      const scales = this.scales();
      scales[gone.row] = scales[gone.last]!;
      this.residuals[gone.row] = this.residuals[gone.last]!;
      this.norms[gone.row] = this.norms[gone.last]!;
    }
    return true;
  }

  clear(): void {
    this.rowIds.clear();
    this.maxResidual = 0;
    this.maxNorm = 0;
  }

  /** Rows of the n best approximate scores, best first. */
  candidates(query: ArrayLike<number>, n: number): number[] {
    return this.scan(query, n).rows;
  }

  /** Scores every row in int8: the best n rows, their approximate scores and the query's side of the bound. */
  private scan(query: ArrayLike<number>, n: number): { rows: number[]; approx: Float32Array; query: QueryError } {
    if (query.length !== this.dims)
      throw new Error(`Query has ${query.length} dimensions; this index holds ${this.dims}.`);
    const q = new Int16Array(this.kernel.memory.buffer, 0, this.stride);
    q.fill(0);
    const scale = quantise(query, q, queryLevels(this.stride));
    const error = { norm: Math.sqrt(dot(query, query)), residual: quantisationError(query, q, scale).residual };
    if (!this.size || n < 1) return { rows: [], approx: new Float32Array(0), query: error };
    this.kernel.scores8(0, this.matrixOffset, this.size, this.stride, this.scalesOffset, this.scoresOffset);
    const scores = new Float32Array(this.kernel.memory.buffer, this.scoresOffset, this.size);
    const rows = topK(scores, n);
    // The kernel leaves out the query's scale (it ranks the same); the bound needs true scores.
    return { rows, approx: Float32Array.from(rows, (row) => scores[row]! * scale), query: error };
  }

  /**
   * The rows the re-rank reads for a top k: of the best `WIDEN` × `candidatesFor(k)` rows, those
   * that can still make it (int8-bound.ts), when the bound rules out every other row and they are
   * at most `candidatesFor(k)`; else the best `candidatesFor(k)`, unproven.
   */
  private toRead(query: ArrayLike<number>, k: number): { rows: number[]; proven: boolean } {
    const most = candidatesFor(k);
    const scan = this.scan(query, WIDEN * most);
    const candidates: Candidate[] = scan.rows.map((row, i) => ({
      row,
      approx: scan.approx[i]!,
      bound: scoreBound(this.residuals[row]!, this.norms[row]!, scan.query),
    }));
    const outsideBest =
      this.size > candidates.length
        ? candidates.at(-1)!.approx + scoreBound(this.maxResidual, this.maxNorm, scan.query)
        : -Infinity;
    const { read, proven } = mustRead(candidates, k, outsideBest);
    if (proven && read.length <= most) return { rows: read.map((c) => c.row), proven };
    return { rows: scan.rows.slice(0, most), proven: false };
  }

  /** The k most similar rows, best first, with exact fp32 scores. */
  async search(query: ArrayLike<number>, k: number): Promise<Hit[]> {
    if (k < 1) return [];
    const { rows, proven } = this.toRead(query, k);
    const ids = rows.map((row) => this.rowIds.idAt(row));
    this.lastRerank = { read: ids.length, proven };
    if (!ids.length) return [];
    const vectors = await this.exact(ids);
    const hits = ids.map((id, i) => ({ id, score: dot(vectors[i] ?? this.dequantised(id), query) }));
    // A row removed while the vectors were read is not returned.
    return hits
      .filter((h) => this.rowIds.has(h.id) && Number.isFinite(h.score))
      .sort((a, b) => b.score - a.score)
      .slice(0, k);
  }

  /** The stored fp32 vector of a row (the dequantised row when the store has none); null when the id is not in the index. */
  async vectorOf(id: string): Promise<Float32Array | null> {
    if (!this.rowIds.has(id)) return null;
    const [v] = await this.exact([id]);
    return v ? Float32Array.from(v) : this.dequantised(id);
  }

  private dequantised(id: string): Float32Array {
    const row = this.rowIds.row(id);
    if (row === undefined) return new Float32Array(this.dims).fill(NaN);
    const scale = this.scales()[row]!;
    return Float32Array.from(this.rowBytes(row).subarray(0, this.dims), (x) => x * scale);
  }
}

/** A copy of `from` with room for `capacity` values, its first `keep` kept. */
function grown(from: Float32Array, capacity: number, keep: number): Float32Array {
  const out = new Float32Array(capacity);
  out.set(from.subarray(0, keep));
  return out;
}

function dot(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < b.length; i++) s += a[i]! * b[i]!;
  return s;
}
