import { useLiveQuery } from 'dexie-react-hooks';

import { ClaimIds, type NodeId } from '../../../lib/core/node-ids';
import { getDb } from '../../../lib/db/database';
import type { ClaimNode } from '../../../lib/db/records';

const LIMIT = 200;

/** False claims the tribunal corrected: each FALSE claim with the TRUE claim it is CORRECTED_BY. */
export function Corrections() {
  const pairs = useLiveQuery(async () => {
    const db = getDb();
    // Newest first, so the tribunal's own corrections lead the pack's (edge ids are content hashes, not times).
    const all = await db.edges.where('type').equals('CORRECTED_BY').toArray();
    const edges = all.sort((a, b) => b.createdAt - a.createdAt).slice(0, LIMIT);
    const claims = await db.claims.bulkGet(edges.flatMap((e) => [e.from, e.to]).filter(ClaimIds.is));
    const byId = new Map<NodeId, ClaimNode>(claims.filter((c): c is ClaimNode => !!c).map((c) => [c.id, c]));
    return edges.flatMap((e) => {
      const wrong = byId.get(e.from);
      const right = byId.get(e.to);
      return wrong && right ? [{ id: e.id, wrong, right }] : [];
    });
  }, []);
  if (!pairs?.length) return null;
  return (
    <section aria-label="Corrections">
      <h2>Corrections</h2>
      <ul className="corrections">
        {pairs.map(({ id, wrong, right }) => (
          <li key={id}>
            <p className="wrong">
              <span aria-hidden="true">✗ </span>
              <span className="visually-hidden">False: </span>
              {wrong.text}
            </p>
            <p className="right">
              <span aria-hidden="true">✓ </span>
              <span className="visually-hidden">Corrected by: </span>
              {right.text}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
