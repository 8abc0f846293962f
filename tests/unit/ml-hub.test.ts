import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { downloadFile } from '../../lib/ml/download';
import type { ModelError } from '../../lib/ml/errors';
import { nodeModels, readModelFolder, TINY_MODELS_DIR } from '../../lib/ml/node';
import { fileUrl, findModel, type ModelEntry } from '../../lib/ml/registry';
import { fsStore } from '../../lib/ml/store-fs';
import { TextTokenizer } from '../../lib/ml/tokenize';
import { type ModelMirror, startModelMirror } from '../support/model-mirror';

const HUB = path.join(TINY_MODELS_DIR, '../hub');
const MINILM_DIR = path.join(HUB, 'Xenova/all-MiniLM-L6-v2');
const tiny = readModelFolder(path.join(TINY_MODELS_DIR, 'claimlens/tiny-embed'));
/** tiny-embed as a Hub entry is listed: no sizes, no hashes; the Hub's API must supply them. */
const unpinned: ModelEntry = {
  ...tiny.entry,
  files: tiny.entry.files.map(({ size: _s, sha256: _h, ...f }) => ({ ...f, approxSize: 1000 })),
};
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const bytesOf = (p: string) => tiny.files.find((f) => f.path === p)!.bytes;

let mirror: ModelMirror;
let storeDir: string;
beforeAll(async () => {
  mirror = await startModelMirror(TINY_MODELS_DIR);
});
afterAll(() => mirror.close());
beforeEach(async () => {
  storeDir = await mkdtemp(path.join(os.tmpdir(), 'claimlens-hub-'));
  mirror.faults.clear();
  mirror.log.length = 0;
  mirror.apiLog.length = 0;
});
const open = (custom: ModelEntry[], base = mirror.base) =>
  nodeModels({ storeDir, config: { source: 'mirror', mirrorUrl: base, custom, embedModelId: 'tiny-embed' } });
const stateOf = async (m: Awaited<ReturnType<typeof open>>) =>
  (await m.manager.status()).models.find((x) => x.id === 'tiny-embed')!;

describe('the test mirror behaves as the Hub does', () => {
  it('redirects an LFS file to a CDN on another origin, with X-Linked-* on the 302 only; fetch hides them', async () => {
    const url = `${mirror.base}/claimlens/tiny-embed/resolve/main/onnx/model.onnx`;
    const hop = await fetch(url, { redirect: 'manual' });
    expect(hop.status).toBe(302);
    expect(hop.headers.get('x-linked-etag')).toBe(`"${sha256(bytesOf('onnx/model.onnx'))}"`);
    expect(hop.headers.get('x-linked-size')).toBe(String(bytesOf('onnx/model.onnx').length));
    const cdn = new URL(hop.headers.get('location')!);
    expect(cdn.origin).toBe(mirror.cdn);
    expect(cdn.origin).not.toBe(mirror.base);
    // What the extension's fetch sees: the CDN's answer, without the 302's headers.
    const followed = await fetch(url);
    expect(followed.status).toBe(200);
    expect(followed.headers.get('x-linked-etag')).toBeNull();
    expect(followed.headers.get('x-linked-size')).toBeNull();
    expect(Buffer.from(await followed.arrayBuffer())).toEqual(Buffer.from(bytesOf('onnx/model.onnx')));
    const ranged = await fetch(url, { headers: { range: 'bytes=100-' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(
      `bytes 100-${bytesOf('onnx/model.onnx').length - 1}/${bytesOf('onnx/model.onnx').length}`,
    );
  });

  it('serves small files directly with a git blob id, and lists every file in its JSON API', async () => {
    const direct = await fetch(`${mirror.base}/claimlens/tiny-embed/resolve/main/tokenizer.json`, {
      redirect: 'manual',
    });
    const tok = bytesOf('tokenizer.json');
    const blob = createHash('sha1').update(`blob ${tok.length}\0`).update(tok).digest('hex');
    expect([direct.status, direct.headers.get('etag'), direct.headers.get('x-linked-etag')]).toEqual([
      200,
      `"${blob}"`,
      null,
    ]);
    const info = await fetch(`${mirror.base}/api/models/claimlens/tiny-embed/paths-info/main`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ paths: ['onnx/model.onnx', 'tokenizer.json', 'nope.bin'] }),
    });
    expect(await info.json()).toEqual([
      {
        type: 'file',
        path: 'onnx/model.onnx',
        size: bytesOf('onnx/model.onnx').length,
        oid: expect.stringMatching(/^[0-9a-f]{40}$/),
        lfs: { oid: sha256(bytesOf('onnx/model.onnx')), size: bytesOf('onnx/model.onnx').length, pointerSize: 134 },
      },
      { type: 'file', path: 'tokenizer.json', size: tok.length, oid: blob },
    ]);
    const tree = (await (await fetch(`${mirror.base}/api/models/claimlens/tiny-embed/tree/main`)).json()) as {
      path: string;
      type: string;
    }[];
    expect(tree.map((t) => [t.path, t.type]).sort()).toEqual([
      ['claimlens-model.json', 'file'],
      ['config.json', 'file'],
      ['onnx', 'directory'],
      ['tokenizer.json', 'file'],
      ['tokenizer_config.json', 'file'],
    ]);
  });
});

