import { permits } from '../../../lib/web/permissions';

/**
 * Host permissions from the side panel (the only place that can ask: a request needs the
 * user's click). Asks only for what is not granted yet.
 */
export async function ensureHostAccess(origins: readonly string[]): Promise<boolean> {
  if (!origins.length) return true;
  const granted = (await chrome.permissions.getAll()).origins ?? [];
  const missing = origins.filter((o) => !permits(granted, o.replace('*.', '').replace(/\*$/, '')));
  if (!missing.length) return true;
  return chrome.permissions.request({ origins: missing });
}

/** Which of these patterns are not covered by what was granted. */
export async function missingHostAccess(origins: readonly string[]): Promise<string[]> {
  const granted = (await chrome.permissions.getAll()).origins ?? [];
  return origins.filter((o) => !permits(granted, o.replace('*.', '').replace(/\*$/, '')));
}
