import { getDb } from '../db/database';
import type { DocumentPackRequest } from '../documents/packs/subscriptions';
import type { EngineClient } from './engine-client';
import { registerPackRefresh } from './pack-refresh';

/**
 * Document packs on the team packs' schedule (pack-refresh.ts). The policy's list is sent to the
 * engine whenever it names packs or a policy subscription is held: one the policy no longer
 * lists is ended there.
 */
export function registerDocumentPacks(
  engine: EngineClient,
  required: () => Promise<DocumentPackRequest[]>,
  watchRequired?: (onChange: () => void) => void,
): void {
  registerPackRefresh({
    alarm: 'documents.packs.refresh',
    area: 'document-packs',
    what: 'Document packs',
    required,
    watchRequired,
    mustEnsure: async (packs) =>
      packs.length > 0 || (await getDb().documentPacks.toArray()).some((s) => s.by === 'policy'),
    ensure: (packs) => engine.request('documents.packs.ensure', { packs }),
    anySubscribed: async () => (await getDb().documentPacks.count()) > 0,
    refresh: () => engine.request('documents.packs.refresh', {}),
  });
}
