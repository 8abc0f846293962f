import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { DEBERTA_V3_XSMALL, type GeneratedModel, MINILM_L6, writeEmbedder, writeNliModel } from '../../models/generate';

/**
 * Random-weight models with the exact architectures of the defaults, generated for this run in
 * a temporary folder (never committed): all-MiniLM-L6-v2 and nli-deberta-v3-xsmall.
 */
export function generateBenchModels(): { root: string; embed: GeneratedModel; nli: GeneratedModel; cleanup(): void } {
  const root = path.join(os.tmpdir(), `claimlens-bench-models-${process.pid}`);
  mkdirSync(root, { recursive: true });
  return {
    root,
    embed: writeEmbedder(root, 'bench-minilm-l6', MINILM_L6, 101),
    nli: writeNliModel(root, 'bench-deberta-v3-xsmall', DEBERTA_V3_XSMALL, 102),
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}
