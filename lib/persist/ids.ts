/**
 * The hash in the readable slug the entity resolver gives a new name (persist/entities.ts).
 * Graph rows take their ids from lib/kg/ids.ts; FNV-1a, 64-bit, as 16 hex digits.
 */
export function stableHash(text: string): string {
  let h = 0xcbf29ce484222325n;
  const bytes = new TextEncoder().encode(text);
  for (const b of bytes) {
    h ^= BigInt(b);
    h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return h.toString(16).padStart(16, '0');
}
