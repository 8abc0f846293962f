import { useLiveQuery } from 'dexie-react-hooks';
import { getDb } from '../../../lib/db/database';
import { Corrections } from '../knowledge/Corrections';

/** What the local knowledge graph holds. */
export function KnowledgeTab() {
  const counts = useLiveQuery(async () => {
    const db = getDb();
    const [claims, facts, entities, sources, edges] = await Promise.all([db.claims.count(), db.facts.count(), db.entities.count(), db.sources.count(), db.edges.count()]);
    return { claims, facts, entities, sources, edges };
  }, []);
  if (!counts) return <p className="empty">Loading…</p>;
  return (
    <section aria-label="Knowledge">
      <h2>Local knowledge</h2>
      <dl className="counts">
        {Object.entries(counts).map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v.toLocaleString()}</dd>
          </div>
        ))}
      </dl>
      <Corrections />
      {counts.claims === 0 && <p className="empty">The knowledge graph is empty. Checks verified online are saved here, so the next check of the same claim is instant.</p>}
    </section>
  );
}
