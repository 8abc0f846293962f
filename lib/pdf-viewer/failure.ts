import { documentErrors, tooLarge } from '../documents/errors';
import { pdfViewerMessages as m } from '../i18n/catalogue/pdf-viewer';
import { t } from '../i18n/t';

/**
 * Why the viewer shows no PDF, in words that name the fix. `access` marks a refusal that the
 * reader can lift from the viewer: a site's access (an optional host permission, as online
 * checking asks for) or, for a file:// PDF, the browser's "Allow access to file URLs".
 */
export interface ViewerFailure {
  kind:
    | 'address'
    | 'missing'
    | 'http'
    | 'refused'
    | 'file-access'
    | 'not-pdf'
    | 'too-large'
    | 'encrypted'
    | 'damaged'
    | 'stopped'
    | 'framed';
  message: string;
  /** The origin pattern to ask access for (`https://example.org/*`), on a refused fetch. */
  access?: string;
}

/** The viewer inside another page's frame. */
export function framed(): ViewerFailure {
  return { kind: 'framed', message: t(m.framed) };
}

/** The answer to the PDF's request, when it is not the PDF. */
export function failureOfStatus(status: number, url: string): ViewerFailure {
  if (status === 404 || status === 410) return { kind: 'missing', message: t(m.missing, url, status) };
  return { kind: 'http', message: t(m.http, status, url) };
}

/**
 * A request the browser refused before any answer: the site does not share the PDF with
 * extensions, or (`file://`) the reader has not let ClaimLens read files. `hasAccess`: the site's
 * access, or the file access, is granted. Firefox lets no extension read files at all.
 */
export function refusedFetch(url: string, hasAccess: boolean, firefox = false): ViewerFailure {
  const { protocol, origin } = new URL(url);
  if (protocol === 'file:' && hasAccess) return { kind: 'missing', message: t(m.noFile, url) };
  if (protocol === 'file:') return { kind: 'file-access', message: t(firefox ? m.filesFirefox : m.filesChrome) };
  if (hasAccess) return { kind: 'refused', message: t(m.downloadFailed, url) };
  return { kind: 'refused', message: t(m.siteRefuses, origin), access: `${origin}/*` };
}

/** Chrome reads a file for an extension only with its `file:///*` access, asked for from the viewer. */
export const FILE_ACCESS = 'file:///*';

export function fileAccessAsk(): ViewerFailure {
  return { kind: 'file-access', message: t(m.askFiles), access: FILE_ACCESS };
}

/** A PDF begins with "%PDF-" (within its first kilobyte, which some servers pad). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-');
}

export function notPdf(url: string, type: string | null): ViewerFailure {
  return { kind: 'not-pdf', message: type ? t(m.notPdfSent, url, type.split(';')[0]!) : t(m.notPdf, url) };
}

export function tooLargeFailure(size: number, limitMb: number): ViewerFailure {
  return { kind: 'too-large', message: tooLarge(size, limitMb * 1024 * 1024).message };
}

/** pdf.js's load errors, by name (they cross its message port as plain objects). */
export function failureOfLoad(e: unknown): ViewerFailure {
  const { name } = (e ?? {}) as { name?: string };
  if (name === 'PasswordException') return { kind: 'encrypted', message: t(m.encrypted) };
  return { kind: 'damaged', message: t(m.damaged) };
}

/** The message the viewer shows over a PDF with no text to select (scanned pages). */
export const noTextMessage = (): string => documentErrors.noText().message;
