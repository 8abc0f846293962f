import { Dexie, type EntityTable, type Table } from 'dexie';

import { type Migration, MIGRATIONS } from './migrations';
import type {
  CheckRecord,
  ClaimNode,
  DisputeRecord,
  DocumentBatchEntryRow,
  DocumentBatchRecord,
  DocumentChunkRow,
  DocumentPackRecord,
  DocumentPageRow,
  DocumentRecord,
  DocumentVectorRow,
  EdgeRow,
  EntityNode,
  FactNode,
  PackRecord,
  SourceNode,
  TaskRecord,
  TeamPackRecord,
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
  teamPacks!: EntityTable<TeamPackRecord, 'url'>;
  disputes!: EntityTable<DisputeRecord, 'id'>;
  documents!: EntityTable<DocumentRecord, 'id'>;
  documentPages!: Table<DocumentPageRow, [string, number]>;
  documentChunks!: Table<DocumentChunkRow, [string, number]>;
  documentVectors!: Table<DocumentVectorRow, [string, string]>;
  documentBatches!: EntityTable<DocumentBatchRecord, 'id'>;
  documentBatchEntries!: Table<DocumentBatchEntryRow, [string, number]>;
  documentPacks!: EntityTable<DocumentPackRecord, 'url'>;

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
