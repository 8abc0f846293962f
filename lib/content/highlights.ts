/**
 * Marks checked passages with the CSS Custom Highlight API: the page's DOM is never
 * rewritten. Styles are in the content stylesheet (entrypoints/content/style.css).
 */

export type HighlightName = 'claimlens-pending' | 'claimlens-true' | 'claimlens-false' | 'claimlens-unverified';

export function highlightNameFor(status: string, verdict?: string): HighlightName {
  if (status !== 'done') return 'claimlens-pending';
  if (verdict === 'True') return 'claimlens-true';
  if (verdict === 'False') return 'claimlens-false';
  return 'claimlens-unverified';
}

const NAMES: HighlightName[] = ['claimlens-pending', 'claimlens-true', 'claimlens-false', 'claimlens-unverified'];

export function highlightsSupported(): boolean {
  return typeof CSS !== 'undefined' && 'highlights' in CSS && typeof Highlight === 'function';
}

export function paintHighlights(groups: Map<HighlightName, Range[]>): void {
  if (!highlightsSupported()) return;
  for (const name of NAMES) {
    const ranges = groups.get(name) ?? [];
    if (ranges.length) CSS.highlights.set(name, new Highlight(...ranges));
    else CSS.highlights.delete(name);
  }
}
