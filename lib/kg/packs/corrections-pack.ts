import type { DisputeRecord } from '../../db/records';
import { PACK_FORMAT, PACK_FORMAT_VERSION, type PackInput } from './format';

/**
 * The reader's corrections as a knowledge pack for their team: each active correction is a
 * claim with the status the reader gave, its source (when they gave one) and its reason in the
 * pack's provenance (`reason:<claim id>`). Dated now, so subscribers take each export as a newer
 * version. Signing is the caller's (the browser's own key, lib/sources/shared/export).
 */

const CORRECTIONS_PACK_ID = 'reader-corrections';

export function correctionsPack(
  disputes: readonly DisputeRecord[],
  meta: { name?: string; publisher?: string },
  now = new Date(),
): PackInput {
  const active = disputes.filter((d) => d.state === 'active').sort((a, b) => a.createdAt - b.createdAt);
  const sources = new Map<string, string>();
  const provenance: Record<string, string> = {
    // not interface text: the pack's provenance, data written into the shared file
    builder: 'ClaimLens reader corrections',
    ...(meta.publisher?.trim() ? { publisher: meta.publisher.trim() } : {}),
  };
  const claims = active.map((d, i) => {
    provenance[`reason:c${i + 1}`] = d.reason;
    if (d.sourceUrl && !sources.has(d.sourceUrl)) sources.set(d.sourceUrl, `s${sources.size + 1}`);
    return {
      id: `c${i + 1}`,
      text: d.claim,
      status: d.verdict === 'True' ? ('TRUE' as const) : ('FALSE' as const),
      verifiedAt: new Date(d.createdAt).toISOString(),
    };
  });
  const iso = now.toISOString();
  return {
    format: PACK_FORMAT,
    version: PACK_FORMAT_VERSION,
    pack: {
      id: CORRECTIONS_PACK_ID,
      // not interface text: the shared file's default name and description, read by whoever imports it
      name: meta.name?.trim() || 'Reader corrections',
      version: iso.slice(0, 19).replace('T', ' '),
      // not interface text: as above
      description: `${claims.length} verdict${claims.length === 1 ? '' : 's'} corrected by a reader, with their reasons.`,
      createdAt: iso,
      provenance,
    },
    // Every list is written, empty or not, so the file as saved (stringifyPack) is what was signed.
    sources: [...sources].map(([url, id]) => ({ id, url, type: 'web' })),
    entities: [],
    claims,
    facts: [],
    edges: active.flatMap((d, i) =>
      d.sourceUrl ? [{ type: 'FROM_SOURCE', from: `c${i + 1}`, to: sources.get(d.sourceUrl)! }] : [],
    ),
  };
}
