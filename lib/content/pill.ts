import { badgeMessages as m } from '../i18n/catalogue/badge';
import { t } from '../i18n/t';
import { h } from './dom';
import { getOverlayRoot } from './overlay';
import { placePill, type Rect } from './placement';
import { fromReader } from './trusted';

/**
 * The pill beside a selection: one button, "Check claim". It can also carry a note (not a
 * health claim) or replace the button by a problem (selection too long).
 */

export interface PillOptions {
  /** Last line box of the selection and the box around it, in viewport coordinates. */
  rect: Rect;
  bounds: Rect;
  rtl: boolean;
  note?: string;
  problem?: string;
  /** Which test worded the health note: the page's lexicon first, the background's topic model later. */
  healthBy?: 'lexicon' | 'topic-model';
  onCheck(): void;
}

let pill: HTMLElement | undefined;

export function showPill(options: PillOptions): HTMLElement {
  hidePill();
  const body = h('div', { class: 'row' });
  if (options.problem) {
    body.append(h('span', { class: 'note error', role: 'alert' }, options.problem));
    const close = h('button', { class: 'ghost', type: 'button', 'aria-label': t(m.dismiss) }, '✕');
    close.addEventListener(
      'click',
      fromReader(() => hidePill()),
    );
    body.append(close);
  } else {
    const check = h('button', { class: 'primary', type: 'button' }, magnifier(), t(m.checkClaim));
    check.setAttribute('aria-label', t(m.checkClaim));
    // Only the reader's own click (or Enter/Space on the focused button) starts a check.
    check.addEventListener(
      'click',
      fromReader((e: MouseEvent) => {
        e.preventDefault();
        e.stopPropagation();
        hidePill();
        options.onCheck();
      }),
    );
    // Keep the page selection when the button is pressed.
    check.addEventListener(
      'mousedown',
      fromReader((e: MouseEvent) => e.preventDefault()),
    );
    body.append(check);
  }
  pill = h('div', { class: 'pill', 'data-claimlens': 'pill' });
  if (options.note && !options.problem) pill.append(h('span', { class: 'note' }, options.note));
  if (options.healthBy) pill.dataset.healthBy = options.healthBy;
  pill.append(body);
  getOverlayRoot().append(pill);
  const viewport = { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight };
  const at = placePill(
    options.rect,
    options.bounds,
    { width: pill.offsetWidth, height: pill.offsetHeight },
    viewport,
    options.rtl,
  );
  pill.style.left = `${at.left + scrollX}px`;
  pill.style.top = `${at.top + scrollY}px`;
  return pill;
}

/** A magnifying glass drawn as SVG: an emoji would depend on the reader's fonts. */
function magnifier(): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('fill', 'none');
  svg.setAttribute('stroke', 'currentColor');
  svg.setAttribute('stroke-width', '2.5');
  svg.setAttribute('stroke-linecap', 'round');
  const circle = document.createElementNS(ns, 'circle');
  circle.setAttribute('cx', '10');
  circle.setAttribute('cy', '10');
  circle.setAttribute('r', '6.5');
  const handle = document.createElementNS(ns, 'path');
  handle.setAttribute('d', 'M15 15l6 6');
  svg.append(circle, handle);
  return svg;
}

/**
 * The topic model's answer arrived (from the background) for the pill still shown: it may add
 * the note the lexicon did not. `shown` is the pill it was asked for; a newer pill is left alone.
 */
export function updatePillHealth(shown: HTMLElement, note: string | null): void {
  if (shown !== pill || !pill.isConnected) return;
  pill.dataset.healthBy = 'topic-model';
  const current = pill.querySelector(':scope > .note');
  if (!note || current) return;
  pill.prepend(h('span', { class: 'note' }, note));
}

export function hidePill(): void {
  pill?.remove();
  pill = undefined;
}

/** Moves keyboard focus to the pill's first button; false if there is none. */
export function focusPill(): boolean {
  const button = pill?.querySelector('button');
  button?.focus();
  return !!button;
}

export function pillVisible(): boolean {
  return !!pill?.isConnected;
}
