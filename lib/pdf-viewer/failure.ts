import { documentErrors, tooLarge } from '../documents/errors';

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

export const FRAMED: ViewerFailure = {
  kind: 'framed',
  message:
    'ClaimLens shows PDFs in a tab of its own, not inside another page. Open the PDF by its link, or with Open in ClaimLens.',
};

/** The answer to the PDF's request, when it is not the PDF. */
export function failureOfStatus(status: number, url: string): ViewerFailure {
  if (status === 404 || status === 410)
    return {
      kind: 'missing',
      message: `There is no PDF at ${url} (the site answered ${status}, not found). Check the address, or open the PDF from the page that links to it.`,
    };
  return {
    kind: 'http',
    message: `The site answered ${status} instead of the PDF at ${url}. Open the PDF in the browser once (the site may want you signed in), then open it in ClaimLens again.`,
  };
}

/**
 * A request the browser refused before any answer: the site does not share the PDF with
 * extensions, or (`file://`) the reader has not let ClaimLens read files. `hasAccess`: the site's
 * access, or the file access, is granted. Firefox lets no extension read files at all.
 */
export function refusedFetch(url: string, hasAccess: boolean, firefox = false): ViewerFailure {
  const { protocol, origin } = new URL(url);
  if (protocol === 'file:' && hasAccess)
    return {
      kind: 'missing',
      message: `There is no file at ${url} that ClaimLens can read. Check that the PDF is still there, then reload this page.`,
    };
  if (protocol === 'file:')
    return {
      kind: 'file-access',
      message: firefox
        ? 'Firefox lets no extension read files on this computer, so ClaimLens cannot show this PDF. ' +
          'Add it in the Documents tab of the side panel to check claims against it, or open it from its web address.'
        : 'ClaimLens may not read files on this computer yet. To open PDFs saved here, allow it: ' +
          'open chrome://extensions, find ClaimLens and press Details, turn on “Allow access to file URLs”, ' +
          'then reload this page.',
    };
  if (hasAccess)
    return {
      kind: 'refused',
      message: `The PDF at ${url} could not be downloaded (the connection failed or the site refused it). Check that it opens in the browser, then reload this page.`,
    };
  return {
    kind: 'refused',
    message: `${origin} does not let extensions download its PDFs. Allow ClaimLens to read ${origin}: it then downloads the PDF itself, and nothing else is sent there.`,
    access: `${origin}/*`,
  };
}

/** Chrome reads a file for an extension only with its `file:///*` access, asked for from the viewer. */
export const FILE_ACCESS_ASK: ViewerFailure = {
  kind: 'file-access',
  message:
    'ClaimLens needs your permission to read PDFs saved on this computer. Allow it with the button below; ClaimLens reads only the files you open in it.',
  access: 'file:///*',
};

/** A PDF begins with "%PDF-" (within its first kilobyte, which some servers pad). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-');
}

export function notPdf(url: string, type: string | null): ViewerFailure {
  return {
    kind: 'not-pdf',
    message: `${url} is not a PDF${type ? ` (the site sent ${type.split(';')[0]})` : ''}. Open the link in the browser: it may lead to a page that links to the PDF.`,
  };
}

export function tooLargeFailure(size: number, limitMb: number): ViewerFailure {
  return { kind: 'too-large', message: tooLarge(size, limitMb * 1024 * 1024).message };
}

/** pdf.js's load errors, by name (they cross its message port as plain objects). */
export function failureOfLoad(e: unknown): ViewerFailure {
  const { name } = (e ?? {}) as { name?: string };
  if (name === 'PasswordException')
    return {
      kind: 'encrypted',
      message:
        'This PDF is password-protected; ClaimLens cannot show it. Save a copy without protection (open it with its password and print it to PDF) and open that.',
    };
  return {
    kind: 'damaged',
    message:
      'This PDF is damaged or incomplete and cannot be shown. Download it again and check that it opens in a PDF reader.',
  };
}

/** The message the viewer shows over a PDF with no text to select (scanned pages). */
export const NO_TEXT_MESSAGE = documentErrors.noText().message;
