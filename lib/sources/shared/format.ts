import * as v from 'valibot';

import { sourcesShared } from '../../i18n/catalogue/sources-shared';
import { t } from '../../i18n/t';
import { messageOf } from '../../util/errors';
import { DomainError, normaliseDomain, normalisePathPrefix } from '../domain';
import { canonicalJson } from './canonical';

/** The shared trusted-source list file (docs/source-list.md). */

export const LIST_FORMAT = 'claimlens-source-list';
export const LIST_VERSION = 1;
const MAX_LIST_ENTRIES = 2000;

const b64 = v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64'), v.maxLength(200));

export const SignatureSchema = v.object({
  alg: v.literal('Ed25519'),
  /** Raw 32-byte Ed25519 public key, base64. */
  publicKey: b64,
  /** Signature over the canonical JSON of the file without `signature`, base64. */
  value: b64,
  /** A key rotation: the key pinned before signs the new public key's raw bytes. */
  rotatedFrom: v.optional(v.object({ publicKey: b64, endorsement: b64 })),
});

const SourceEntrySchema = v.object({
  domain: v.pipe(v.string(), v.maxLength(253)),
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  category: v.optional(v.pipe(v.string(), v.maxLength(100)), 'Other'),
  description: v.optional(v.pipe(v.string(), v.maxLength(1000))),
  pathPrefixes: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(500))), v.maxLength(50))),
});

const SharedListSchema = v.object({
  format: v.literal(LIST_FORMAT),
  version: v.literal(LIST_VERSION),
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  publisher: v.optional(v.pipe(v.string(), v.maxLength(200))),
  description: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  updatedAt: v.pipe(v.string(), v.isoTimestamp()),
  sources: v.pipe(
    v.array(SourceEntrySchema),
    v.minLength(1, () => t(sourcesShared.atLeastOne)),
    v.maxLength(MAX_LIST_ENTRIES),
  ),
  signature: v.optional(SignatureSchema),
});

export type SharedList = v.InferOutput<typeof SharedListSchema>;
export type ListSignature = v.InferOutput<typeof SignatureSchema>;

export class ListError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ListError';
  }
}

export interface ParsedList {
  list: SharedList;
  /** The bytes a signature covers: canonical JSON of the file as published, without `signature`. */
  payload: string;
}

/**
 * Parses a signed JSON document of one of ClaimLens' list formats (source lists, feed rules):
 * JSON, then its `format` and `version`, then the schema; the message names the first problem
 * and where it is. `payload` is what a signature covers.
 */
export function parseSignedJson<S extends v.GenericSchema>(
  text: string,
  schema: S,
  kind: { format: string; version: number; noun: string },
): { data: v.InferOutput<S>; payload: string } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new ListError(`The list is not valid JSON (${messageOf(e)}).`);
  }
  if (data && typeof data === 'object' && (data as { format?: unknown }).format !== kind.format) {
    throw new ListError(`This is not a ClaimLens ${kind.noun} (its "format" is not "${kind.format}").`);
  }
  const version = (data as { version?: unknown } | null)?.version;
  if (typeof version === 'number' && version > kind.version)
    throw new ListError(
      `The list is format version ${version}; this ClaimLens reads version ${kind.version}. Update ClaimLens.`,
    );
  const parsed = v.safeParse(schema, data);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = issue?.path?.map((p) => String(p.key)).join('.') || '(root)';
    throw new ListError(`The list is malformed at "${where}": ${issue?.message ?? 'invalid value'}.`);
  }
  const { signature: _signature, ...unsigned } = data as Record<string, unknown>;
  return { data: parsed.output, payload: canonicalJson(unsigned) };
}

/** Parses and validates a list file; the message names the first problem and where it is. */
export function parseSharedList(text: string): ParsedList {
  const { data: list, payload } = parseSignedJson(text, SharedListSchema, {
    format: LIST_FORMAT,
    version: LIST_VERSION,
    noun: 'source list',
  });
  const seen = new Set<string>();
  const sources = list.sources.map((s, i) => {
    try {
      const domain = normaliseDomain(s.domain);
      if (seen.has(domain)) throw new DomainError(`${domain} is listed twice`);
      seen.add(domain);
      return { ...s, domain, ...(s.pathPrefixes ? { pathPrefixes: s.pathPrefixes.map(normalisePathPrefix) } : {}) };
    } catch (e) {
      throw new ListError(`The list is malformed at "sources.${i}.domain": ${messageOf(e)}`);
    }
  });
  return { list: { ...list, sources }, payload };
}
