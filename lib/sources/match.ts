import { hostOf } from './domain';
import type { TrustedSource } from './types';

/**
 * Whether a URL is on the trusted list: its host is an entry's domain or a subdomain of it, and
 * when the entry has path prefixes, the path starts with one of them. Disabled entries never
 * match. The most specific (longest) domain wins, so a path-restricted subdomain entry can
 * narrow a broader one.
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
  let best: T | null = null;
  for (const s of sources) {
    if (!s.enabled || !domainCovers(s.domain, host)) continue;
    if (best && best.domain.length >= s.domain.length) continue;
    best = s;
  }
  if (!best) return null;
  const prefixes = best.pathPrefixes ?? [];
  if (prefixes.length && !prefixes.some((p) => pathUnder(path, p))) return null;
  return best;
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
