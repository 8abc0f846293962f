/**
 * "Open PDFs in ClaimLens" (Settings → Documents): the declarativeNetRequest rules that send a
 * tab's navigation to a PDF into ClaimLens's viewer, `pdf.html?file=<the PDF's address>`. Only
 * top-level navigations (`main_frame`) are redirected: the viewer downloads the PDF with fetch(),
 * which no rule matches, and a link followed from the viewer itself (its initiator is this
 * extension) goes to the PDF as it is, so nothing loops.
 */

type Rule = chrome.declarativeNetRequest.Rule;

/** The ids of the dynamic rules ClaimLens owns for this setting; turning it off removes them. */
export const PDF_RULE_IDS = [3101, 3102] as const;

/*
 * The PDF's address goes into `?file=` as it is (a substitution cannot percent-encode), so an
 * address holding `&` or `+` would arrive cut or changed: such PDFs are left to the browser.
 */
const BY_NAME = '^https?://[^?#&+]*\\.pdf(\\?[^#&+]*)?$';
const ANY_PAGE = '^https?://[^#&+]*$';

export interface PdfRuleOptions {
  /** chrome.runtime.getURL(''), ending in `/`. */
  extensionBase: string;
  /** The extension's id: navigations it starts (the viewer's link to the PDF) are left alone. */
  extensionId: string;
  /**
   * Also match by the answer's `Content-Type: application/pdf` (Chrome 128 and later). Chrome
   * 121 to 127 ignored that condition and would redirect every page, so it is asked for only
   * where the browser is known to honour it.
   */
  byContentType: boolean;
}

/** The rules for the setting, on; `[]` stands for off. */
export function pdfRedirectRules(options: PdfRuleOptions): Rule[] {
  const viewer = `${options.extensionBase.replace(/\/?$/, '/')}pdf.html?file=\\0`;
  const base = {
    resourceTypes: ['main_frame'],
    requestMethods: ['get'],
    isUrlFilterCaseSensitive: false,
    excludedInitiatorDomains: [options.extensionId],
  } as Rule['condition'];
  const redirect = { type: 'redirect', redirect: { regexSubstitution: viewer } } as Rule['action'];
  const rules: Rule[] = [
    { id: PDF_RULE_IDS[0], priority: 1, action: redirect, condition: { ...base, regexFilter: BY_NAME } },
  ];
  if (options.byContentType)
    rules.push({
      id: PDF_RULE_IDS[1],
      priority: 1,
      action: redirect,
      condition: {
        ...base,
        regexFilter: ANY_PAGE,
        responseHeaders: [{ header: 'content-type', values: ['application/pdf', 'application/pdf;*'] }],
        // A PDF the site sends as a download stays a download.
        excludedResponseHeaders: [{ header: 'content-disposition', values: ['attachment*'] }],
      },
    });
  return rules;
}

/** Chrome's major version from its user agent, or null (Firefox, an unknown browser). */
export function chromeMajor(userAgent: string): number | null {
  if (/Firefox\//.test(userAgent)) return null;
  const match = /Chrom(?:e|ium)\/(\d+)/.exec(userAgent);
  return match ? Number(match[1]) : null;
}

/** Whether the browser honours `responseHeaders` in a rule's condition (Chrome 128+). */
export function matchesContentType(userAgent: string): boolean {
  const major = chromeMajor(userAgent);
  return major !== null && major >= 128;
}
