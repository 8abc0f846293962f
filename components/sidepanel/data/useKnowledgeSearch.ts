import { useEffect, useState } from 'react';

import { logged } from '../../../lib/log/log';
import { type SearchHit, searchNodes } from '../../../lib/panel/knowledge';

const PAUSE_MS = 150;

/** Claims, facts and entities whose words match, once typing pauses; null for an empty query. */
export function useKnowledgeSearch(query: string): SearchHit[] | null {
  const [hits, setHits] = useState<SearchHit[] | null>(null);
  useEffect(() => {
    if (!query.trim()) return setHits(null);
    let live = true;
    const timer = setTimeout(
      () => void searchNodes(query).then((h) => live && setHits(h), logged('knowledge', 'The knowledge search failed')),
      PAUSE_MS,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query]);
  return hits;
}
