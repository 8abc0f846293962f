/**
 * A text the reader typed or pasted into the side panel is checked with the side panel as its
 * page, marked by this query, so History and the Check tab can say it came from no web page.
 */
export const TYPED_PAGE_PATH = '/sidepanel.html?typed';
export const TYPED_PAGE_TITLE = 'Typed or pasted in ClaimLens';

export function isTypedPage(url: string): boolean {
  try {
    const u = new URL(url);
    return /^(chrome|moz)-extension:$/.test(u.protocol) && `${u.pathname}${u.search}` === TYPED_PAGE_PATH;
  } catch {
    // Not a URL (a row written by hand or by an old version): not typed.
    return false;
  }
}
