import { sourcesShared as m } from '../../i18n/catalogue/sources-shared';
import { t } from '../../i18n/t';
import { canonicalJson } from './canonical';
import type { ListSignature, SharedList } from './format';

/**
 * Ed25519 signatures of shared lists, with WebCrypto (Chrome ≥ 137, Firefox ≥ 129, Node ≥ 20).
 * A subscription pins the key it first saw (or the key the user typed); from then on an update
 * must be signed by that key, or by a new key that the pinned key endorsed (key rotation).
 */

const ALG = { name: 'Ed25519' } as const;

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

const utf8 = (s: string) => new TextEncoder().encode(s);

async function verifyRaw(publicKeyB64: string, signatureB64: string, data: Uint8Array<ArrayBuffer>): Promise<boolean> {
  let key: CryptoKey;
  try {
    const raw = fromBase64(publicKeyB64);
    if (raw.length !== 32) return false;
    key = await crypto.subtle.importKey('raw', raw, ALG, false, ['verify']);
  } catch {
    // A key that is not a valid Ed25519 key verifies nothing: the list is unsigned.
    return false;
  }
  try {
    return await crypto.subtle.verify(ALG, key, fromBase64(signatureB64), data);
  } catch {
    // A malformed signature is a signature that does not verify.
    return false;
  }
}

/** A short, readable fingerprint of a public key for people to compare (SHA-256, first 16 bytes, hex pairs). */
export async function keyFingerprint(publicKeyB64: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', fromBase64(publicKeyB64)));
  return [...digest.slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join(':');
}

export type SignatureCheck = { ok: true; key: string | null; rotated: boolean } | { ok: false; reason: string };

/**
 * Checks a list against the key pinned for its subscription (null: nothing pinned yet).
 * `payload` is the canonical JSON the signature covers (see parseSharedList).
 */
export async function checkListSignature(
  signature: ListSignature | undefined,
  payload: string,
  pinnedKey: string | null,
  noun: 'list' | 'pack' = 'list',
): Promise<SignatureCheck> {
  if (!signature) {
    if (pinnedKey) return { ok: false, reason: t(noun === 'pack' ? m.unsignedPack : m.unsignedList) };
    return { ok: true, key: null, rotated: false };
  }
  const validSelf = await verifyRaw(signature.publicKey, signature.value, utf8(payload));
  if (!validSelf) return { ok: false, reason: t(noun === 'pack' ? m.badSignaturePack : m.badSignatureList) };
  if (!pinnedKey || signature.publicKey === pinnedKey) return { ok: true, key: signature.publicKey, rotated: false };

  const rotation = signature.rotatedFrom;
  if (!rotation || rotation.publicKey !== pinnedKey) {
    return { ok: false, reason: t(m.otherKey) };
  }
  const endorsed = await verifyRaw(pinnedKey, rotation.endorsement, fromBase64(signature.publicKey));
  if (!endorsed) return { ok: false, reason: t(m.rotationNotEndorsed) };
  return { ok: true, key: signature.publicKey, rotated: true };
}

export interface SigningKey {
  publicKey: string;
  /** PKCS#8, base64; kept in storage.local only. */
  privateKey: string;
}

export async function generateSigningKey(): Promise<SigningKey> {
  const pair = (await crypto.subtle.generateKey(ALG, true, ['sign', 'verify'])) as CryptoKeyPair;
  const [pub, priv] = await Promise.all([
    crypto.subtle.exportKey('raw', pair.publicKey),
    crypto.subtle.exportKey('pkcs8', pair.privateKey),
  ]);
  return { publicKey: toBase64(new Uint8Array(pub)), privateKey: toBase64(new Uint8Array(priv)) };
}

async function signRaw(key: SigningKey, data: Uint8Array<ArrayBuffer>): Promise<string> {
  const priv = await crypto.subtle.importKey('pkcs8', fromBase64(key.privateKey), ALG, false, ['sign']);
  return toBase64(new Uint8Array(await crypto.subtle.sign(ALG, priv, data)));
}

/**
 * Signs a JSON document, a shared list or a knowledge pack (any `signature` it had is
 * replaced); `previous` endorses a new key (rotation).
 */
export async function signDocument<T extends object>(
  doc: T,
  key: SigningKey,
  previous?: SigningKey,
): Promise<Omit<T, 'signature'> & { signature: ListSignature }> {
  const { signature: _old, ...unsigned } = doc as T & { signature?: unknown };
  const value = await signRaw(key, utf8(canonicalJson(unsigned)));
  const signature: ListSignature = { alg: 'Ed25519', publicKey: key.publicKey, value };
  if (previous && previous.publicKey !== key.publicKey) {
    signature.rotatedFrom = {
      publicKey: previous.publicKey,
      endorsement: await signRaw(previous, fromBase64(key.publicKey)),
    };
  }
  return { ...unsigned, signature } as Omit<T, 'signature'> & { signature: ListSignature };
}

export async function signList(
  list: Omit<SharedList, 'signature'>,
  key: SigningKey,
  previous?: SigningKey,
): Promise<SharedList> {
  return signDocument(list, key, previous);
}
