/**
 * What the pipeline needs from local models. The engine (lib/ml) implements it on
 * onnxruntime-web in the extension and on the same code under Node for tools; a model that is
 * not installed is `null`, and the stage that needed it says so.
 */

export interface Embedder {
  /** Registry id, recorded with every vector and every check. */
  readonly modelId: string;
  readonly dims: number;
  /** Cosine threshold for a memory candidate to be eligible (per model: 0.75 for all-mpnet-base-v2). */
  readonly threshold: number;
  /** Unit-length embeddings, one per text, in order. */
  embed(texts: readonly string[], signal?: AbortSignal): Promise<Float32Array[]>;
}

export interface NliProbs {
  entailment: number;
  contradiction: number;
  neutral: number;
}

export interface NliModel {
  readonly modelId: string;
  classify(pairs: readonly { premise: string; hypothesis: string }[], signal?: AbortSignal): Promise<NliProbs[]>;
}

export interface ModelServices {
  embedder(): Promise<Embedder | null>;
  nli(): Promise<NliModel | null>;
}

/** The state before any model is installed. */
export const NO_MODELS: ModelServices = {
  embedder: async () => null,
  nli: async () => null,
};
