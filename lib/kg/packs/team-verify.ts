import type { TeamPackRecord } from '../../db/records';
import { packsTeam as m } from '../../i18n/catalogue/packs-team';
import { t } from '../../i18n/t';
import { sha256Hex } from '../../ml/catalog';
import { canonicalJson } from '../../sources/shared/canonical';
import { ListError, type ListSignature } from '../../sources/shared/format';
import { checkListSignature } from '../../sources/shared/signature';
import { messageOf } from '../../util/errors';
import type { Pack } from './format';
import { parsePack } from './parse';
import { reservedIdProblem } from './rules';

/**
 * Whether a downloaded team pack may be applied: schema-valid (every problem with its line),
 * signed by the pinned key (or a key it endorsed: the shared lists' signature and canonical
 * JSON), dated, the same pack as held, and not older than it. Refusals are ListErrors whose
 * message is shown to the reader as the reason; the held pack then stays.
 */

/** Team packs are capped well below file imports: they are fetched again on every refresh. */
export const MAX_TEAM_PACK_BYTES = 20_000_000;

export interface ReadTeamPack {
  pack: Pack;
  /** SHA-256 of the canonical JSON the signature covers (hex): the same file is no update. */
  digest: string;
  /** The key that signed it (after a rotation, the new one). */
  key: string;
}

/** Parses and verifies a team pack file against the pinned key (null: the key it carries is pinned now). */
export async function readTeamPack(text: string, pinnedKey: string | null): Promise<ReadTeamPack> {
  let pack: Pack;
  try {
    pack = parsePack(text);
  } catch (e) {
    throw new ListError(t(m.notValid, messageOf(e)));
  }
  if (!pack.signature) throw new ListError(t(m.notSigned));
  const signed = await verifySignedJson(text, pack.signature, pinnedKey);
  if (!pack.pack.createdAt) throw new ListError(t(m.undated));
  const reserved = reservedIdProblem(pack.pack.id);
  if (reserved) throw new ListError(reserved);
  return { pack, ...signed };
}

/**
 * Checks the signature of a signed JSON file (a team pack, a document pack) against the pinned
 * key: the payload is the canonical JSON of the file without its signature.
 */
export async function verifySignedJson(
  text: string,
  signature: ListSignature,
  pinnedKey: string | null,
): Promise<{ digest: string; key: string }> {
  const { signature: _signature, ...unsigned } = JSON.parse(text) as Record<string, unknown>;
  const payload = canonicalJson(unsigned);
  const check = await checkListSignature(signature, payload, pinnedKey, 'pack');
  if (!check.ok) throw new ListError(check.reason);
  return { digest: await sha256Hex(new TextEncoder().encode(payload)), key: check.key ?? signature.publicKey };
}

/** The held-version fields of a subscription, from a verified file. */
export function heldVersionOf(
  meta: { id: string; name: string; version: string; createdAt?: string | undefined },
  signed: { digest: string; key: string },
): Pick<TeamPackRecord, 'packId' | 'name' | 'version' | 'createdAt' | 'digest' | 'pinnedKey'> {
  return {
    packId: meta.id,
    name: meta.name,
    version: meta.version,
    // Both formats require the date of a version that is subscribed to.
    createdAt: meta.createdAt!,
    digest: signed.digest,
    pinnedKey: signed.key,
  };
}

export type UpdateDecision = { kind: 'unchanged' } | { kind: 'apply' };

/** What an update is judged by: the pack's id, version and date, and the digest of its signed content. */
export interface IncomingVersion {
  meta: { id: string; version: string; createdAt?: string | undefined };
  digest: string;
}

/** An update against the held version: the same pack, dated later (or the very same file). */
export function decideUpdate(
  held: Pick<TeamPackRecord, 'packId' | 'createdAt' | 'digest' | 'version'>,
  incoming: IncomingVersion,
): UpdateDecision {
  const meta = incoming.meta;
  if (meta.id !== held.packId) throw new ListError(t(m.otherPack, meta.id, held.packId));
  if (incoming.digest === held.digest) return { kind: 'unchanged' };
  const at = Date.parse(meta.createdAt!);
  const heldAt = Date.parse(held.createdAt);
  if (at < heldAt) {
    throw new ListError(t(m.rollback, meta.version, meta.createdAt!, held.version, held.createdAt));
  }
  if (at === heldAt) throw new ListError(t(m.sameDate, meta.createdAt!));
  return { kind: 'apply' };
}
