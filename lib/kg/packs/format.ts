import * as v from 'valibot';

import { EDGE_TYPES } from '../../db/records';
import { packsFormat as m } from '../../i18n/catalogue/packs-format';
import { t } from '../../i18n/t';
import { SignatureSchema } from '../../sources/shared/format';
import { MAX_STATEMENT_CHARS } from '../graph/store';

/**
 * The knowledge pack format, version 1 (docs/knowledge-pack.md, docs/knowledge-pack.schema.json).
 * A pack is self-contained: its edges refer to the ids of its own items.
 */

export const PACK_FORMAT = 'claimlens-knowledge-pack';
export const PACK_FORMAT_VERSION = 1;
export const MAX_PACK_BYTES = 100 * 1024 * 1024;
const MAX_PACK_ITEMS = 2_000_000;

/** A trimmed, non-empty string of at most `max` characters (also the document pack format's). */
export const text = (max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, () => t(m.empty)),
    v.maxLength(max, () => t(m.atMost, max)),
  );
const isoDate = v.pipe(
  v.string(),
  v.isoTimestamp(() => t(m.isoDate)),
);
const itemId = v.pipe(
  v.string(),
  v.minLength(1, () => t(m.empty)),
  v.maxLength(200, () => t(m.atMost, 200)),
);

const PackMetaSchema = v.object({
  id: v.pipe(
    v.string(),
    v.regex(/^[a-z0-9][a-z0-9._-]{0,63}$/, () => t(m.packId)),
  ),
  name: text(200),
  version: text(50),
  description: v.optional(v.pipe(v.string(), v.maxLength(2000)), ''),
  license: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
  createdAt: v.optional(isoDate),
  provenance: v.optional(v.record(v.string(), v.pipe(v.string(), v.maxLength(2000)))),
});

const PackSourceSchema = v.object({
  id: itemId,
  url: v.pipe(
    v.string(),
    v.maxLength(2048),
    v.url(() => t(m.absoluteUrl)),
    v.regex(/^https?:/i, () => t(m.httpUrl)),
  ),
  title: v.optional(v.pipe(v.string(), v.maxLength(500)), ''),
  type: v.optional(v.pipe(v.string(), v.maxLength(50)), 'web'),
  retrievedAt: v.optional(isoDate),
});

const PackEntitySchema = v.object({
  id: itemId,
  name: text(200),
  type: v.optional(v.pipe(v.string(), v.maxLength(50)), 'concept'),
  aliases: v.optional(v.pipe(v.array(text(200)), v.maxLength(100)), []),
});

const PackClaimSchema = v.object({
  id: itemId,
  text: text(MAX_STATEMENT_CHARS),
  status: v.picklist(['TRUE', 'FALSE'], () => t(m.claimStatus)),
  verifiedAt: v.optional(isoDate),
});

const PackFactSchema = v.object({
  id: itemId,
  subject: text(MAX_STATEMENT_CHARS),
  predicate: text(200),
  object: text(MAX_STATEMENT_CHARS),
  text: v.optional(text(MAX_STATEMENT_CHARS)),
  status: v.picklist(['Verified', 'Claimed'], () => t(m.factStatus)),
  verifiedAt: v.optional(isoDate),
});

const PackEdgeSchema = v.object({
  type: v.picklist(EDGE_TYPES as [string, ...string[]], () => t(m.oneOf, EDGE_TYPES.join(', '))),
  from: itemId,
  to: itemId,
});

const list = <T extends v.GenericSchema>(item: T) => v.optional(v.pipe(v.array(item), v.maxLength(MAX_PACK_ITEMS)), []);

export const PackSchema = v.object({
  format: v.literal(PACK_FORMAT, `must be "${PACK_FORMAT}"`),
  version: v.literal(PACK_FORMAT_VERSION, `must be ${PACK_FORMAT_VERSION}`),
  pack: PackMetaSchema,
  sources: list(PackSourceSchema),
  entities: list(PackEntitySchema),
  claims: list(PackClaimSchema),
  facts: list(PackFactSchema),
  edges: list(PackEdgeSchema),
  /** Ed25519 over the canonical JSON of the file without `signature` (as a shared list's); required of team packs. */
  signature: v.optional(SignatureSchema),
});

export type Pack = v.InferOutput<typeof PackSchema>;
export type PackInput = v.InferInput<typeof PackSchema>;
