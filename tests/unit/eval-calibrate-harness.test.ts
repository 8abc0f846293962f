import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { parseEvalArgs } from '../../lib/eval/args';
import type { FoldScore } from '../../lib/eval/calibrate/sweep';
import { type HarnessResult, runEvaluation } from '../../lib/eval/harness';
import { reviewImport } from '../../lib/settings/review';
import { defaultSettings } from '../../lib/settings/schema';
import { importSettingsOnto } from '../../lib/settings/transfer';

/**
 * `npm run eval -- --calibrate` through the harness, with the tiny ONNX models of
 * tests/fixtures/models on the 20-claim fixture and its pack: no LLM and no web are needed.
 * Of the 18 scored claims (two are in the pack word for word), 7 are labelled True, 8 False
 * and 3 NEI; a 0.3 share holds out 2 + 2 + 1 of them (2.1, 2.4 and 0.9 rounded).
 */

const F = 'tests/fixtures/eval';
const modelCache = mkdtempSync(path.join(os.tmpdir(), 'claimlens-calibrate-models-'));

interface Written {
  format: string;
  settings: Record<string, unknown>;
  calibration: {
    embedModel: string;
    nliModel: string;
    targetPrecision: number;
    seed: string;
    tune: FoldScore;
    heldOut: FoldScore;
    heldOutBefore: FoldScore;
  };
}

describe('npm run eval -- --calibrate', () => {
  let dir: string;
  let result: HarnessResult;
  let printed: string;
  let logs: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'claimlens-calibrate-'));
    const out: string[] = [];
    const log: string[] = [];
    const argv = [
      '--data',
      `${F}/claims.jsonl`,
      '--models',
      'tests/fixtures/models',
      '--kb',
      `${F}/pack.json`,
      '--calibrate',
      path.join(dir, 'tiny.json'),
      '--target-precision',
      '0.9',
      '--seed',
      'fixture',
    ];
    result = await runEvaluation(parseEvalArgs(argv), {
      log: (l) => log.push(l),
      out: (t) => out.push(t),
      env: { CLAIMLENS_MODEL_CACHE: modelCache },
    });
    printed = out.join('\n');
    logs = log.join('\n');
  }, 240_000);

  it('writes the settings file and the curve next to it, and says where', () => {
    expect(result.exitCode).toBe(0);
    expect(result.files).toEqual([path.join(dir, 'tiny.json'), path.join(dir, 'tiny.svg')]);
    for (const f of result.files) expect(existsSync(f)).toBe(true);
    expect(logs).toContain(
      `Settings file: ${path.join(dir, 'tiny.json')} (Settings → Import applies its memory section)`,
    );
    expect(readFileSync(path.join(dir, 'tiny.svg'), 'utf8')).toContain(
      'Risk–coverage of memory — tiny-embed + tiny-nli',
    );
  });

  it('tunes on 13 claims and validates on the 5 held out, stratified by label', () => {
    const file = JSON.parse(readFileSync(path.join(dir, 'tiny.json'), 'utf8')) as Written;
    expect(file.calibration).toMatchObject({
      embedModel: 'tiny-embed',
      nliModel: 'tiny-nli',
      targetPrecision: 0.9,
      seed: 'fixture',
    });
    expect(file.calibration.tune.claims).toBe(13);
    expect(file.calibration.heldOut.claims).toBe(5);
    // Memory may always answer nothing, so the tuning fold meets the target.
    expect(file.calibration.tune.precision).toBeGreaterThanOrEqual(0.9);
    expect(printed).toContain(
      'on 18 claims: 13 to tune on, 5 held out (seed "fixture", share 0.3); target precision 90.0%.',
    );
    expect(printed).toMatch(/\| held-out \| calibrated \| 5 +\|/);
  });

  it('names only the memory section, with the bars under the embedding model it measured, and passes the import review', () => {
    const text = readFileSync(path.join(dir, 'tiny.json'), 'utf8');
    const file = JSON.parse(text) as Written;
    expect(file.format).toBe('claimlens-settings');
    expect(Object.keys(file.settings)).toEqual(['memory']);
    const current = defaultSettings();
    const incoming = importSettingsOnto(text, current);
    expect(Object.keys(incoming.memory.similarity)).toEqual(['tiny-embed']);
    const review = reviewImport(current, incoming);
    expect(review.consents).toEqual([]);
    expect(review.changes.every((c) => c.path.startsWith('memory.') && c.group === 'other')).toBe(true);
    expect(review.changes.map((c) => c.path)).toContain('memory.similarity');
  });
});