describe('downloads verified against the Hub’s API', () => {
  it('an entry that pins nothing gets each file’s size and hash from paths-info before the first byte, and installs', async () => {
    const models = await open([unpinned]);
    await models.manager.download('tiny-embed');
    expect(mirror.apiLog).toEqual(['POST paths-info claimlens/tiny-embed main']);
    expect(mirror.log).toEqual(
      ['onnx/model.onnx', 'tokenizer.json', 'tokenizer_config.json', 'config.json'].map(
        (f) => `GET claimlens/tiny-embed/${f}`,
      ),
    );
    const status = await stateOf(models);
    expect(status.state).toBe('installed');
    expect(status.files.map((f) => f.size)).toEqual(
      ['onnx/model.onnx', 'tokenizer.json', 'tokenizer_config.json', 'config.json'].map((f) => bytesOf(f).length),
    );
  });

  it('refuses weights whose bytes differ from the API’s SHA-256, though the entry pins none', async () => {
    mirror.faults.set('claimlens/tiny-embed/onnx/model.onnx', { corrupt: true });
    const err = await (await open([unpinned])).manager.download('tiny-embed').catch((e: unknown) => e);
    expect((err as ModelError).code).toBe('hash-mismatch');
    expect((err as Error).message).toMatch(
      /^onnx\/model\.onnx of model "tiny-embed" does not match its expected SHA-256 .*the file was removed\. Download it again/,
    );
    expect(readdirSync(path.join(storeDir, 'tiny-embed')).filter((f) => f.includes('model'))).toEqual([]);
  });

  it('refuses a small file whose bytes differ from its git blob id', async () => {
    mirror.faults.set('claimlens/tiny-embed/tokenizer.json', { corrupt: true });
    const err = await (await open([unpinned])).manager.download('tiny-embed').catch((e: unknown) => e);
    expect((err as ModelError).code).toBe('hash-mismatch');
    expect((err as Error).message).toMatch(
      /^tokenizer\.json of model "tiny-embed" does not match its expected git blob id/,
    );
  });

  it('resumes an unpinned download through the redirect with a Range request, and verifies the whole file', async () => {
    mirror.faults.set('claimlens/tiny-embed/onnx/model.onnx', { cutAfter: 50_000, delayMs: 5 });
    const models = await open([unpinned]);
    expect(((await models.manager.download('tiny-embed').catch((e: unknown) => e)) as ModelError).code).toBe('network');
    await models.manager.download('tiny-embed');
    expect(mirror.log.some((l) => /^GET claimlens\/tiny-embed\/onnx\/model\.onnx bytes=\d+-$/.test(l))).toBe(true);
    expect((await stateOf(models)).state).toBe('installed');
  });

  it('a mirror without the API: nothing is downloaded, and the message says what to do', async () => {
    const plain = await startModelMirror(TINY_MODELS_DIR, { api: false });
    try {
      const err = await (await open([unpinned], plain.base)).manager.download('tiny-embed').catch((e: unknown) => e);
      expect((err as Error).message).toMatch(
        /^Could not read the file list of claimlens\/tiny-embed from http:\/\/127\.0\.0\.1:\d+ \(HTTP 404\), so its files cannot be verified and nothing was downloaded\..*claimlens-model\.json that lists each file's sha256/,
      );
      expect(plain.log).toEqual([]);
    } finally {
      await plain.close();
    }
  });

  it('a registry size that the API contradicts stops the download before it starts', async () => {
    const stale = {
      ...unpinned,
      files: unpinned.files.map((f) => (f.path === 'config.json' ? { ...f, size: 99 } : f)),
    };
    await expect((await open([stale])).manager.download('tiny-embed')).rejects.toThrow(
      /config\.json of "tiny-embed.*" is \d+ bytes on 127\.0\.0\.1:\d+ but 99 in the registry: nothing was downloaded/,
    );
    expect(mirror.log).toEqual([]);
  });

  it('a pinned entry asks the API nothing', async () => {
    await (await open([tiny.entry])).manager.download('tiny-embed');
    expect(mirror.apiLog).toEqual([]);
  });
});

