/**
 * Node ids are derived from content (`claim:<hash of its key>`), so writing the same knowledge
 * twice — a pack imported again, a claim verified again — finds the same rows instead of
 * adding copies.
 */

/** cyrb53: a fast 53-bit string hash; two seeds give 106 bits. */
function cyrb53(text: string, seed: number): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36).padStart(11, '0');
}

export function contentHash(text: string): string {
  return cyrb53(text, 0) + cyrb53(text, 1);
}
