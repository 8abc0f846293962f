/**
 * Marks checked passages with the CSS Custom Highlight API: the page's DOM is never
 * rewritten. The page shares the highlight registry (`CSS.highlights`) and can read a
 * highlight's computed style (`getComputedStyle(el, '::highlight(name)')`), so every checked
 * passage, whatever its verdict and whether it is still running, has the same neutral
 * highlight: names and styles say nothing about a verdict, which only the badge shows, inside
 * the closed overlay. Random names per verdict would not help, since the styles would differ.
 * Style in the content stylesheet (entrypoints/content/style.css).
 */

export const HIGHLIGHT_NAME = 'claimlens-checked';

function highlightsSupported(): boolean {
  return typeof CSS !== 'undefined' && 'highlights' in CSS && typeof Highlight === 'function';
}

export function paintHighlights(ranges: Range[], name = HIGHLIGHT_NAME): void {
  if (!highlightsSupported()) return;
  if (ranges.length) CSS.highlights.set(name, new Highlight(...ranges));
  else CSS.highlights.delete(name);
}
