/**
 * Whether a storage error is the browser's (or the disk's) quota. The one owner for IndexedDB
 * and for model files: Dexie wraps the DOMException in `inner`, OPFS and Node file stores name
 * it or say "quota" in the message.
 */
export function isQuotaError(e: unknown): boolean {
  for (
    let x = e as { name?: string; inner?: unknown } | undefined, depth = 0;
    x && depth < 4;
    x = x.inner as typeof x, depth++
  ) {
    if (x.name === 'QuotaExceededError') return true;
  }
  return e instanceof Error && /quota/i.test(e.message);
}
