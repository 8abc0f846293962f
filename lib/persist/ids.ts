/**
 * Deterministic ids for graph rows that must not be duplicated when the same thing is written
 * twice (a source URL, an edge between two nodes). FNV-1a, 64-bit, as 16 hex digits.
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

export const sourceId = (url: string) => `source:${stableHash(url)}` as const;
export const edgeId = (type: string, from: string, to: string) => `edge:${stableHash(`${type}|${from}|${to}`)}` as const;
