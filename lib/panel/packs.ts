import { getDb } from '../db/database';
import type { DisputeRecord, PackRecord, TeamPackRecord } from '../db/records';
import { correctionsPack } from '../kg/packs/corrections-pack';
import { type ExportMeta, exportPack, type ExportSelection, packFileName, stringifyPack } from '../kg/packs/export';
import { signWithOwnKey } from '../sources/shared/export';
import { chromeStorage } from '../sources/storage';

/**
 * The packs the Knowledge tab shows (installed, team subscriptions) and the files it exports.
 * Reads only: imports, removals and subscriptions are engine ops (lib/engine/declare/kg.ts).
 */

export type { PackRecord, TeamPackClaim, TeamPackRecord } from '../db/records';
export type { ExportSelection } from '../kg/packs/export';
export { type ImportTaskResult } from '../kg/packs/install';
export { fetchPackFromUrl } from '../kg/packs/remote';
export { type PackSide, type Replacement, STARTER_PACK_ID } from '../kg/packs/rules';
export { diffSummary } from '../kg/packs/team-diff';

export const readPacks = (): Promise<PackRecord[]> => getDb().packs.toArray();

export const readTeamPacks = (): Promise<TeamPackRecord[]> => getDb().teamPacks.orderBy('url').toArray();

/** A file to download: its name and the pack as JSON. */
export interface PackFile {
  name: string;
  text: string;
}

/** The whole graph, one pack's share of it, or some nodes with what they refer to, as a pack file. */
export async function exportPackFile(selection: ExportSelection, meta: ExportMeta): Promise<PackFile> {
  const pack = await exportPack(getDb(), selection, meta);
  return { name: packFileName(meta), text: stringifyPack(pack) };
}

/** The reader's active corrections as a pack signed with this browser's key, for the team to subscribe to. */
export async function signedCorrectionsFile(disputes: readonly DisputeRecord[]): Promise<PackFile> {
  // not interface text: the pack's name inside the file, read by the team's browsers whatever their language
  const signed = await signWithOwnKey(chromeStorage(), correctionsPack(disputes, { name: 'Reader corrections' }));
  return { name: 'claimlens-reader-corrections.json', text: stringifyPack(signed) };
}
