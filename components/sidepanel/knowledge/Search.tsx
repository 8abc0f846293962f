import { useState } from 'react';

import { useKnowledgeSearch } from '../data/useKnowledgeSearch';
import { NodeTag } from './NodeTag';

/** Search claims, facts and entities by their words. */
export function KnowledgeSearch({ onOpen }: { onOpen(id: string): void }) {
  const [query, setQuery] = useState('');
  const hits = useKnowledgeSearch(query);

  return (
    <section aria-label="Search knowledge">
      <h2>Search</h2>
      <input
        type="search"
        className="kg-search"
        placeholder="Search claims, facts and entities"
        aria-label="Search claims, facts and entities"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {hits && hits.length === 0 && <p className="empty">Nothing stored matches “{query}”.</p>}
      {hits && hits.length > 0 && (
        <ul className="kg-results" aria-label="Search results">
          {hits.map((h) => (
            <li key={h.node.id}>
              <button type="button" className="kg-hit" onClick={() => onOpen(h.node.id)}>
                <NodeTag node={h.node} />
                <span className="text">{'text' in h.node ? h.node.text : h.node.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
