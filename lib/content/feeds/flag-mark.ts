import { h } from '../dom';
import { getOverlayRoot } from '../overlay';

/** A line box of the flagged sentence, in page coordinates. */
export interface LineBox {
  left: number;
  right: number;
  bottom: number;
}

/**
 * The mark under a flagged sentence, drawn inside the closed overlay: a dotted line under each of
 * its lines. Not a CSS highlight, because the page shares the highlight registry
 * (`CSS.highlights`) and could read there which of its sentences memory knows (issue 34). Not
 * hit-testable (pointer-events: none in overlay-css.ts): a page probing beside its posts with
 * `elementsFromPoint` does not find it. It stays where it was drawn while the page re-renders the
 * same words in new nodes, so it does not blink.
 */
export class FlagMark {
  private readonly el = h('div', { class: 'flag-mark', 'aria-hidden': 'true', 'data-off': '' });
  /** What was drawn last: lines are written again only when they moved. */
  private drawn = '';

  constructor() {
    getOverlayRoot().append(this.el);
  }

  /** Draws the lines, or hides the mark (null). */
  draw(lines: readonly LineBox[] | null): void {
    const at = lines ? lines.map((l) => `${l.left},${l.right},${l.bottom}`).join(';') : '';
    if (at === this.drawn) return;
    this.drawn = at;
    if (!lines?.length) {
      this.el.dataset.off = '';
      return;
    }
    delete this.el.dataset.off;
    this.el.replaceChildren(
      ...lines.map((l) => {
        const line = h('div', { class: 'line' });
        line.style.left = `${l.left}px`;
        line.style.top = `${l.bottom - 1}px`;
        line.style.width = `${Math.max(0, l.right - l.left)}px`;
        return line;
      }),
    );
  }

  /** Whether the mark is drawn now. */
  get shown(): boolean {
    return !('off' in this.el.dataset);
  }

  remove(): void {
    this.el.remove();
  }
}
