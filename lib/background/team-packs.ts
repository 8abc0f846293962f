import { getDb } from '../db/database';
import type { TeamPackRequest } from '../kg/packs/team';
import type { EngineClient } from './engine-client';
import { registerPackRefresh } from './pack-refresh';

/** Team knowledge packs on the shared lists' schedule, and the policy's subscribed when missing (pack-refresh.ts). */
export function registerTeamPacks(
  engine: EngineClient,
  required: () => Promise<TeamPackRequest[]> = async () => [],
  watchRequired?: (onChange: () => void) => void,
): void {
  registerPackRefresh({
    alarm: 'knowledge.teamPacks.refresh',
    area: 'team-packs',
    what: 'Team packs',
    required,
    watchRequired,
    mustEnsure: async (packs) => packs.length > 0,
    ensure: (packs) => engine.request('kg.team.ensure', { packs }),
    anySubscribed: async () => (await getDb().teamPacks.count()) > 0,
    refresh: () => engine.request('kg.team.refresh', {}),
  });
}
