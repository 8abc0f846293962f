import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';

import type {
  DBCore,
  DBCoreKeyRange,
  DBCoreMutateRequest,
  DBCoreTransaction,
  Dexie,
  IndexableType,
  IndexableTypeArrayReadonly,
} from 'dexie';

/**
 * What a system's knowledge graph learned during a run, kept across an interruption. The
 * graph lives in memory (fake-indexeddb), so a resumed run would start again from the packs
 * and lose the verdicts stored before the stop: the continuous learning the run measures.
 * Every committed write is attributed to the check that made it (by the async context its
 * transaction was opened in), written to the log when that claim is journaled, and replayed
 * on resume for the claims the journal holds. A claim that failed technically is run again on
 * resume, so its writes are dropped.
 */

/**
 * Not logged: the run's bookkeeping (check rows, tasks) and the vector index snapshot, which is
 * derived from `vectors` (a stale one is told by its header and rebuilt from the rows).
 */
const NOT_MEMORY = new Set(['checks', 'tasks', 'vectorBlocks']);

interface Entry {
  table: string;
  type: 'put' | 'delete' | 'deleteRange';
  values?: unknown[];
  keys?: IndexableType[];
  range?: DBCoreKeyRange;
}

interface LoggedEntry extends Entry {
  item: string;
}

type State = { kind: 'running'; entries: Entry[] } | { kind: 'committed'; item: string } | { kind: 'discarded' };

export class MemoryLog {
  private readonly scope = new AsyncLocalStorage<string>();
  private readonly owners = new WeakMap<DBCoreTransaction, string | undefined>();
  private readonly pending = new WeakMap<DBCoreTransaction, Entry[]>();
  private readonly checks = new Map<string, State>();
  private replaying = false;

  constructor(readonly file: string) {}

  /** Installs the write hook; call before the database opens. */
  attach(db: Dexie): void {
    db.use({ stack: 'dbcore', name: 'eval-memory-log', create: (down) => this.middleware(down) });
  }

  /** Runs one check's pipeline with its writes attributed to it. */
  within<T>(checkId: string, run: () => Promise<T>): Promise<T> {
    if (!this.checks.has(checkId)) this.checks.set(checkId, { kind: 'running', entries: [] });
    return this.scope.run(checkId, run);
  }

  /** The check's claim is journaled: its writes (and any that come later) go to the log. */
  commit(checkId: string, item: string): void {
    const state = this.checks.get(checkId);
    if (state?.kind === 'running') this.write(state.entries, item);
    this.checks.set(checkId, { kind: 'committed', item });
  }

  /** The check failed and will run again on resume: its writes are not kept. */
  discard(checkId: string): void {
    this.checks.set(checkId, { kind: 'discarded' });
  }

  /** Applies the logged writes of journaled claims, in the order they were committed. */
  async replay(db: Dexie, keep: (item: string) => boolean): Promise<number> {
    if (!existsSync(this.file)) return 0;
    let applied = 0;
    this.replaying = true;
    try {
      for (const line of readFileSync(this.file, 'utf8').split('\n')) {
        if (!line.trim()) continue;
        let entry: LoggedEntry;
        try {
          entry = JSON.parse(line, revive) as LoggedEntry;
        } catch {
          continue; // a torn last line: that claim was not journaled either
        }
        if (!keep(entry.item)) continue;
        await apply(db, entry);
        applied++;
      }
    } finally {
      this.replaying = false;
    }
    return applied;
  }

  private write(entries: readonly Entry[], item: string): void {
    if (!entries.length) return;
    appendFileSync(this.file, entries.map((e) => `${JSON.stringify({ item, ...e }, replace)}\n`).join(''));
  }

  private record(trans: DBCoreTransaction, entry: Entry): void {
    const list = this.pending.get(trans);
    if (list) list.push(entry);
  }

  private settle(trans: DBCoreTransaction): void {
    const entries = this.pending.get(trans);
    this.pending.delete(trans);
    const owner = this.owners.get(trans);
    if (!entries?.length || owner === undefined) return;
    const state = this.checks.get(owner);
    if (state?.kind === 'running') state.entries.push(...entries);
    else if (state?.kind === 'committed') this.write(entries, state.item);
  }

  private middleware(down: DBCore): DBCore {
    return {
      ...down,
      transaction: (stores, mode, options) => {
        const trans = down.transaction(stores, mode, options);
        const owner = this.scope.getStore();
        if (mode === 'readwrite' && owner !== undefined && !this.replaying) {
          this.owners.set(trans, owner);
          this.pending.set(trans, []);
          const native = trans as unknown as EventTarget;
          native.addEventListener('complete', () => this.settle(trans));
          native.addEventListener('abort', () => this.pending.delete(trans));
        }
        return trans;
      },
      table: (name) => {
        const table = down.table(name);
        if (NOT_MEMORY.has(name)) return table;
        return {
          ...table,
          mutate: async (req: DBCoreMutateRequest) => {
            const res = await table.mutate(req);
            const ok = (_: unknown, i: number) => !res.failures[i];
            if (req.type === 'add' || req.type === 'put') {
              this.record(req.trans, {
                table: name,
                type: 'put',
                values: req.values.filter(ok),
                ...(req.keys ? { keys: req.keys.filter(ok) } : {}),
              });
            } else if (req.type === 'delete') {
              this.record(req.trans, { table: name, type: 'delete', keys: req.keys });
            } else {
              this.record(req.trans, { table: name, type: 'deleteRange', range: req.range });
            }
            return res;
          },
        };
      },
    };
  }
}

async function apply(db: Dexie, e: Entry): Promise<void> {
  const table = db.table(e.table);
  if (e.type === 'put') {
    const outbound = !table.schema.primKey.keyPath;
    await (outbound
      ? table.bulkPut(e.values ?? [], (e.keys ?? []) as IndexableTypeArrayReadonly)
      : table.bulkPut(e.values ?? []));
  } else if (e.type === 'delete') {
    await table.bulkDelete(e.keys ?? []);
  } else if (e.range) {
    const r = e.range;
    // DBCoreRangeType: 1 equal, 2 range, 3 any, 4 never.
    if (r.type === 3) await table.clear();
    else if (r.type === 1) await table.delete(r.lower as string);
    else if (r.type === 2) await table.where(':id').between(r.lower, r.upper, !r.lowerOpen, !r.upperOpen).delete();
  }
}

/** Typed arrays (stored vectors) survive JSON as base64. */
function replace(_key: string, value: unknown): unknown {
  if (ArrayBuffer.isView(value) && !(value instanceof DataView)) {
    return {
      $typed: value.constructor.name,
      b64: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64'),
    };
  }
  return value;
}

const TYPED: Record<string, new (buffer: ArrayBuffer) => ArrayBufferView> = {
  Float32Array,
  Float64Array,
  Int8Array,
  Uint8Array,
  Int16Array,
  Uint16Array,
  Int32Array,
  Uint32Array,
};

function revive(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object' && '$typed' in value && 'b64' in value) {
    const { $typed, b64 } = value as { $typed: string; b64: string };
    const bytes = Buffer.from(b64, 'base64');
    const ctor = TYPED[$typed];
    if (ctor) return new ctor(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  }
  return value;
}
