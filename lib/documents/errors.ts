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
  return new DocumentError(
    'too-large',
    `${a} is over the ${b} limit (Settings → Documents). ` +
      'Raise the limit there, or split the document into smaller files.',
  );
}

export const documentErrors = {
  encrypted: (wrongPassword = false) =>
    new DocumentError(
      'encrypted',
      wrongPassword
        ? 'The password given for this PDF is not the right one. Enter the password it opens with.'
        : 'This PDF is password-protected; ClaimLens cannot read it without the password. ' +
            'Enter its password, or save a copy without protection (print it to PDF) and add that.',
    ),
  noText: () =>
    new DocumentError(
      'no-text',
      'This PDF holds images of text only; ClaimLens cannot read it. ' +
        'Use a PDF with a text layer (run it through OCR first).',
    ),
  corrupt: (what: string, cause?: unknown) =>
    new DocumentError(
      'corrupt',
      `${what} is damaged or incomplete and cannot be read. ` +
        'Download or export it again, check that it opens in a PDF reader, and add the new copy.',
      { cause },
    ),
  empty: (what: string) =>
    new DocumentError('empty', `${what} has no text to check claims against. Add a file that holds the text itself.`),
  unsupported: (name: string) =>
    new DocumentError(
      'unsupported',
      `“${name}” is not a PDF, HTML, Markdown or plain-text file, the kinds ClaimLens reads. ` +
        'Save or export it as PDF or text and add that.',
    ),
};
