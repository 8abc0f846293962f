import { Dexie, type EntityTable, type Table } from 'dexie';

import { type Migration, MIGRATIONS } from './migrations';
import type {
  CheckRecord,
  ClaimNode,
  EdgeRow,
  EntityNode,
  FactNode,
  PackRecord,
  SourceNode,
  TaskRecord,
  VectorBlockRow,
  VectorRow,
} from './records';

const DB_NAME = 'claimlens';

/** The one owner of the IndexedDB schema; every context opens the database through here. */
export class ClaimLensDB extends Dexie {
  checks!: EntityTable<CheckRecord, 'id'>;
  claims!: EntityTable<ClaimNode, 'id'>;
  facts!: EntityTable<FactNode, 'id'>;
  entities!: EntityTable<EntityNode, 'id'>;
  sources!: EntityTable<SourceNode, 'id'>;
  edges!: EntityTable<EdgeRow, 'id'>;
  vectors!: Table<VectorRow, [string, string]>;
  vectorBlocks!: Table<VectorBlockRow, [string, string, number]>;
  packs!: EntityTable<PackRecord, 'id'>;
  tasks!: EntityTable<TaskRecord, 'id'>;

  constructor(
    name = DB_NAME,
    migrations: readonly Migration[] = MIGRATIONS,
    options?: ConstructorParameters<typeof Dexie>[1],
  ) {
    super(name, options);
    for (const m of migrations) {
      const version = this.version(m.version).stores(m.stores);
      if (m.upgrade) version.upgrade(m.upgrade);
    }
  }
}

let shared: ClaimLensDB | undefined;

/** The database of this context, opened lazily once. */
export function getDb(): ClaimLensDB {
  shared ??= new ClaimLensDB();
  return shared;
}
