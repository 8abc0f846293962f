import type { TrustedSource } from '../sources/types';

/**
 * Host permissions, as match patterns. The side panel asks for them (only it can: the engine
 * worker has no chrome.permissions), the background passes what was granted to the engine, and
 * the engine never fetches a URL that no granted pattern covers.
 */

/** Patterns a trusted list and the chosen services need: `https://*.who.int/*` covers who.int and its subdomains. */
export function originsFor(
  sources: readonly Pick<TrustedSource, 'domain' | 'enabled'>[],
  endpoints: readonly string[],
): string[] {
  const out = new Set<string>();
  for (const e of endpoints) {
    try {
      const u = new URL(e);
      if (u.protocol === 'https:' || u.protocol === 'http:') out.add(`${u.protocol}//${u.hostname}/*`);
    } catch {
      /* an unset endpoint needs nothing */
    }
  }
  for (const s of sources) if (s.enabled) out.add(`https://*.${s.domain}/*`);
  return [...out];
}

/** Whether a granted match pattern covers a URL (ports are not part of Chrome's host patterns). */
export function permits(patterns: readonly string[], url: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    // Not a URL: no permission covers it.
    return false;
  }
  const host = u.hostname.toLowerCase();
  return patterns.some((p) => {
    if (p === '<all_urls>') return u.protocol === 'https:' || u.protocol === 'http:';
    const m = /^(\*|https?):\/\/([^/]+)\//.exec(p);
    if (!m) return false;
    const [, scheme, hostPattern] = m as unknown as [string, string, string];
    if (scheme === '*' ? !(u.protocol === 'https:' || u.protocol === 'http:') : `${scheme}:` !== u.protocol)
      return false;
    const hp = hostPattern.replace(/:\d+$/, '').toLowerCase();
    if (hp === '*') return true;
    if (hp.startsWith('*.')) return host === hp.slice(2) || host.endsWith(hp.slice(1));
    return host === hp;
  });
}