describe('the default embedder’s real files', () => {
  it('the Hub-like mirror serves MiniLM’s real tokenizer and config, and they match the registry’s pins', async () => {
    const hub = await startModelMirror(HUB);
    try {
      const minilm = findModel('all-MiniLM-L6-v2')!;
      const store = fsStore(storeDir);
      for (const file of minilm.files.filter((f) => f.role !== 'model')) {
        const got = await downloadFile(
          store,
          {
            url: fileUrl(minilm, file, hub.base),
            modelId: minilm.id,
            path: file.path,
            size: file.size,
            sha256: file.sha256,
          },
          () => undefined,
          new AbortController().signal,
        );
        expect(got).toEqual({ size: file.size, sha256: file.sha256 });
      }
    } finally {
      await hub.close();
    }
  });

  it('the real MiniLM tokenizer.json gives the ids transformers.js gives', () => {
    const json = (f: string) => JSON.parse(readFileSync(path.join(MINILM_DIR, f), 'utf8')) as unknown;
    const t = new TextTokenizer(json('tokenizer.json'), json('tokenizer_config.json'), 256, 'all-MiniLM-L6-v2');
    // Computed independently with @huggingface/transformers 4 (PreTrainedTokenizer over the same
    // files, in Node). Hand-checkable ids of bert-base-uncased's vocabulary: [CLS] 101, [SEP] 102,
    // [UNK] 100, "." 1012, "!" 999, "the" 1996, "of" 1997, "a" 1037, "is" 2003.
    const table: [string, number[]][] = [
      ['Vitamin C cures the common cold.', [101, 17663, 1039, 9526, 2015, 1996, 2691, 3147, 1012, 102]],
      [
        'COVID-19 vaccines don’t alter your DNA!',
        [101, 2522, 17258, 1011, 2539, 28896, 2123, 1521, 1056, 11477, 2115, 6064, 999, 102],
      ],
      ['Café naïve résumé', [101, 7668, 15743, 13746, 102]],
      ['Ivermectin 😷 prevents hospitalisation', [101, 4921, 2121, 4168, 6593, 2378, 100, 16263, 2902, 6648, 102]],
      [
        'Drinking 8 glasses of water a day is necessary',
        [101, 5948, 1022, 7877, 1997, 2300, 1037, 2154, 2003, 4072, 102],
      ],
    ];
    for (const [text, ids] of table) expect(t.encode(text).ids, text).toEqual(ids);
    expect(t.encodePair('Masks reduce transmission.', 'Masks do nothing.')).toEqual({
      ids: [101, 15806, 5547, 6726, 1012, 102, 15806, 2079, 2498, 1012, 102],
      types: [0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1],
    });
  });
});
