/**
 * Decoding an HTML page as a browser would: a byte-order mark wins, then the charset of the
 * Content-Type header, then a `<meta charset>` (or http-equiv) in the first 1024 bytes, then
 * UTF-8. Labels TextDecoder does not know fall back to UTF-8 (windows-1252 for latin1 aliases is
 * TextDecoder's own mapping).
 */
function detectCharset(bytes: Uint8Array, contentType: string | null): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  const fromHeader = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
  if (fromHeader && known(fromHeader)) return fromHeader.toLowerCase();
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  const meta = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1];
  if (meta && known(meta)) return meta.toLowerCase();
  return 'utf-8';
}

function known(label: string): boolean {
  try {
    new TextDecoder(label);
    return true;
  } catch {
    // TextDecoder throws for a label it does not know: the page's charset falls back to UTF-8.
    return false;
  }
}

export function decodeHtml(bytes: Uint8Array, contentType: string | null): string {
  const charset = detectCharset(bytes, contentType);
  // A page that declares UTF-16 in a meta tag is really ASCII-compatible (HTML spec: use UTF-8).
  const label = /^utf-16/.test(charset) && !(bytes[0] === 0xfe || bytes[0] === 0xff) ? 'utf-8' : charset;
  const decoder = new TextDecoder(label);
  const text = decoder.decode(bytes);
  // The Encoding Standard maps latin1/ascii/windows-1252 alike to windows-1252; some runtimes
  // (Node) decode 0x80–0x9F as C1 controls instead, so those are mapped here.
  return decoder.encoding === 'windows-1252'
    ? text.replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252_C1[c.charCodeAt(0) - 0x80] || c)
    : text;
}

const WINDOWS_1252_C1 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
