/**
 * The database schema as numbered migrations. A migration is never edited once released:
 * a change is a new entry, with a test that upgrades a database of the previous version
 * holding data and loses none (tests/unit/db-migrations.test.ts).
 */
import type { Transaction } from 'dexie';

import { looseKey, normText } from './migrations/v2-text';

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
  {
    // Knowledge graph: provenance as a list of origins (packs can be removed without losing what
    // others hold), word-for-word keys for matching without models, vector index snapshots,
    // installed packs, slow tasks.
    version: 2,
    stores: {
      claims: 'id, normText, looseKey, status, *origins',
      facts: 'id, status, subject, object, normText, looseKey, *origins',
      entities: 'id, &norm, *aliases, *origins',
      sources: 'id, &url, domain, *origins',
      edges: 'id, type, from, to, [from+type], [to+type], *origins',
      vectors: '[modelId+nodeId], modelId, [modelId+index], nodeId',
      vectorBlocks: '[modelId+index+block], modelId',
      packs: 'id, state',
      tasks: 'id, kind, status, createdAt',
    },
    upgrade: async (tx) => {
      const originsOf = (row: { origin?: unknown; origins?: unknown }) =>
        Array.isArray(row.origins)
          ? row.origins
          : typeof row.origin === 'string' && row.origin
            ? [row.origin]
            : ['user'];
      await tx
        .table('claims')
        .toCollection()
        .modify((row: Record<string, unknown>) => {
          row.origins = originsOf(row);
          delete row.origin;
          row.looseKey = looseKey(String(row.text ?? ''));
        });
      await tx
        .table('facts')
        .toCollection()
        .modify((row: Record<string, unknown>) => {
          row.origins = originsOf(row);
          delete row.origin;
          row.normText = normText(String(row.text ?? ''));
          row.looseKey = looseKey(String(row.text ?? ''));
        });
      for (const table of ['entities', 'sources', 'edges']) {
        await tx
          .table(table)
          .toCollection()
          .modify((row: Record<string, unknown>) => {
            row.origins = originsOf(row);
          });
      }
    },
  },
  {
    // Team pack subscriptions (by URL, with a pinned key) and the reader's own corrections of verdicts.
    version: 3,
    stores: {
      teamPacks: 'url, packId',
      disputes: 'id, looseKey, state, createdAt',
    },
  },
  {
    // The reader's document library (issue 30): documents, their pages and chunks, and the
    // chunks' vectors in a table of their own (by model, and by document for removal).
    version: 4,
    stores: {
      documents: 'id, &sha256, state, addedAt',
      documentPages: '[docId+page], docId',
      documentChunks: '[docId+index], docId',
      documentVectors: '[modelId+chunkId], modelId, docId',
    },
  },
  {
    // Lists of claims checked against the library (issue 30 item 4): a batch row the side panel
    // watches (the list, its progress, its state) and one row per finished claim, its journal,
    // so a batch resumes after a restart without checking finished claims again.
    version: 5,
    stores: {
      documentBatches: 'id, state, createdAt',
      documentBatchEntries: '[batchId+index], batchId',
    },
  },
  {
    // Subscriptions to signed document packs (issue 30 item 7), by manifest URL.
    version: 6,
    stores: {
      documentPacks: 'url, packId',
    },
  },
];

export const LATEST_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;
