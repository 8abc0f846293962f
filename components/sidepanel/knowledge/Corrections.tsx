import { useLiveQuery } from 'dexie-react-hooks';
import { getDb } from '../../../lib/db/database';
import type { ClaimNode } from '../../../lib/db/records';

/** False claims the tribunal corrected: each FALSE claim with the TRUE claim it is CORRECTED_BY. */
export function Corrections() {
  const pairs = useLiveQuery(async () => {
    const db = getDb();
    const edges = await db.edges.where('type').equals('CORRECTED_BY').reverse().limit(200).toArray();
    const claims = await db.claims.bulkGet(edges.flatMap((e) => [e.from, e.to]) as ClaimNode['id'][]);
    const byId = new Map(claims.filter((c): c is ClaimNode => !!c).map((c) => [c.id, c]));
    return edges.flatMap((e) => {
      const wrong = byId.get(e.from as ClaimNode['id']);
      const right = byId.get(e.to as ClaimNode['id']);
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
