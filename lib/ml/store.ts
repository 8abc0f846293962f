/**
 * Where model files live: OPFS in the browser (store-opfs.ts), a folder under Node
 * (store-fs.ts). Downloads write to a `.part` file that survives a cancel, a closed browser or
 * a crashed worker, so the next attempt resumes where it stopped; it becomes the real file
 * only once its size and hash are verified.
 */

export interface PartWriter {
  write(chunk: Uint8Array): Promise<void>;
  close(): Promise<void>;
}

export interface ModelStore {
  readonly kind: 'opfs' | 'fs';
  fileSize(modelId: string, path: string): Promise<number | null>;
  partSize(modelId: string, path: string): Promise<number>;
  read(modelId: string, path: string): Promise<Uint8Array>;
  readPart(modelId: string, path: string): AsyncIterable<Uint8Array>;
  /** Opens the partial file for appending; `reset` empties it first. */
  appendPart(modelId: string, path: string, reset: boolean): Promise<PartWriter>;
  commitPart(modelId: string, path: string): Promise<void>;
  removePart(modelId: string, path: string): Promise<void>;
  remove(modelId: string, path: string): Promise<void>;
  write(modelId: string, path: string, bytes: Uint8Array): Promise<void>;
  removeModel(modelId: string): Promise<void>;
  /** Models with anything stored, and the bytes each takes (partial files included). */
  list(): Promise<{ modelId: string; bytes: number }[]>;
  estimate(): Promise<{ usage: number; quota: number } | null>;
}

/** One flat name per file: "onnx/model.onnx" → "onnx%2Fmodel.onnx". */
export const storeName = (path: string) => encodeURIComponent(path);
