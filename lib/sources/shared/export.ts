import * as v from 'valibot';

import { KEYS, type SourceStorage } from '../storage';
import type { EffectiveSource } from '../types';
import { LIST_FORMAT, LIST_VERSION, type ListSignature, type SharedList } from './format';
import { generateSigningKey, signDocument, type SigningKey } from './signature';

/**
 * Export of the user's effective list as a shared-list file, so a team can publish it; signed
 * with a key the extension generates and keeps in storage.local (never synced or exported).
 */

function buildList(
  sources: readonly EffectiveSource[],
  meta: { name: string; publisher?: string },
  now = new Date(),
): Omit<SharedList, 'signature'> {
  return {
    format: LIST_FORMAT,
    version: LIST_VERSION,
    // not interface text: the shared file's default name, read by whoever subscribes in their own language
    name: meta.name.trim() || 'My trusted sources',
    ...(meta.publisher?.trim() ? { publisher: meta.publisher.trim() } : {}),
    updatedAt: now.toISOString(),
    sources: sources
      .filter((s) => s.enabled)
      .map((s) => ({
        domain: s.domain,
        name: s.name,
        category: s.category,
        ...(s.description ? { description: s.description } : {}),
        ...(s.pathPrefixes?.length ? { pathPrefixes: s.pathPrefixes } : {}),
      })),
  };
}

const KeySchema = v.object({ publicKey: v.string(), privateKey: v.string() });
const StoredKeys = v.object({ current: KeySchema, previous: v.optional(KeySchema) });
type StoredKeys = v.InferOutput<typeof StoredKeys>;

async function loadKeys(storage: SourceStorage): Promise<StoredKeys | null> {
  const parsed = v.safeParse(StoredKeys, (await storage.local.get(KEYS.signingKey))[KEYS.signingKey]);
  return parsed.success ? parsed.output : null;
}

/** The signing key, created on first use. */
async function signingKey(storage: SourceStorage): Promise<SigningKey> {
  const keys = await loadKeys(storage);
  if (keys) return keys.current;
  const current = await generateSigningKey();
  await storage.local.set({ [KEYS.signingKey]: { current } });
  return current;
}

export async function currentPublicKey(storage: SourceStorage): Promise<string | null> {
  return (await loadKeys(storage))?.current.publicKey ?? null;
}

/** A new key; lists signed from now on carry the old key's endorsement, so subscribers follow. */
export async function rotateSigningKey(storage: SourceStorage): Promise<SigningKey> {
  const previous = (await loadKeys(storage))?.current;
  const current = await generateSigningKey();
  await storage.local.set({ [KEYS.signingKey]: previous ? { current, previous } : { current } });
  return current;
}

/** Signs a document (a list, or a pack of the reader's corrections) with this browser's key, endorsed by the previous one after a rotation. */
export async function signWithOwnKey<T extends object>(
  storage: SourceStorage,
  doc: T,
): Promise<Omit<T, 'signature'> & { signature: ListSignature }> {
  const key = await signingKey(storage);
  const previous = (await loadKeys(storage))?.previous;
  return signDocument(doc, key, previous);
}

export async function exportSignedList(
  storage: SourceStorage,
  sources: readonly EffectiveSource[],
  meta: { name: string; publisher?: string },
  now = new Date(),
): Promise<string> {
  const signed: SharedList = await signWithOwnKey(storage, buildList(sources, meta, now));
  return JSON.stringify(signed, null, 2);
}
