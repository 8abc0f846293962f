import { isLoopbackUrl, originOf } from '../net/address';
import { type Settings, SettingsError } from './schema';

/**
 * Endpoints that get a secret, and the rules that keep it there (issue "Verdict integrity",
 * docs/security-model.md): a key is bound to the origin of the endpoint it was
 * entered for and is sent only there, and only over https (or to this computer, where nothing
 * crosses a network).
 */

export type SecretName = 'llmApiKey' | 'braveApiKey' | 'factCheckApiKey';

export interface KeyedEndpoint {
  /** The settings field that holds the endpoint, as a settings file names it. */
  field: string;
  label: string;
  url(settings: Settings): string;
}

export const KEYED_ENDPOINTS: Record<SecretName, KeyedEndpoint> = {
  llmApiKey: { field: 'llm.baseUrl', label: 'LLM endpoint', url: (s) => s.llm.baseUrl },
  // not interface text: product names, the same in every language
  braveApiKey: { field: 'web.braveUrl', label: 'Brave Search', url: (s) => s.web.braveUrl },
  // not interface text: a product name
  factCheckApiKey: { field: 'web.factCheckUrl', label: 'Google Fact Check Tools', url: (s) => s.web.factCheckUrl },
};

const SECRET_NAMES = Object.keys(KEYED_ENDPOINTS) as SecretName[];

/** A key and the origin it was entered for. */
export interface BoundSecret {
  value: string;
  origin: string;
}
export type StoredSecrets = Partial<Record<SecretName, BoundSecret>>;

/** A key may travel to this URL: https, or plain http to this computer (127.0.0.0/8, localhost, [::1]). */
function carriesKeysSafely(url: string): boolean {
  const origin = originOf(url);
  return origin !== null && (origin.startsWith('https://') || isLoopbackUrl(url));
}

/** Refuses settings whose keyed endpoints would send a key in the clear, naming the field and the fix. */
export function checkKeyedEndpoints(settings: Settings): void {
  for (const { field, label, url } of Object.values(KEYED_ENDPOINTS)) {
    const value = url(settings).trim();
    if (value && originOf(value)?.startsWith('http://') && !isLoopbackUrl(value)) {
      throw new SettingsError(
        `Setting "${field}": the ${label} gets an API key, so it must use https (or be on this computer: localhost, 127.0.0.1, [::1]); this file sets ${value}. Nothing was changed.`,
      );
    }
  }
}

/** The keys a request may carry under these settings: each only to the origin it was entered for, over a safe transport. */
export function usableSecrets(stored: StoredSecrets, settings: Settings): Partial<Record<SecretName, string>> {
  const out: Partial<Record<SecretName, string>> = {};
  for (const name of SECRET_NAMES) {
    const bound = stored[name];
    const url = KEYED_ENDPOINTS[name].url(settings);
    if (bound && bound.origin === originOf(url) && carriesKeysSafely(url)) out[name] = bound.value;
  }
  return out;
}

export type KeyState =
  | { state: 'none' }
  | { state: 'ready'; last4: string }
  /** A key was entered for another origin: it is kept but not sent; the field asks for this host's key. */
  | { state: 'other-origin'; host: string; boundTo: string }
  | { state: 'insecure'; host: string };

export function keyState(stored: StoredSecrets, settings: Settings, name: SecretName): KeyState {
  const bound = stored[name];
  const url = KEYED_ENDPOINTS[name].url(settings);
  const origin = originOf(url);
  const host = origin ? new URL(origin).host : url;
  if (!bound) return { state: 'none' };
  if (bound.origin !== origin) return { state: 'other-origin', host, boundTo: hostOfOrigin(bound.origin) };
  if (!carriesKeysSafely(url)) return { state: 'insecure', host };
  return { state: 'ready', last4: bound.value.slice(-4) };
}

/** Binds a key to the endpoint it is entered for now; refuses an endpoint that would carry it in the clear. */
export function bindSecret(name: SecretName, value: string, settings: Settings): BoundSecret {
  const { label, url } = KEYED_ENDPOINTS[name];
  const origin = originOf(url(settings));
  if (!origin) throw new SettingsError(`Set the ${label}’s address before its API key.`);
  if (!carriesKeysSafely(origin))
    throw new SettingsError(
      `The ${label} (${origin}) is plain http: an API key is sent only over https or to this computer. Change its address to https first.`,
    );
  return { value: value.trim(), origin };
}

/**
 * Keys stored before they were bound (plain strings) are bound to the endpoint current when
 * they are first read under this version: the one they were entered for, as far as anyone knows.
 */
export function migrateSecrets(
  raw: Record<string, unknown>,
  settings: Settings,
): { stored: StoredSecrets; changed: boolean } {
  const stored: StoredSecrets = {};
  let changed = false;
  for (const name of SECRET_NAMES) {
    const v = raw[name];
    if (typeof v === 'string') {
      changed = true;
      const origin = originOf(KEYED_ENDPOINTS[name].url(settings));
      if (v.trim() && origin) stored[name] = { value: v.trim(), origin };
    } else if (isBound(v)) {
      stored[name] = { value: v.value, origin: v.origin };
    }
  }
  return { stored, changed };
}

function isBound(v: unknown): v is BoundSecret {
  return (
    !!v &&
    typeof v === 'object' &&
    typeof (v as BoundSecret).value === 'string' &&
    typeof (v as BoundSecret).origin === 'string' &&
    (v as BoundSecret).value.length <= 4096
  );
}

function hostOfOrigin(origin: string): string {
  try {
    return new URL(origin).host;
  } catch {
    return origin;
  }
}
