import { useLiveQuery } from 'dexie-react-hooks';

import { type Neighbourhood, readNeighbourhood } from '../../../lib/panel/knowledge';

/** A node with its neighbours and the edges between; null once it is no longer in the graph, undefined while read. */
export function useNeighbourhood(id: string): Neighbourhood | null | undefined {
  return useLiveQuery(() => readNeighbourhood(id), [id]);
}
