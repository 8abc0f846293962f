/**
 * SHA-256 of a file's bytes, in lower-case hex: the library adds the same file once (issue 30).
 * `crypto.subtle` exists in extension pages, workers and Node 20 alike.
 */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
