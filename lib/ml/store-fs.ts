import { createReadStream } from 'node:fs';
import { appendFile, mkdir, readdir, readFile, rename, rm, stat, statfs, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { type ModelStore, storeName } from './store';

/**
 * Model files in a folder (Node: evaluation, benchmarks, tests). `quotaBytes` caps what the
 * store may hold, as a browser's storage quota does: writes past it fail with QuotaExceededError.
 */
export function fsStore(root: string, options: { quotaBytes?: number } = {}): ModelStore {
  const file = (m: string, name: string) => path.join(root, m, name);
  const size = async (p: string) => {
    try {
      return (await stat(p)).size;
    } catch {
      // No such file: the store reports it as absent.
      return null;
    }
  };
  const usage = async () => (await list()).reduce((a, m) => a + m.bytes, 0);
  async function list() {
    const out: { modelId: string; bytes: number }[] = [];
    let dirs: string[] = [];
    try {
      dirs = await readdir(root);
    } catch {
      return out;
    }
    for (const d of dirs) {
      let bytes = 0;
      for (const f of await readdir(path.join(root, d))) bytes += (await size(path.join(root, d, f))) ?? 0;
      out.push({ modelId: d, bytes });
    }
    return out;
  }

  return {
    kind: 'fs',
    fileSize: (m, p) => size(file(m, storeName(p))),
    partSize: async (m, p) => (await size(file(m, `${storeName(p)}.part`))) ?? 0,
    read: async (m, p) => new Uint8Array(await readFile(file(m, storeName(p)))),
    async *readPart(m, p) {
      const f = file(m, `${storeName(p)}.part`);
      if ((await size(f)) === null) return;
      for await (const chunk of createReadStream(f)) yield new Uint8Array(chunk as Buffer);
    },
    async appendPart(m, p, reset) {
      const f = file(m, `${storeName(p)}.part`);
      await mkdir(path.dirname(f), { recursive: true });
      if (reset || (await size(f)) === null) await writeFile(f, new Uint8Array(0));
      let used = options.quotaBytes === undefined ? 0 : await usage();
      return {
        write: async (chunk) => {
          if (options.quotaBytes !== undefined) {
            if (used + chunk.length > options.quotaBytes)
              throw new DOMException('The storage quota was exceeded.', 'QuotaExceededError');
            used += chunk.length;
          }
          await appendFile(f, chunk);
        },
        close: async () => undefined,
      };
    },
    commitPart: async (m, p) => rename(file(m, `${storeName(p)}.part`), file(m, storeName(p))),
    removePart: (m, p) => rm(file(m, `${storeName(p)}.part`), { force: true }),
    remove: (m, p) => rm(file(m, storeName(p)), { force: true }),
    async write(m, p, bytes) {
      await mkdir(path.join(root, m), { recursive: true });
      if (options.quotaBytes !== undefined && (await usage()) + bytes.length > options.quotaBytes)
        throw new DOMException('The storage quota was exceeded.', 'QuotaExceededError');
      await writeFile(file(m, storeName(p)), bytes);
    },
    removeModel: (m) => rm(path.join(root, m), { recursive: true, force: true }),
    list,
    async estimate() {
      const used = await usage();
      if (options.quotaBytes !== undefined) return { usage: used, quota: options.quotaBytes };
      await mkdir(root, { recursive: true });
      const s = await statfs(root);
      return { usage: used, quota: used + s.bavail * s.bsize };
    },
  };
}
