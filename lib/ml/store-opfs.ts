import { nameOf } from '../util/errors';
import { type ModelStore, type PartWriter, storeName } from './store';

/** Model files in the origin private file system (the engine worker's and the side panel's). */

/** The file behind a handle, or null when it was removed in the meantime (a delete racing a listing). */
async function fileOf(h: FileSystemFileHandle): Promise<File | null> {
  try {
    return await h.getFile();
  } catch (e) {
    if (nameOf(e) === 'NotFoundError') return null;
    throw e;
  }
}

interface SyncHandle {
  getSize(): number;
  truncate(size: number): void;
  write(data: Uint8Array, options: { at: number }): number;
  flush(): void;
  close(): void;
}
type FileHandle = FileSystemFileHandle & {
  createSyncAccessHandle?: () => Promise<SyncHandle>;
  move?: (name: string) => Promise<void>;
};

export function opfsStore(
  root: () => Promise<FileSystemDirectoryHandle> = () => navigator.storage.getDirectory(),
): ModelStore {
  const modelsDir = async () => (await root()).getDirectoryHandle('models', { create: true });
  const dir = async (modelId: string, create: boolean) => (await modelsDir()).getDirectoryHandle(modelId, { create });
  const handle = async (modelId: string, name: string, create: boolean): Promise<FileHandle | null> => {
    try {
      return (await (await dir(modelId, create)).getFileHandle(name, { create })) as FileHandle;
    } catch (e) {
      if (nameOf(e) === 'NotFoundError' || nameOf(e) === 'TypeMismatchError') return null;
      throw e;
    }
  };
  const sizeOf = async (modelId: string, name: string) => {
    const h = await handle(modelId, name, false);
    return h ? ((await fileOf(h))?.size ?? null) : null;
  };
  const removeEntry = async (modelId: string, name: string) => {
    try {
      await (await dir(modelId, false)).removeEntry(name);
    } catch (e) {
      if (nameOf(e) !== 'NotFoundError') throw e;
    }
  };

  return {
    kind: 'opfs',
    fileSize: (m, p) => sizeOf(m, storeName(p)),
    partSize: async (m, p) => (await sizeOf(m, `${storeName(p)}.part`)) ?? 0,
    async read(m, p) {
      const h = await handle(m, storeName(p), false);
      if (!h) throw new Error(`${p} is not stored`);
      return new Uint8Array(await (await h.getFile()).arrayBuffer());
    },
    async *readPart(m, p) {
      const h = await handle(m, `${storeName(p)}.part`, false);
      if (!h) return;
      const reader = (await h.getFile()).stream().getReader();
      for (let r = await reader.read(); !r.done; r = await reader.read()) yield r.value;
    },
    async appendPart(m, p, reset): Promise<PartWriter> {
      return partWriter((await handle(m, `${storeName(p)}.part`, true))!, reset);
    },
    async commitPart(m, p) {
      const name = storeName(p);
      const part = (await handle(m, `${name}.part`, false))!;
      await removeEntry(m, name);
      if (part.move) await part.move(name);
      else {
        const target = (await handle(m, name, true))!;
        const w = await target.createWritable();
        await w.write(await part.getFile());
        await w.close();
        await removeEntry(m, `${name}.part`);
      }
    },
    removePart: (m, p) => removeEntry(m, `${storeName(p)}.part`),
    remove: (m, p) => removeEntry(m, storeName(p)),
    async write(m, p, bytes) {
      const h = (await handle(m, storeName(p), true))!;
      const w = await h.createWritable();
      await w.write(bytes as unknown as ArrayBuffer);
      await w.close();
    },
    async removeModel(m) {
      try {
        await (await modelsDir()).removeEntry(m, { recursive: true });
      } catch (e) {
        if (nameOf(e) !== 'NotFoundError') throw e;
      }
    },
    list: async () => listModels(await modelsDir()),
    async estimate() {
      const e = await navigator.storage.estimate();
      return e.quota === undefined ? null : { usage: e.usage ?? 0, quota: e.quota };
    },
  };
}

async function partWriter(h: FileHandle, reset: boolean): Promise<PartWriter> {
  if (h.createSyncAccessHandle) {
    // In a worker: writes land on disk at once, so a crash or a closed browser keeps them.
    const s = await h.createSyncAccessHandle();
    if (reset) s.truncate(0);
    let at = s.getSize();
    return {
      write: async (chunk) => {
        at += s.write(chunk, { at });
      },
      close: async () => {
        s.flush();
        s.close();
      },
    };
  }
  const w = await h.createWritable({ keepExistingData: !reset });
  if (!reset) await w.seek((await h.getFile()).size);
  return { write: (chunk) => w.write(chunk as unknown as ArrayBuffer), close: () => w.close() };
}

type Entries = { entries(): AsyncIterable<[string, FileSystemHandle]> };

/** Each model's folder with the bytes of its files (parts included). */
async function listModels(models: FileSystemDirectoryHandle): Promise<{ modelId: string; bytes: number }[]> {
  const out: { modelId: string; bytes: number }[] = [];
  for await (const [name, entry] of (models as unknown as Entries).entries()) {
    if (entry.kind !== 'directory') continue;
    let bytes = 0;
    try {
      for await (const [, f] of (entry as unknown as Entries).entries())
        if (f.kind === 'file') bytes += (await fileOf(f as FileSystemFileHandle))?.size ?? 0;
    } catch (e) {
      // A model deleted while it is being listed is simply not listed.
      if (nameOf(e) === 'NotFoundError') continue;
      throw e;
    }
    out.push({ modelId: name, bytes });
  }
  return out;
}
