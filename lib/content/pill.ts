import { h } from './dom';
import { getOverlayRoot, toPage } from './overlay';

/**
 * The pill beside a selection: one button, "Check claim". It can also carry a note (not a
 * health claim) or replace the button by a problem (selection too long).
 */

export interface PillOptions {
  rect: DOMRect;
  rtl: boolean;
  note?: string;
  problem?: string;
  onCheck(): void;
}

let pill: HTMLElement | undefined;

export function showPill(options: PillOptions): HTMLElement {
  hidePill();
  const body = h('div', { class: 'row' });
  if (options.problem) {
    body.append(h('span', { class: 'note error', role: 'alert' }, options.problem));
    const close = h('button', { class: 'ghost', type: 'button', 'aria-label': 'Dismiss' }, '✕');
    close.addEventListener('click', () => hidePill());
    body.append(close);
  } else {
    const check = h('button', { class: 'primary', type: 'button' }, h('span', { class: 'icon', 'aria-hidden': 'true' }, '🔍'), 'Check claim');
    check.setAttribute('aria-label', 'Check claim');
    check.addEventListener('click', (e) => {
      e.preventDefault();
      e.stopPropagation();
      hidePill();
      options.onCheck();
    });
    // Keep the page selection when the button is pressed.
    check.addEventListener('mousedown', (e) => e.preventDefault());
    body.append(check);
  }
  pill = h('div', { class: 'pill', 'data-claimlens': 'pill' });
  if (options.note && !options.problem) pill.append(h('span', { class: 'note' }, options.note));
  pill.append(body);
  getOverlayRoot().append(pill);
  place(pill, options.rect, options.rtl);
  return pill;
}

export function hidePill(): void {
  pill?.remove();
  pill = undefined;
}

export function pillVisible(): boolean {
  return !!pill?.isConnected;
}

function place(el: HTMLElement, rect: DOMRect, rtl: boolean): void {
  const p = toPage(rect);
  const width = el.offsetWidth;
  const left = rtl ? p.left - width - 4 : p.right + 4;
  const maxLeft = scrollX + document.documentElement.clientWidth - width - 4;
  el.style.left = `${Math.max(scrollX + 4, Math.min(left, maxLeft))}px`;
  el.style.top = `${p.bottom + 6}px`;
}
