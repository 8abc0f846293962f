import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { ClaimLensDB } from '../../lib/db/database';
import type { CheckRecord } from '../../lib/db/records';
import { Engine } from '../../lib/engine/engine';
import { toSummary } from '../../lib/jobs/summary';
import { nodeModels, readModelFolder, TINY_MODELS_DIR } from '../../lib/ml/node';
import { parseSettings } from '../../lib/settings/schema';
import { type ModelMirror, startModelMirror } from '../support/model-mirror';

/**
 * The one-click models offer in the engine (issue 32 item 5): a check without the local models
 * records which it missed; models.forCheck downloads the selected pair from the mirror (the same
 * download as Settings → Models) and runs the check again; with downloads off it refuses, saying why.
 */

const tiny = (name: string) => readModelFolder(path.join(TINY_MODELS_DIR, `claimlens/${name}`)).entry;
let mirror: ModelMirror;
beforeAll(async () => {
  mirror = await startModelMirror(TINY_MODELS_DIR);
});
afterAll(() => mirror.close());
beforeEach(() => {
  mirror.log.length = 0;
});

async function engineWith(downloads: 'allowed' | 'off') {
  const storeDir = await mkdtemp(path.join(os.tmpdir(), 'claimlens-offer-'));
  const settings = {
    source: 'mirror' as const,
    mirrorUrl: mirror.base,
    custom: [tiny('tiny-embed'), tiny('tiny-nli')],
    embedModelId: 'tiny-embed',
    nliModelId: 'tiny-nli',
    downloads,
  };
  const models = await nodeModels({ storeDir, config: settings });
  const db = new ClaimLensDB(`offer-${Date.now()}-${Math.random()}`);
  const engine = new Engine({ db, emit: () => undefined, models });
  return { engine, db, config: { settings: parseSettings({ models: settings }) } };
}

async function settled(db: ClaimLensDB, id: CheckRecord['id'], runs: number): Promise<CheckRecord> {
  for (let i = 0; i < 600; i++) {
    const r = await db.checks.get(id);
    if (r && r.runs >= runs && r.status !== 'queued' && r.status !== 'running') return r;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Check ${id} did not finish run ${runs}.`);
}

async function checkWithoutModels(engine: Engine, db: ClaimLensDB, config: object): Promise<CheckRecord> {
  const { summary } = (await engine.handle(
    'check.start',
    { text: 'Garlic cures COVID-19 within three days.', page: { url: 'https://example.org/a', title: 'A' } },
    config,
  )) as { summary: { id: CheckRecord['id'] } };
  return settled(db, summary.id, 1);
}

describe('models.forCheck', () => {
  it('a check without models records them missing; one request downloads both and runs the check again', async () => {
    const { engine, db, config } = await engineWith('allowed');
    const first = await checkWithoutModels(engine, db, config);
    expect(first).toMatchObject({ status: 'done', verdict: 'Unverified', modelsMissing: ['embed', 'nli'] });
    expect(toSummary(first).modelsMissing).toBe(true);
    expect(mirror.log).toEqual([]);

    expect(await engine.handle('models.forCheck', { checkId: first.id }, config)).toEqual({ started: true });
    const again = await settled(db, first.id, first.runs + 1);
    expect(again.status).toBe('done');
    expect(again.modelsMissing).toBeUndefined();
    expect(toSummary(again).modelsMissing).toBeUndefined();
    expect(mirror.log).toContain('GET claimlens/tiny-embed/onnx/model.onnx');
    expect(mirror.log).toContain('GET claimlens/tiny-nli/onnx/model.onnx');
  });

  it('with model downloads off, refuses with the reason and fetches nothing', async () => {
    const { engine, db, config } = await engineWith('off');
    const first = await checkWithoutModels(engine, db, config);
    await expect(engine.handle('models.forCheck', { checkId: first.id }, config)).rejects.toThrow(
      'Model downloads are off (Settings → Models): nothing was downloaded. Import the model files instead, or ask whoever manages this browser.',
    );
    await expect(engine.handle('models.download', { modelId: 'tiny-embed' }, config)).rejects.toThrow(
      /^Model downloads are off/,
    );
    expect(mirror.log).toEqual([]);
    expect((await db.checks.get(first.id))!.runs).toBe(first.runs);
  });
});
