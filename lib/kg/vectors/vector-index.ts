import type { Int8Matrix } from './int8-matrix';
import type { VectorMatrix } from './vector-matrix';

/** One loaded vector index: the exact fp32 matrix, or the int8 one past `INT8_MIN_ROWS` (model-index.ts). */
export type VectorIndex = VectorMatrix | Int8Matrix;
