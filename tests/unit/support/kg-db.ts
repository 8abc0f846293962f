import { afterEach } from 'vitest';

import { ClaimLensDB } from '../../../lib/db/database';

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
