import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { readModelFolder, TINY_MODELS_DIR } from '../../lib/ml/node';
import { TextTokenizer } from '../../lib/ml/tokenize';
import { realVocabulary } from '../../scripts/bench/ml/generate';
import { debertaRelativePositions } from '../../scripts/models/architectures';
import { DEBERTA_V3_XSMALL, writeTinyFixtures } from '../../scripts/models/generate';
import { wordPieceTokenizer } from '../../scripts/models/tokenizer';

describe('tiny model generator', () => {
  it('regenerates the committed fixtures byte for byte, each well under 2 MB', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'claimlens-gen-'));
    writeTinyFixtures(dir);
    for (const id of ['tiny-embed', 'tiny-nli']) {
      const committed = readModelFolder(path.join(TINY_MODELS_DIR, 'claimlens', id));
      for (const f of committed.files) {
        expect(f.bytes.length).toBeLessThan(2 * 1024 * 1024);
        expect(Buffer.compare(readFileSync(path.join(dir, 'claimlens', id, f.path)), Buffer.from(f.bytes))).toBe(0);
      }
      expect(readFileSync(path.join(dir, 'claimlens', id, 'claimlens-model.json'), 'utf8')).toBe(
        readFileSync(path.join(TINY_MODELS_DIR, 'claimlens', id, 'claimlens-model.json'), 'utf8'),
      );
    }
  });

  it('buckets DeBERTa relative positions as make_log_bucket_position does', () => {
    // position_buckets 256, max_position 512 (DeBERTa-v3): near positions are exact, far ones log-bucketed.
    const rel = debertaRelativePositions(512, 256, 512);
    const at = (i: number, j: number) => rel[i * 512 + j];
    expect(at(0, 0)).toBe(0);
    expect(at(100, 0)).toBe(100);
    expect(at(0, 100)).toBe(-100);
    expect(at(128, 0)).toBe(128);
    expect(at(511, 0)).toBe(Math.ceil((Math.log(511 / 128) / Math.log(511 / 128)) * 127) + 128);
    expect(at(0, 511)).toBe(-at(511, 0)!);
  });

  it("gives the benchmark models the real embedder's pieces and ids, padded to DeBERTa's vocabulary", () => {
    const hub = path.join(TINY_MODELS_DIR, '../hub/Xenova/all-MiniLM-L6-v2');
    const file = (name: string) => JSON.parse(readFileSync(path.join(hub, name), 'utf8')) as unknown;
    const real = new TextTokenizer(file('tokenizer.json'), file('tokenizer_config.json'), 512, 'real');
    const files = wordPieceTokenizer(DEBERTA_V3_XSMALL.vocab, 512, [], realVocabulary());
    const generated = new TextTokenizer(files['tokenizer.json'], files['tokenizer_config.json'], 512, 'generated');
    const built = wordPieceTokenizer(DEBERTA_V3_XSMALL.vocab, 512);
    const short = new TextTokenizer(built['tokenizer.json'], built['tokenizer_config.json'], 512, 'built');
    const claim = 'Dexamethasone reduces mortality in hospitalized COVID-19 patients on oxygen.';
    const premise = 'Stored claim 2s about treatment 1a and its outcome.';
    expect(generated.encodePair(premise, claim).ids).toEqual(real.encodePair(premise, claim).ids);
    expect(generated.encode(claim).ids).toHaveLength(19);
    // A vocabulary built from a short word list spells what it lacks letter by letter.
    expect(short.encode(claim).ids.length).toBeGreaterThan(35);
    expect(Object.keys((files['tokenizer.json'] as { model: { vocab: object } }).model.vocab)).toHaveLength(
      DEBERTA_V3_XSMALL.vocab,
    );
    expect(() => wordPieceTokenizer(30_600, 512, [], [...realVocabulary(), 'the'])).toThrow(/twice/);
  });
});
