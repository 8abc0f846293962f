import { decodeHtml } from '../../web/charset';
import { extractReadable } from '../../web/extract';
import type { ExtractedDocument } from '../types';

/**
 * An HTML file's readable text by the path web pages take (Readability on linkedom: parsed, never
 * run, so its scripts do nothing), decoded as a browser would (byte-order mark, <meta charset>,
 * UTF-8). Its paragraphs become one page, a blank line apart.
 */
export function extractHtml(bytes: Uint8Array, name = 'document.html'): ExtractedDocument {
  const html = decodeHtml(bytes, null);
  // Readability resolves links against a base URL; a local file has none worth giving.
  const readable = extractReadable(html, `file:///${encodeURIComponent(name)}`);
  return {
    kind: 'html',
    title: readable.title || null,
    pages: [readable.paragraphs.join('\n\n')],
  };
}
