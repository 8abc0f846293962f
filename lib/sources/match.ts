import { hostOf } from './domain';
import type { TrustedSource } from './types';

/**
 * Whether a URL is on the trusted list: its host is an entry's domain or a subdomain of it, and
 * when the entry has path prefixes, the path starts with one of them. Disabled entries never
 * match. The most specific (longest) domain that matches the path wins. A list's or the
 * defaults' path prefixes only add trust: a path-restricted entry that does not cover the path
 * leaves it to the broader domains (a shared list's `www.who.int` entry with prefixes that match
 * nothing cannot make the WHO's pages untrusted). Only the reader's own prefixes (`narrowing`)
 * narrow: a path they leave out is untrusted whatever broader entry there is.
 */
export function matchSource<T extends TrustedSource>(url: string, sources: readonly T[]): T | null {
  const host = hostOf(url);
  if (!host) return null;
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    // Not a URL: no trusted source can match it.
    return null;
  }
  const covering = sources
    .filter((s) => s.enabled && domainCovers(s.domain, host))
    .sort((a, b) => b.domain.length - a.domain.length);
  for (const s of covering) {
    const prefixes = s.pathPrefixes ?? [];
    if (!prefixes.length || prefixes.some((p) => pathUnder(path, p))) return s;
    if (narrowing(s)) return null;
  }
  return null;
}

/** The reader's own path prefixes: a domain they added, or path prefixes they set on a listed one. */
export function narrowing(s: TrustedSource): boolean {
  return !!s.pathPrefixes?.length && (s.origin === 'user' || s.narrowedByReader === true);
}

export function domainCovers(domain: string, host: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/** `/health/` covers `/health/x`; `/health` covers `/health` and `/health/x` but not `/healthy`. */
function pathUnder(path: string, prefix: string): boolean {
  const p = path.toLowerCase();
  const pre = prefix.toLowerCase();
  if (pre.endsWith('/')) return p.startsWith(pre);
  return p === pre || p.startsWith(`${pre}/`);
}
