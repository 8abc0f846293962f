import { getDomain, getPublicSuffix } from 'tldts';

/**
 * Domain rules of the trusted list. An entry names a registrable domain (`who.int`) or a
 * subdomain of one (`www.nhs.uk`: `nhs.uk` is itself a public suffix), and covers its subdomains.
 * Distinctness (≤ 5 pages from distinct domains, ≤ 2 passages per domain) is by registrable domain.
 */

const PSL = { allowPrivateDomains: true } as const;

/** Lower-cased host without a trailing dot or `www.`-insensitive tricks: exactly as the URL has it. */
export function hostOf(url: string): string | null {
  try {
    const u = new URL(url);
    if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
    return u.hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    // Not a URL: it has no host.
    return null;
  }
}

/** `www.ncbi.nlm.nih.gov` → `nih.gov`; an IP address or a bare suffix → the host itself. */
export function registrableDomain(host: string): string {
  return getDomain(host, PSL) ?? host;
}

export class DomainError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DomainError';
  }
}

/**
 * Normalises what a user types ("https://www.WHO.int/news" → `www.who.int`) and refuses what
 * cannot be a trusted domain, with the reason.
 */
export function normaliseDomain(input: string): string {
  let text = input.trim().toLowerCase();
  if (!text) throw new DomainError('Type a domain, e.g. who.int.');
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(text)) {
    const host = hostOf(text);
    if (!host) throw new DomainError(`“${input}” is not a web address.`);
    text = host;
  }
  text = text.replace(/\/.*$/, '').replace(/\.$/, '');
  if (
    !/^[a-z0-9.-]+$/.test(text) ||
    text.length > 253 ||
    text.split('.').some((l) => !l || l.length > 63 || l.startsWith('-') || l.endsWith('-'))
  ) {
    throw new DomainError(`“${input}” is not a domain name.`);
  }
  if (/^\d+(\.\d+){3}$/.test(text))
    throw new DomainError('IP addresses cannot be trusted sources; use the site’s domain name.');
  const suffix = getPublicSuffix(text, PSL);
  if (!suffix || suffix === text)
    throw new DomainError(
      `“${text}” is a public suffix shared by many unrelated sites; name one site, e.g. example.${text}.`,
    );
  if (!getDomain(text, PSL)) throw new DomainError(`“${text}” has no registrable domain.`);
  return text;
}

/** Normalises a path prefix: starts with `/`, no query or fragment. */
export function normalisePathPrefix(input: string): string {
  const p = input.trim();
  if (!p) throw new DomainError('A path prefix cannot be empty.');
  if (/[?#\s]/.test(p)) throw new DomainError(`Path prefix “${p}” may not contain spaces, “?” or “#”.`);
  return p.startsWith('/') ? p : `/${p}`;
}
