import type { InferenceSession } from 'onnxruntime-web';

import type { FoldedGraph } from './constant-fold';
import { EXTERNAL_WEIGHTS, splitWeights } from './external-data';
import type { Device } from './registry';

/** What onnxruntime is given to open a session: the graph's bytes and the options. */
export interface SessionInput {
  model: Uint8Array;
  options: InferenceSession.SessionOptions;
}

/**
 * How a session is opened, decided in one place (a pure function: bytes and execution provider
 * in, onnxruntime's input out). Figures: docs/models.md, Memory; `npm run bench -- --only ml-q8`.
 *
 * - Graph optimisations stay at `all`: `disabled` keeps onnxruntime-web's heap at a third but
 *   makes an NLI run about twice as slow; `basic` and `extended` peak as high as `all`.
 * - On WASM the weights go in as external data (external-data.ts): each is copied once into the
 *   heap instead of three times, which lowers the heap's loading peak (it never shrinks).
 * - On WASM, initializers get allocations of their own (`use_device_allocator_for_initializers`)
 *   instead of one planned block, so the space a prepacked weight leaves is reused.
 * - The CPU arena and memory patterns stay on: turning them off changes the peak by nothing
 *   measurable and slows the first runs.
 * - On WASM, the graph's constant part was computed ahead (constant-fold.ts), so onnxruntime's
 *   own folding, whose intermediates all stay in the heap until it ends, finds nothing to do.
 * onnxruntime-node (native, tools only) reads the file as it is.
 */
export function sessionInput(bytes: Uint8Array, ep: Device | 'cpu'): SessionInput {
  const options: InferenceSession.SessionOptions = { executionProviders: [ep], graphOptimizationLevel: 'all' };
  if (ep !== 'wasm') return { model: bytes, options };
  const { graph, movedBytes } = splitWeights(bytes);
  return {
    model: graph,
    options: {
      ...options,
      extra: { session: { use_device_allocator_for_initializers: '1' } },
      ...(movedBytes ? { externalData: [{ path: EXTERNAL_WEIGHTS, data: bytes }] } : {}),
    },
  };
}

/**
 * How a graph's constant part (`graph`, made from `input`'s graph by constant-fold.ts) is run
 * ahead of its session: as it is, with no optimisation (constant folding is what it replaces),
 * with the same weight files mounted.
 */
export function constantsInput(input: SessionInput, graph: Uint8Array): SessionInput {
  // onnxruntime-web writes its defaults into `extra`: the session to come keeps its own.
  const extra = input.options.extra ? { extra: structuredClone(input.options.extra) } : {};
  return { model: graph, options: { ...input.options, ...extra, graphOptimizationLevel: 'disabled' } };
}

/** `input` with its graph replaced by the folded one, whose large results are mounted beside the weights. */
export function foldedInput(input: SessionInput, folded: FoldedGraph): SessionInput {
  const externalData = [...(input.options.externalData ?? []), ...folded.files];
  return {
    model: folded.graph,
    options: { ...input.options, ...(externalData.length ? { externalData } : {}) },
  };
}
