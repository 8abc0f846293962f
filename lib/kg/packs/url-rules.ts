import { isLoopback } from '../../tribunal/provider';

/**
 * Where a pack may come from by URL. Asked for: https, or http on this machine (for testing);
 * never a private-network address (a router or intranet host is no pack publisher). After
 * redirects: the same origin as asked, so a redirect can neither downgrade to http, move to
 * another site nor reach this machine or the local network. A pack that moved is imported from
 * its new address by naming it. The redirected request has been made by then, without cookies;
 * its body is not read.
 */

const PRIVATE_V4 = [/^10\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^169\.254\./, /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./, /^0\./];

/** A literal private, link-local or unique-local address (not loopback: that one is this machine). */
export function isPrivateAddress(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const v4 = host.match(/^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/)?.[1];
  if (v4) return PRIVATE_V4.some((r) => r.test(v4));
  return /^f[cd][0-9a-f]{0,2}:/.test(host) || /^fe[89ab][0-9a-f]?:/.test(host);
}

/** Why a pack may not be fetched from `url`, or null. */
export function packUrlProblem(url: URL): string | null {
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.href))) return 'Packs are imported over https:// only.';
  if (isPrivateAddress(url.hostname)) return `${url.host} is an address on your local network: packs are imported from public https:// sites only.`;
  return null;
}

/** Why the answer that came back from `final` (after redirects) is refused for a request to `asked`, or null. */
export function packRedirectProblem(asked: URL, final: string): string | null {
  if (!final || final === asked.href) return null;
  let landed: URL;
  try {
    landed = new URL(final);
  } catch {
    return `redirected to an address that is not a URL ("${final}")`;
  }
  if (landed.origin === asked.origin) return null;
  return `redirected to ${landed.origin}, another site: ClaimLens imports a pack only from the site you named. If you trust ${landed.host}, import from ${landed.href} directly`;
}
