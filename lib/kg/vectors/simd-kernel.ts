/**
 * A WebAssembly SIMD kernel for the vector index: dot products of one query with every row of
 * a matrix, four f32x4 accumulators per row. Written here as bytes (no toolchain, no remote
 * code); the module exports its memory, where the matrix lives.
 *
 *   scores(query, matrix, rows, rowBytes, out)   all byte offsets into memory;
 *   rowBytes is a multiple of 64 (rows are zero-padded to 16 floats).
 */

export const uleb = (n: number): number[] => {
  const out: number[] = [];
  do {
    let b = n & 0x7f;
    n >>>= 7;
    if (n) b |= 0x80;
    out.push(b);
  } while (n);
  return out;
};
const section = (id: number, bytes: number[]) => [id, ...uleb(bytes.length), ...bytes];
const name = (s: string) => [...uleb(s.length), ...[...s].map((c) => c.charCodeAt(0))];

export const I32 = 0x7f;
export const V128 = 0x7b;
export const OP = {
  block: 0x02,
  loop: 0x03,
  end: 0x0b,
  br: 0x0c,
  brIf: 0x0d,
  get: 0x20,
  set: 0x21,
  tee: 0x22,
  i32const: 0x41,
  f32store: 0x38,
  i32ltU: 0x49,
  i32geU: 0x4f,
  i32add: 0x6a,
  i32shl: 0x74,
  f32add: 0x92,
};
const SIMD = { load: 0, const: 12, extractLane: 31, add: 228, mul: 230 };
export const simd = (op: number) => [0xfd, ...uleb(op)];

// Parameters 0–4: query, matrix, rows, rowBytes, out. Locals: 5 r, 6 j, 7 row pointer, 8–11 accumulators.
const [Q, ROWS, ROW_BYTES, OUT, R, J, P] = [0, 2, 3, 4, 5, 6, 7];
const ACC = [8, 9, 10, 11] as const;
const get = (i: number) => [OP.get, i];
const set = (i: number) => [OP.set, i];
const load = (offset: number) => [...simd(SIMD.load), 4, ...uleb(offset)];
const zero = [...simd(SIMD.const), ...new Array<number>(16).fill(0)];
const multiplyAdd = (acc: number, offset: number) => [
  ...get(acc),
  ...get(P),
  ...get(J),
  OP.i32add,
  ...load(offset),
  ...get(Q),
  ...get(J),
  OP.i32add,
  ...load(offset),
  ...simd(SIMD.mul),
  ...simd(SIMD.add),
  ...set(acc),
];

const body = [
  ...get(1),
  ...set(P),
  OP.block,
  0x40,
  OP.loop,
  0x40,
  ...get(R),
  ...get(ROWS),
  OP.i32geU,
  OP.brIf,
  1,
  ...ACC.flatMap((a) => [...zero, ...set(a)]),
  OP.i32const,
  0,
  ...set(J),
  OP.loop,
  0x40,
  ...multiplyAdd(ACC[0], 0),
  ...multiplyAdd(ACC[1], 16),
  ...multiplyAdd(ACC[2], 32),
  ...multiplyAdd(ACC[3], 48),
  ...get(J),
  OP.i32const,
  0xc0,
  0x00,
  OP.i32add,
  OP.tee,
  J,
  ...get(ROW_BYTES),
  OP.i32ltU,
  OP.brIf,
  0,
  OP.end,
  // out[r] = sum of the lanes of (acc0 + acc1) + (acc2 + acc3)
  ...get(OUT),
  ...get(R),
  OP.i32const,
  2,
  OP.i32shl,
  OP.i32add,
  ...get(ACC[0]),
  ...get(ACC[1]),
  ...simd(SIMD.add),
  ...get(ACC[2]),
  ...get(ACC[3]),
  ...simd(SIMD.add),
  ...simd(SIMD.add),
  OP.tee,
  ACC[0],
  ...simd(SIMD.extractLane),
  0,
  ...get(ACC[0]),
  ...simd(SIMD.extractLane),
  1,
  OP.f32add,
  ...get(ACC[0]),
  ...simd(SIMD.extractLane),
  2,
  OP.f32add,
  ...get(ACC[0]),
  ...simd(SIMD.extractLane),
  3,
  OP.f32add,
  OP.f32store,
  2,
  0,
  ...get(P),
  ...get(ROW_BYTES),
  OP.i32add,
  ...set(P),
  ...get(R),
  OP.i32const,
  1,
  OP.i32add,
  ...set(R),
  OP.br,
  0,
  OP.end,
  OP.end,
  OP.end,
];
const code = [2, 3, I32, 4, V128, ...body];

/** A module of one function of `params` i32 parameters and no result, exported as `fn`, with its memory exported as `memory`. */
export const kernelModule = (params: number, fn: string, code: number[]): Uint8Array<ArrayBuffer> =>
  new Uint8Array([
    0x00,
    0x61,
    0x73,
    0x6d,
    0x01,
    0x00,
    0x00,
    0x00,
    ...section(1, [1, 0x60, params, ...new Array<number>(params).fill(I32), 0]),
    ...section(3, [1, 0]),
    ...section(5, [1, 0x00, 1]),
    ...section(7, [2, ...name('memory'), 0x02, 0, ...name(fn), 0x00, 0]),
    ...section(10, [1, ...uleb(code.length), ...code]),
  ]);

export const KERNEL_BYTES = kernelModule(5, 'scores', code);

const PAGE = 65536;

/** Grows a kernel's memory to at least `bytes`, or says what did not fit. */
export function growMemory(memory: WebAssembly.Memory, bytes: number, capacity: number, dims: number): void {
  const have = memory.buffer.byteLength;
  if (bytes <= have) return;
  try {
    memory.grow(Math.ceil((bytes - have) / PAGE));
  } catch {
    throw new Error(
      `The vector index cannot grow to ${capacity.toLocaleString('en-US')} vectors of ${dims} dimensions: out of memory.`,
    );
  }
}

export interface Kernel {
  memory: WebAssembly.Memory;
  scores(query: number, matrix: number, rows: number, rowBytes: number, out: number): void;
}

let supported: boolean | undefined;

/** A fresh kernel instance (each index owns its memory), or null where WebAssembly SIMD is missing. */
export function createKernel(): Kernel | null {
  supported ??= typeof WebAssembly === 'object' && WebAssembly.validate(KERNEL_BYTES);
  if (!supported) return null;
  const instance = new WebAssembly.Instance(new WebAssembly.Module(KERNEL_BYTES));
  return instance.exports as unknown as Kernel;
}
