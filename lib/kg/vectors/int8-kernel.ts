import { I32, kernelModule, OP, simd, uleb, V128 } from './simd-kernel';

/**
 * The WebAssembly SIMD kernel of the int8 vector index (int8-matrix.ts): for every row, the
 * integer dot product of an int8 query with the int8 row, times the row's scale, as f32.
 * Per 16 bytes of a row: widen to two i16x8, multiply-add each with the query (stored widened
 * to i16) into i32 lanes (`i32x4.dot_i16x8_s`, one pmaddwd on x86), accumulate; two
 * accumulators per row.
 *
 *   scores8(query, matrix, rows, rowBytes, scales, out)   all byte offsets into memory;
 *   the query is rowBytes i16 values, rowBytes a multiple of 32 (rows are zero-padded).
 */

const F = { i32store: 0x36, f32load: 0x2a, f32store: 0x38, f32mul: 0x94, f32convertI32s: 0xb2, i32add: 0x6a };
const S = { load: 0, const: 12, i32Extract: 27, extendLow8s: 135, extendHigh8s: 136, i32add: 174, dot16s: 186 };

// Parameters 0–5: query, matrix, rows, rowBytes, scales, out. Locals: 6 r, 7 j, 8 row pointer, 9 query pointer, 10–11 accumulators, 12 row bytes.
const [Q, ROWS, ROW_BYTES, SCALES, OUT, R, J, P, QP, A0, A1, RV] = [0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const get = (i: number) => [OP.get, i];
const set = (i: number) => [OP.set, i];
const load = (offset: number) => [...simd(S.load), 4, ...uleb(offset)];
const zero = [...simd(S.const), ...new Array<number>(16).fill(0)];
// The query is stored widened to i16 (2 bytes a dimension): its pointer walks at twice the row's pace.
const step = (acc: number, offset: number) => [
  ...get(P),
  ...get(J),
  OP.i32add,
  ...load(offset),
  ...set(RV),
  ...get(acc),
  ...get(RV),
  ...simd(S.extendLow8s),
  ...get(QP),
  ...load(2 * offset),
  ...simd(S.dot16s),
  ...simd(S.i32add),
  ...get(RV),
  ...simd(S.extendHigh8s),
  ...get(QP),
  ...load(2 * offset + 16),
  ...simd(S.dot16s),
  ...simd(S.i32add),
  ...set(acc),
];
const lane = (i: number) => [...get(A0), ...simd(S.i32Extract), i];

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
  ...zero,
  ...set(A0),
  ...zero,
  ...set(A1),
  OP.i32const,
  0,
  ...set(J),
  ...get(Q),
  ...set(QP),
  OP.loop,
  0x40,
  ...step(A0, 0),
  ...step(A1, 16),
  ...get(QP),
  OP.i32const,
  0xc0,
  0x00,
  OP.i32add,
  ...set(QP),
  ...get(J),
  OP.i32const,
  32,
  OP.i32add,
  OP.tee,
  J,
  ...get(ROW_BYTES),
  OP.i32ltU,
  OP.brIf,
  0,
  OP.end,
  // out[r] = f32(sum of the lanes of acc0 + acc1) · scales[r]
  ...get(OUT),
  ...get(R),
  OP.i32const,
  2,
  OP.i32shl,
  OP.i32add,
  ...get(A0),
  ...get(A1),
  ...simd(S.i32add),
  ...set(A0),
  ...lane(0),
  ...lane(1),
  F.i32add,
  ...lane(2),
  F.i32add,
  ...lane(3),
  F.i32add,
  F.f32convertI32s,
  ...get(SCALES),
  ...get(R),
  OP.i32const,
  2,
  OP.i32shl,
  OP.i32add,
  F.f32load,
  2,
  0,
  F.f32mul,
  F.f32store,
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
const code = [2, 4, I32, 3, V128, ...body];

export const INT8_KERNEL_BYTES = kernelModule(6, 'scores8', code);

export interface Int8Kernel {
  memory: WebAssembly.Memory;
  scores8(query: number, matrix: number, rows: number, rowBytes: number, scales: number, out: number): void;
}

let supported: boolean | undefined;

/** A fresh kernel instance (each index owns its memory), or null where WebAssembly SIMD is missing. */
export function createInt8Kernel(): Int8Kernel | null {
  supported ??= typeof WebAssembly === 'object' && WebAssembly.validate(INT8_KERNEL_BYTES);
  if (!supported) return null;
  return new WebAssembly.Instance(new WebAssembly.Module(INT8_KERNEL_BYTES)).exports as unknown as Int8Kernel;
}
