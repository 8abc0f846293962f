import { fork } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { nodeModels, readModelFolder, TINY_MODELS_DIR } from '../../lib/ml/node';
import { type ModelMirror, startModelMirror } from '../support/model-mirror';

/** The engine dies mid-work (its process killed): nothing on disk is left broken, and work resumes. */

let mirror: ModelMirror;
beforeAll(async () => {
  mirror = await startModelMirror(TINY_MODELS_DIR);
});
afterAll(() => mirror.close());

async function killWhileRunning(storeDir: string, task: 'embed' | 'download'): Promise<void> {
  const child = fork(path.join(import.meta.dirname, '../support/ml-crash-worker.ts'), [storeDir, task, mirror.base], {
    execArgv: ['--import', 'tsx'],
    stdio: 'ignore',
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`engine exited early (${code})`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

const entry = readModelFolder(path.join(TINY_MODELS_DIR, 'claimlens/tiny-embed')).entry;
const reopen = (storeDir: string) =>
  nodeModels({
    storeDir,
    config: { source: 'mirror', mirrorUrl: mirror.base, custom: [entry], embedModelId: 'tiny-embed' },
  });

describe('engine crash', () => {
  it('mid-batch: the installed model is intact and the next engine embeds', async () => {
    const storeDir = await mkdtemp(path.join(os.tmpdir(), 'claimlens-crash-'));
    await killWhileRunning(storeDir, 'embed');
    const models = await reopen(storeDir);
    expect((await models.manager.status()).models.find((m) => m.id === 'tiny-embed')!.state).toBe('installed');
    expect((await (await models.embedder())!.embed(['after the crash']))[0]).toHaveLength(32);
  }, 60_000);

  it('mid-download: the next engine resumes from the bytes on disk', async () => {
    const storeDir = await mkdtemp(path.join(os.tmpdir(), 'claimlens-crash-'));
    mirror.faults.set('claimlens/tiny-embed/onnx/model.onnx', { delayMs: 40 });
    await killWhileRunning(storeDir, 'download');
    mirror.faults.clear();
    const models = await reopen(storeDir);
    const partial = (await models.manager.status()).models.find((m) => m.id === 'tiny-embed')!;
    expect(partial.state).toBe('partial');
    const kept = partial.files.find((f) => f.path === 'onnx/model.onnx')!.partial;
    mirror.log.length = 0;
    await models.manager.download('tiny-embed');
    expect(mirror.log[0]).toBe(`GET claimlens/tiny-embed/onnx/model.onnx bytes=${kept}-`);
    expect((await (await models.embedder())!.embed(['resumed']))[0]).toHaveLength(32);
  }, 60_000);
});
