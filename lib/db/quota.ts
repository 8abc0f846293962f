/** Whether a storage error is the browser's quota (Dexie wraps the DOMException in `inner`). */
export function isQuotaError(e: unknown): boolean {
  for (let x = e as { name?: string; inner?: unknown } | undefined, depth = 0; x && depth < 4; x = x.inner as typeof x, depth++) {
    if (x.name === 'QuotaExceededError') return true;
  }
  return false;
}
