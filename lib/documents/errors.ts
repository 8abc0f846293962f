import { documentsErrors as m } from '../i18n/catalogue/documents-errors';
import { t } from '../i18n/t';
import type { DocumentErrorCode } from './types';

/**
 * Why a document could not be read, with a message that says what to do about it: the side
 * panel and the CLI show `message` as it is, and branch on `code`.
 */
export class DocumentError extends Error {
  override readonly name = 'DocumentError';
  constructor(
    readonly code: DocumentErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const MB = 1024 * 1024;

/** "12.4 MB", "820 KB", "512 bytes": sizes as a file dialog shows them. */
export function formatSize(bytes: number, digits = 1): string {
  if (bytes >= MB) return `${trim((bytes / MB).toFixed(digits))} MB`;
  if (bytes >= 1024) return `${trim((bytes / 1024).toFixed(digits))} KB`;
  return `${bytes} bytes`;
}

const trim = (s: string) => s.replace(/\.0+$/, '');

/** Both sizes, with enough digits that the file never reads as no bigger than the limit. */
export function tooLarge(size: number, limit: number): DocumentError {
  let digits = 1;
  while (digits < 4 && formatSize(size, digits) === formatSize(limit, digits)) digits++;
  const same = formatSize(size, digits) === formatSize(limit, digits);
  const [a, b] = same ? [`${size} bytes`, `${limit} bytes`] : [formatSize(size, digits), formatSize(limit, digits)];
  return new DocumentError('too-large', t(m.tooLarge, a, b));
}

export const documentErrors = {
  encrypted: (wrongPassword = false) =>
    new DocumentError('encrypted', t(wrongPassword ? m.wrongPassword : m.encrypted)),
  noText: () => new DocumentError('no-text', t(m.noText)),
  corrupt: (what: string, cause?: unknown) => new DocumentError('corrupt', t(m.corrupt, what), { cause }),
  empty: (what: string) => new DocumentError('empty', t(m.empty, what)),
  unsupported: (name: string) => new DocumentError('unsupported', t(m.unsupported, name)),
};
