/** Only http(s) links from evidence are ever rendered as links; anything else stays text. */
export function safeHttpUrl(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    // Not a URL: shown as text, never as a link.
    return null;
  }
}
