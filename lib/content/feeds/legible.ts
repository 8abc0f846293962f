/**
 * Whether text is legibly rendered: what a reader can see, not what a page planted for ClaimLens
 * alone (issue 34). A page can write a known claim in 1-pixel, transparent, white-on-white,
 * hidden or clipped text beside its own words, or under its own banner, to learn from the flag
 * what the reader's memory holds, or to put a verdict beside a sentence that did not earn it.
 * Only computed style and, for an element that clips its content, its box are read: the caller
 * asks once per post text, from the IntersectionObserver's callback (the layout is clean there),
 * never per re-render. A value the browser reports in a form not parsed here counts as legible:
 * this narrows what is read, it never makes up text.
 */

/** Text smaller than this (CSS px) is not read: no reader reads a 1-px or 3-px line. */
export const MIN_FONT_PX = 6;
/** Text or an element this transparent (alpha or opacity, 0–1) is not read. */
const MIN_ALPHA = 0.2;
/** Text whose colour against its background has less contrast than this (WCAG ratio, 1–21) is not read. */
const MIN_CONTRAST = 1.5;
/** An element that clips its content to a box smaller than this (px) shows none of it (a "screen-reader only" box). */
const MIN_CLIP_PX = 4;

type Rgba = [number, number, number, number];

/** Chromium's and Firefox's computed colours: `rgb(r, g, b)` or `rgba(r, g, b, a)`; null for any other form. */
function parseColour(value: string): Rgba | null {
  const m = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+))?\s*\)$/.exec(value.trim());
  return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])] : null;
}

function luminance([r, g, b]: Rgba): number {
  const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The WCAG contrast ratio of two opaque colours. */
export function contrast(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * A legibility test for the elements of one moment (the posts of one IntersectionObserver
 * callback), memoised: each element's style is read once, and its ancestors' opacity and
 * background once for all the text below them. Kept no longer than the page's style cannot change.
 */
export function legibility(): (el: Element) => boolean {
  const opacity = new Map<Element, number>();
  const background = new Map<Element, Rgba>();
  const clipped = new Map<Element, boolean>();
  const verdicts = new Map<Element, boolean>();
  const styleOf = (el: Element) => getComputedStyle(el);

  /** The product of the element's and its ancestors' opacity. */
  const opacityOf = (el: Element | null): number => {
    if (!el) return 1;
    let known = opacity.get(el);
    if (known === undefined) {
      const own = Number.parseFloat(styleOf(el).opacity);
      known = (Number.isNaN(own) ? 1 : own) * opacityOf(el.parentElement);
      opacity.set(el, known);
    }
    return known;
  };

  /** The first mostly opaque background at or above the element; white (the canvas) when none is. */
  const backgroundOf = (el: Element | null): Rgba => {
    if (!el) return [255, 255, 255, 1];
    let known = background.get(el);
    if (!known) {
      const own = parseColour(styleOf(el).backgroundColor);
      known = own && own[3] >= 0.5 ? own : backgroundOf(el.parentElement);
      background.set(el, known);
    }
    return known;
  };

  const clipsAway = (el: Element, style: CSSStyleDeclaration): boolean => {
    if (style.clipPath && style.clipPath !== 'none' && /inset\(\s*50%|circle\(\s*0/.test(style.clipPath)) return true;
    if (style.clip && style.clip !== 'auto' && style.position === 'absolute') return true;
    if (!style.overflow || style.overflow === 'visible') return false;
    const box = el.getBoundingClientRect();
    return box.width < MIN_CLIP_PX || box.height < MIN_CLIP_PX;
  };

  /** Whether the element or one above it clips it away. */
  const clippedOf = (el: Element | null): boolean => {
    if (!el) return false;
    let known = clipped.get(el);
    if (known === undefined) {
      known = clipsAway(el, styleOf(el)) || clippedOf(el.parentElement);
      clipped.set(el, known);
    }
    return known;
  };

  const judge = (el: Element): boolean => {
    const style = styleOf(el);
    if (style.visibility && style.visibility !== 'visible') return false;
    if (style.display === 'none') return false;
    const size = Number.parseFloat(style.fontSize);
    if (size < MIN_FONT_PX) return false;
    if (opacityOf(el) < MIN_ALPHA) return false;
    if (clippedOf(el)) return false;
    const colour = parseColour(style.color);
    if (!colour) return true;
    if (colour[3] < MIN_ALPHA) return false;
    return contrast(colour, backgroundOf(el)) >= MIN_CONTRAST;
  };

  return (el) => {
    let known = verdicts.get(el);
    if (known === undefined) verdicts.set(el, (known = judge(el)));
    return known;
  };
}
