/**
 * Tiny element builder for the in-page overlay. Text is never parsed as markup, and it is
 * never a text node either: each string is shown as CSS generated content of a span
 * (`data-t`, styled in overlay-css.ts). The overlay's root is closed, but a page's
 * `window.find('False')` searches text nodes in closed roots too; generated content it cannot
 * find, while assistive technology still reads it.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  for (const c of children) el.append(typeof c === 'string' ? shown(c) : c);
  return el;
}

/** A piece of overlay text, shown but not searchable by the page. */
export function shown(text: string): HTMLSpanElement {
  const span = document.createElement('span');
  span.dataset.t = text;
  return span;
}
