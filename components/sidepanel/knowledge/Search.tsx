import { useState } from 'react';

import { knowledgeNodes as m } from '../../../lib/i18n/catalogue/knowledge-nodes';
import { t } from '../../../lib/i18n/t';
import { useKnowledgeSearch } from '../data/useKnowledgeSearch';
import { NodeTag } from './NodeTag';

/** Search claims, facts and entities by their words. */
export function KnowledgeSearch({ onOpen }: { onOpen(id: string): void }) {
  const [query, setQuery] = useState('');
  const hits = useKnowledgeSearch(query);

  return (
    <section aria-label={t(m.searchLabel)}>
      <h2>{t(m.search)}</h2>
      <input
        type="search"
        className="kg-search"
        placeholder={t(m.searchField)}
        aria-label={t(m.searchField)}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {hits && hits.length === 0 && <p className="empty">{t(m.noMatch, query)}</p>}
      {hits && hits.length > 0 && (
        <ul className="kg-results" aria-label={t(m.searchResults)}>
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
