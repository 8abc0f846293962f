import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { readModelFolder, TINY_MODELS_DIR } from '../../lib/ml/node';
import { debertaRelativePositions } from '../../scripts/models/architectures';
import { writeTinyFixtures } from '../../scripts/models/generate';

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
});
