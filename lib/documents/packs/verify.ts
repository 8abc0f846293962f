import * as v from 'valibot';

import { verifySignedJson } from '../../kg/packs/team-verify';
import { ListError } from '../../sources/shared/format';
import { messageOf } from '../../util/errors';
import { type DocumentPack, DocumentPackSchema, type ResolvedDocument } from './format';

/**
 * Whether a downloaded document pack manifest may be used: valid JSON of the format (every
 * problem named by its place), signed by the pinned key (the team packs' Ed25519 signature over
 * canonical JSON, with their key rotation), each document's URL on the manifest's own origin and
 * each id once. Refusals are ListErrors whose message the reader sees; nothing is fetched or
 * added before a manifest passes.
 */

export interface ReadDocumentPack {
  pack: DocumentPack;
  documents: ResolvedDocument[];
  /** SHA-256 of the canonical JSON the signature covers (hex): the same manifest is no update. */
  digest: string;
  /** The key that signed it (after a rotation, the new one). */
  key: string;
}

function parseManifest(text: string): DocumentPack {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new ListError(`The document pack is not valid JSON: ${messageOf(e)}.`);
  }
  const parsed = v.safeParse(DocumentPackSchema, json);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = issue.path?.map((p) => String(p.key)).join('.') ?? '(file)';
    throw new ListError(`The document pack is not valid: ${where} ${issue.message}.`);
  }
  return parsed.output;
}

/** Each document's URL resolved against the manifest, refused when it leaves the manifest's origin. */
function resolveDocuments(pack: DocumentPack, manifestUrl: string): ResolvedDocument[] {
  const base = new URL(manifestUrl);
  const seen = new Set<string>();
  return pack.documents.map((d) => {
    if (seen.has(d.id)) throw new ListError(`The document pack lists the id “${d.id}” twice: refused.`);
    seen.add(d.id);
    let url: URL;
    try {
      url = new URL(d.url, base);
    } catch {
      throw new ListError(`The document “${d.name}” has the address “${d.url}”, which is not a URL: refused.`);
    }
    if (url.origin !== base.origin || url.username || url.password)
      throw new ListError(
        `The document “${d.name}” points to ${url.origin}, off the pack’s own site (${base.origin}): a pack’s documents must be served where its manifest is. Refused; nothing was added.`,
      );
    url.hash = '';
    return { ...d, url: url.href };
  });
}

/** Parses a manifest and checks its signature (null: the key it carries is pinned now); its URLs are not resolved. */
export async function readSignedManifest(
  text: string,
  pinnedKey: string | null,
): Promise<Omit<ReadDocumentPack, 'documents'>> {
  const pack = parseManifest(text);
  if (!pack.signature)
    throw new ListError(
      'The document pack is not signed: a document pack must carry an Ed25519 signature (sign it with scripts/sign/index.ts).',
    );
  return { pack, ...(await verifySignedJson(text, pack.signature, pinnedKey)) };
}

/** Parses and verifies a manifest fetched from `manifestUrl`, its documents' URLs resolved on its origin. */
export async function readDocumentPack(
  text: string,
  manifestUrl: string,
  pinnedKey: string | null,
): Promise<ReadDocumentPack> {
  const read = await readSignedManifest(text, pinnedKey);
  return { ...read, documents: resolveDocuments(read.pack, manifestUrl) };
}
