/**
 * Where a URL points, judged from its host alone (a browser cannot resolve names itself, so a
 * name that resolves to a private address is not caught here). The WHATWG URL parser already
 * normalises odd IPv4 spellings (`0x7f.1`, `2130706433`) to dotted decimal, so checking the
 * parsed hostname covers them.
 */

function hostnameOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^\[|\]$/g, '');
  } catch {
    // Not a URL: it has no host to judge.
    return null;
  }
}

function ipv4(host: string): number[] | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  return m ? m.slice(1).map(Number) : null;
}

/** IPv4 written inside IPv6 (`::ffff:7f00:1`, `::ffff:127.0.0.1`), as dotted decimal. */
function mappedIpv4(host: string): string | null {
  const dotted = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(host);
  if (dotted) return dotted[1]!;
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
  if (!hex) return null;
  const hi = parseInt(hex[1]!, 16);
  const lo = parseInt(hex[2]!, 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

function loopbackHost(host: string): boolean {
  const v4 = ipv4(mappedIpv4(host) ?? host);
  if (v4) return v4[0] === 127;
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1';
}

/** This computer: 127.0.0.0/8, localhost (and *.localhost), [::1]. */
export function isLoopbackUrl(url: string): boolean {
  const host = hostnameOf(url);
  return host !== null && loopbackHost(host);
}

/**
 * This computer or a private network: loopback, RFC 1918, link-local, carrier-grade NAT,
 * "this network" (0.0.0.0/8), IPv6 unique-local and link-local, and mDNS `.local` names.
 * Evidence pages are public; none of these is a public page.
 */
export function isPrivateUrl(url: string): boolean {
  const host = hostnameOf(url);
  if (host === null) return false;
  if (loopbackHost(host)) return true;
  const v4 = ipv4(mappedIpv4(host) ?? host);
  if (v4) {
    const [a, b] = v4 as [number, number];
    return (
      a === 0 ||
      a === 10 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (host.includes(':')) return host === '::' || /^f[cd][0-9a-f]{2}:/.test(host) || /^fe[89ab][0-9a-f]:/.test(host);
  return host.endsWith('.local') || host.endsWith('.internal');
}

/** The origin a URL belongs to (scheme, host, port), or null when it is not a URL. */
export function originOf(url: string): string | null {
  try {
    const u = new URL(url.trim());
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    // Not a URL: it has no origin.
    return null;
  }
}
