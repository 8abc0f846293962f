import { createHash } from 'node:crypto';

import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * PDFs the document tests make themselves (no fetched files): known text on known pages, many
 * pages, a scanned page (an image, no text), a truncated file, random bytes, and a PDF encrypted
 * with the standard security handler, which pdf-lib cannot write.
 */

/** Each page is a list of paragraphs; each paragraph a list of lines, drawn 14 pt apart. */
export async function textPdf(pages: readonly (readonly (readonly string[])[])[], title?: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  if (title) doc.setTitle(title);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const paragraphs of pages) {
    const page = doc.addPage([612, 792]);
    let y = 740;
    for (const lines of paragraphs) {
      for (const line of lines) {
        page.drawText(line, { x: 56, y, size: 11, font });
        y -= 14;
      }
      y -= 14;
    }
  }
  return doc.save();
}

/** `n` pages, page i (1-based) saying `line(i)`. */
export function manyPagesPdf(n: number, line: (page: number) => string): Promise<Uint8Array> {
  return textPdf(Array.from({ length: n }, (_, i) => [[line(i + 1)]]));
}

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A "scanned" PDF: every page is an image, no text layer. */
export async function scannedPdf(pages = 2): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(Buffer.from(PNG_1X1, 'base64'));
  for (let i = 0; i < pages; i++) doc.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  return doc.save();
}

/** Deterministic bytes (a linear congruential generator), optionally behind a PDF header. */
export function randomBytes(n: number, seed = 1, header = ''): Uint8Array {
  const out = new Uint8Array(n);
  let s = seed >>> 0;
  for (let i = 0; i < n; i++) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    out[i] = s >>> 24;
  }
  out.set(new TextEncoder().encode(header));
  return out;
}

// --- The standard security handler, RC4 40-bit, revision 2 (ISO 32000-1:2008 §7.6.3) ---------

/** The 32-byte padding string of §7.6.3.3, Algorithm 2 step (a). */
const PAD = Buffer.from('28BF4E5E4E758A4164004E56FFFA01082E2E00B6D0683E802F0CA9FE6453697A', 'hex');

const md5 = (...parts: Uint8Array[]) => {
  const h = createHash('md5');
  for (const p of parts) h.update(p);
  return h.digest();
};

function rc4(key: Uint8Array, data: Uint8Array): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 255;
    j = (j + s[i]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 255]!;
  }
  return out;
}

const padded = (password: string) => Buffer.concat([Buffer.from(password, 'latin1'), PAD]).subarray(0, 32);

/**
 * A one-page PDF saying `text`, encrypted for `userPassword` (non-empty: a reader must ask for
 * it). Algorithm 3 makes /O, Algorithm 2 the file key, Algorithm 4 /U, Algorithm 1 the
 * per-object keys that encrypt the content stream (§7.6.2).
 */
export function encryptedPdf(text: string, userPassword: string, ownerPassword = 'owner'): Uint8Array {
  const id = md5(Buffer.from(text));
  const permissions = -44;
  const o = rc4(md5(padded(ownerPassword)).subarray(0, 5), padded(userPassword)); // Algorithm 3, R2
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  const key = md5(padded(userPassword), o, p, id).subarray(0, 5); // Algorithm 2, n = 5
  const u = rc4(key, PAD); // Algorithm 4
  const objectKey = (num: number) => md5(key, Buffer.from([num & 255, (num >> 8) & 255, (num >> 16) & 255, 0, 0]));
  const content = rc4(objectKey(5).subarray(0, 10), Buffer.from(`BT /F1 12 Tf 72 720 Td (${text}) Tj ET`, 'latin1'));
  const objects: (string | Buffer)[][] = [
    ['<< /Type /Catalog /Pages 2 0 R >>'],
    ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
    ['<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>'],
    ['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'],
    [`<< /Length ${content.length} >>\nstream\n`, content, '\nendstream'],
    [`<< /Filter /Standard /V 1 /R 2 /O <${o.toString('hex')}> /U <${u.toString('hex')}> /P ${permissions} >>`],
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  const offsets: number[] = [];
  let at = chunks[0]!.length;
  objects.forEach((parts, i) => {
    offsets.push(at);
    const obj = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      ...parts.map((x) => (typeof x === 'string' ? Buffer.from(x, 'latin1') : x)),
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    chunks.push(obj);
    at += obj.length;
  });
  const xref = ['xref', `0 ${objects.length + 1}`, '0000000000 65535 f ']
    .concat(offsets.map((off) => `${String(off).padStart(10, '0')} 00000 n `))
    .join('\n');
  const hex = id.toString('hex');
  const trailer = `\ntrailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 6 0 R /ID [<${hex}> <${hex}>] >>\nstartxref\n${at}\n%%EOF\n`;
  chunks.push(Buffer.from(`${xref}${trailer}`, 'latin1'));
  return new Uint8Array(Buffer.concat(chunks));
}
