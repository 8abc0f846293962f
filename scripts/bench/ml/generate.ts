import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { TINY_MODELS_DIR } from '../../../lib/ml/node';
import {
  DEBERTA_V3_XSMALL,
  type GeneratedModel,
  type GenerateOptions,
  MINILM_L6,
  writeEmbedder,
  writeNliModel,
} from '../../models/generate';

/**
 * Random-weight models with the exact architectures of the defaults, generated for this run in
 * a temporary folder (never committed): all-MiniLM-L6-v2 and nli-deberta-v3-xsmall; with `q8`,
 * their model_quantized.onnx graphs as well (what WASM runs). Both tokenize with the default
 * embedder's real vocabulary (BERT uncased, committed as a Hub fixture), so a text runs as many
 * tokens as it would in the product; a built vocabulary splits the benches' sentences into
 * 2.2–2.6× as many (`npm run bench -- --only ml-q8` prints both). DeBERTa-v3's own vocabulary
 * (SentencePiece, 128k pieces) is not here; BERT's stands in for it.
 */
export function generateBenchModels(options: GenerateOptions = {}): {
  root: string;
  embed: GeneratedModel;
  nli: GeneratedModel;
  cleanup(): void;
} {
  const root = path.join(os.tmpdir(), `claimlens-bench-models-${process.pid}${options.q8 ? '-q8' : ''}`);
  mkdirSync(root, { recursive: true });
  const withVocabulary = { vocabulary: realVocabulary(), ...options };
  return {
    root,
    embed: writeEmbedder(root, 'bench-minilm-l6', MINILM_L6, 101, [], withVocabulary),
    nli: writeNliModel(root, 'bench-deberta-v3-xsmall', DEBERTA_V3_XSMALL, 102, withVocabulary),
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** The default embedder's WordPiece vocabulary in id order (tests/fixtures/hub/SOURCE.md). */
export function realVocabulary(): string[] {
  const file = path.join(TINY_MODELS_DIR, '../hub/Xenova/all-MiniLM-L6-v2/tokenizer.json');
  const json = JSON.parse(readFileSync(file, 'utf8')) as { model: { vocab: Record<string, number> } };
  const vocab: string[] = [];
  for (const [piece, id] of Object.entries(json.model.vocab)) vocab[id] = piece;
  return vocab;
}
