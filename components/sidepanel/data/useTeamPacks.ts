import { useLiveQuery } from 'dexie-react-hooks';

import { readTeamPacks, type TeamPackRecord } from '../../../lib/panel/packs';

/** The team knowledge packs subscribed to, by address. */
export function useTeamPacks(): TeamPackRecord[] | undefined {
  return useLiveQuery(readTeamPacks, []);
}
