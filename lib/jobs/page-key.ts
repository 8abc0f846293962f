/** Pages are matched without their fragment, so `#comments` and the bare URL are one page. */
export function pageKey(url: string): string {
  try {
    const u = new URL(url);
    u.hash = '';
    return u.href;
  } catch {
    return url.split('#')[0] ?? url;
  }
}

export function siteOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    // Not a URL: no site to name.
    return '';
  }
}
