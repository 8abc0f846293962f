import { documentsErrors as m } from '../../i18n/catalogue/documents-errors';
import { t } from '../../i18n/t';
import { DocumentError, documentErrors, tooLarge } from '../errors';
import type { DocumentKind, ExtractedDocument } from '../types';
import { extractHtml } from './html';
import { extractPdf, type PdfOptions } from './pdf';
import { extractMarkdown, extractText } from './text';

/**
 * One entry for every file the library takes: the kind decided from the bytes, the MIME type and
 * the name, the size limit (a setting) enforced before anything is parsed, then the extractor
 * of that kind. Every refusal is a DocumentError whose message says what to do.
 */

export interface ExtractOptions extends PdfOptions {
  /** The file's name, for its extension and for messages. */
  name?: string;
  /** The MIME type the picker, the drop or the server gave, if any. */
  mime?: string;
  /** Largest file read, in bytes (Settings → Documents). */
  maxBytes: number;
}

export async function extractDocument(bytes: Uint8Array, options: ExtractOptions): Promise<ExtractedDocument> {
  const name = options.name ?? t(m.thisFile);
  if (bytes.length > options.maxBytes) throw tooLarge(bytes.length, options.maxBytes);
  if (!bytes.length) throw documentErrors.empty(t(m.quoted, name));
  const kind = documentKind(bytes, options.name, options.mime);
  if (!kind) throw documentErrors.unsupported(name);
  const doc =
    kind === 'pdf'
      ? hasPdfHeader(bytes)
        ? await extractPdf(bytes, options)
        : notAPdf(name)
      : kind === 'html'
        ? extractHtml(bytes, name)
        : kind === 'markdown'
          ? extractMarkdown(bytes)
          : extractText(bytes);
  if (doc.pages.every((p) => !p.trim())) throw documentErrors.empty(t(m.quoted, name));
  return doc;
}

function notAPdf(name: string): never {
  throw new DocumentError('corrupt', t(m.notAPdf, name));
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** `%PDF-` within the first 1024 bytes, as readers accept (a few writers put junk before it). */
function hasPdfHeader(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length - PDF_MAGIC.length, 1024);
  for (let i = 0; i <= end; i++) if (PDF_MAGIC.every((b, j) => bytes[i + j] === b)) return true;
  return false;
}

const BY_MIME: Record<string, DocumentKind> = {
  'application/pdf': 'pdf',
  'application/x-pdf': 'pdf',
  'text/html': 'html',
  'application/xhtml+xml': 'html',
  'text/markdown': 'markdown',
  'text/x-markdown': 'markdown',
  'text/plain': 'text',
};

const BY_EXTENSION: Record<string, DocumentKind> = {
  pdf: 'pdf',
  html: 'html',
  htm: 'html',
  xhtml: 'html',
  md: 'markdown',
  markdown: 'markdown',
  mdown: 'markdown',
  mkd: 'markdown',
  txt: 'text',
  text: 'text',
};

/**
 * The kind of a file, or null when ClaimLens does not read it: the PDF signature wins, then the
 * MIME type, then the extension; any other file is sniffed unless its MIME type names another
 * kind (binary is refused, markup is HTML, the rest is read as text).
 */
export function documentKind(bytes: Uint8Array, name?: string, mime?: string): DocumentKind | null {
  if (hasPdfHeader(bytes)) return 'pdf';
  const type = mime?.split(';')[0]?.trim().toLowerCase();
  if (type && BY_MIME[type]) return BY_MIME[type];
  const ext = name && /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (ext && BY_EXTENSION[ext]) return BY_EXTENSION[ext];
  if (type && !type.startsWith('text/') && type !== 'application/octet-stream') return null;
  if (looksBinary(bytes)) return null;
  const head = new TextDecoder().decode(bytes.subarray(0, 1024)).trimStart().toLowerCase();
  return /^(?:<!doctype html|<html[\s>])/.test(head) ? 'html' : 'text';
}

/** A NUL byte in the first 1024 (not UTF-16 with a BOM): an image, an archive, a Word file. */
function looksBinary(bytes: Uint8Array): boolean {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return false;
  return bytes.subarray(0, 1024).includes(0);
}
