import type { PackRecord } from '../../db/records';
import type { StatusConflict } from '../graph/claim-status';
import type { Pack } from './format';

/**
 * Who may write under a pack id. Memory answers a pack's claims word for word, so a file that
 * reused an installed pack's id would replace what that pack says: the bundled starter pack's
 * id belongs to the bundled file alone, and replacing any other installed pack is shown and
 * asked for first.
 */

export const STARTER_PACK_ID = 'check-covid-starter';

/** Why an imported (not bundled) pack may not use this id, or null. */
export function reservedIdProblem(packId: string): string | null {
  if (packId !== STARTER_PACK_ID) return null;
  return `The pack id "${STARTER_PACK_ID}" is reserved for the starter pack that ships with ClaimLens: nothing was imported. Give your pack its own id (pack.id) and import it again; to restore the starter pack, remove it and press "Reinstall starter pack".`;
}

export interface PackSide {
  name: string;
  version: string;
  claims: number;
  facts: number;
}

const sideOf = (p: Pack): PackSide => ({
  name: p.pack.name,
  version: p.pack.version,
  claims: p.claims.length,
  facts: p.facts.length,
});

/**
 * What importing a pack would replace: the installed pack with the same id (if any), and the
 * claims another origin holds that the new one says the opposite of (if any).
 */
export interface Replacement {
  packId: string;
  installed?: PackSide;
  incoming: PackSide;
  conflicts?: StatusConflict[];
}

export function replacementOf(
  installed: PackRecord | undefined,
  incoming: Pack,
  conflicts: StatusConflict[] = [],
): Replacement | null {
  if (installed?.state !== 'installed') {
    if (!conflicts.length) return null;
    return { packId: incoming.pack.id, incoming: sideOf(incoming), conflicts };
  }
  return {
    packId: installed.id,
    installed: {
      name: installed.name,
      version: installed.version,
      claims: installed.counts.claims,
      facts: installed.counts.facts,
    },
    incoming: sideOf(incoming),
    ...(conflicts.length ? { conflicts } : {}),
  };
}
