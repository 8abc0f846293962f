/**
 * Whether a storage error is the browser's (or the disk's) quota. The one owner for IndexedDB,
 * model files and the document library: Dexie wraps the DOMException in `inner`, our own errors
 * keep it as `cause`, Firefox names it NS_ERROR_DOM_QUOTA_REACHED, and OPFS and Node file stores
 * name it or say "quota" in the message.
 */
export function isQuotaError(e: unknown): boolean {
  for (let x: unknown = e, depth = 0; x && depth < 4; depth++) {
    const name = (x as { name?: unknown }).name;
    if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return true;
    x = (x as { inner?: unknown }).inner ?? (x as { cause?: unknown }).cause;
  }
  return e instanceof Error && /quota/i.test(e.message);
}
