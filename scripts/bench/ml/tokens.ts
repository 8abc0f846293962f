import { readFileSync } from 'node:fs';
import path from 'node:path';

import { TextTokenizer } from '../../../lib/ml/tokenize';
import { DEBERTA_V3_XSMALL, type GeneratedModel } from '../../models/generate';
import { wordPieceTokenizer } from '../../models/tokenizer';
import type { BenchRow } from '../harness';
import { claimText, QUERIES } from '../kg-memory-path-core';

/**
 * How many tokens the memory path's NLI pairs run: with the bench models' tokenizer (the real
 * vocabulary, generate.ts) against a vocabulary built from a short word list, which splits
 * every word it lacks into characters. Model time grows with tokens, so this is the difference
 * between the memory path measured here and one measured on a built vocabulary.
 */
export function tokenRow(nli: GeneratedModel): BenchRow {
  const file = (name: string) => JSON.parse(readFileSync(path.join(nli.dir, name), 'utf8')) as unknown;
  const real = new TextTokenizer(file('tokenizer.json'), file('tokenizer_config.json'), 512, nli.entry.id);
  const built = wordPieceTokenizer(DEBERTA_V3_XSMALL.vocab, DEBERTA_V3_XSMALL.maxPositions);
  const other = new TextTokenizer(built['tokenizer.json'], built['tokenizer_config.json'], 512, 'built');
  const mean = (t: TextTokenizer) =>
    QUERIES.reduce((sum, q, i) => sum + t.encodePair(claimText(i), q).ids.length, 0) / QUERIES.length;
  const [value, baseline] = [mean(real), mean(other)];
  return {
    name: 'memory path: tokens per NLI pair, the real vocabulary (baseline a built one)',
    value,
    unit: 'tokens',
    baseline,
    ratio: value / baseline,
    note: `${QUERIES.length} pairs; the memory path rows run these; BERT uncased stands in for DeBERTa-v3's own vocabulary`,
  };
}
