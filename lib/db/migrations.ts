/**
 * The database schema as numbered migrations. A migration is never edited once released:
 * a change is a new entry, with a test that upgrades a database of the previous version
 * holding data and loses none (tests/unit/db-migrations.test.ts).
 */
import type { Transaction } from 'dexie';

export interface Migration {
  version: number;
  /** Dexie store specs; only the tables this version adds or changes. `null` deletes a table. */
  stores: Record<string, string | null>;
  upgrade?: (tx: Transaction) => Promise<void>;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    stores: {
      checks: 'id, key, status, createdAt, pageKey, verdict, site',
      claims: 'id, normText, status, origin',
      facts: 'id, status, subject, object, origin',
      entities: 'id, &norm, *aliases',
      sources: 'id, &url, domain',
      edges: 'id, type, from, to, [from+type], [to+type]',
      vectors: '[modelId+nodeId], modelId, [modelId+index]',
    },
  },
];

export const LATEST_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;
