import { afterEach } from 'vitest';

import { ClaimLensDB } from '../../../lib/db/database';
import type { TaskRecord } from '../../../lib/db/records';
import { stageBlob } from '../../../lib/panel/staging';

/** Fresh databases for a test file, each deleted after its test. */
export function freshDatabases(prefix: string): () => ClaimLensDB {
  let n = 0;
  const open: ClaimLensDB[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((db) => db.delete()));
  });
  return () => {
    const db = new ClaimLensDB(`${prefix}-${++n}`);
    open.push(db);
    return db;
  };
}

/** A file staged in a task row (a pack to import by default), as the side panel leaves it for the engine. */
export function stagePack(
  db: ClaimLensDB,
  text: string,
  label = 'pack.json',
  kind: 'import' | 'claims' = 'import',
): Promise<TaskRecord['id']> {
  return stageBlob(kind, new Blob([text]), label, { total: 0 }, db);
}
