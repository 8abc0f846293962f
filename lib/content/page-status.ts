import { badgeMessages } from '../i18n/catalogue/badge';
import { pageMessages as m } from '../i18n/catalogue/page';
import { t } from '../i18n/t';
import { h } from './dom';
import { getOverlayRoot } from './overlay';
import { fromReader } from './trusted';

/**
 * The page check's status, fixed in a corner of the window: what was chosen, "Checking 3 of 8…"
 * with Cancel while it runs, the tally or why nothing was checked after, with a close button. A
 * live region, so a screen reader hears the progress; only the reader's own click acts.
 */
export class PageStatus {
  private readonly el = h('div', {
    class: 'page-status',
    role: 'status',
    'aria-live': 'polite',
    'data-claimlens': 'page-status',
  });

  constructor() {
    getOverlayRoot().append(this.el);
  }

  /** `onCancel` while checks run; without it the status can be dismissed. */
  show(label: string, options: { problem?: boolean; onCancel?: () => void } = {}): void {
    const { onCancel } = options;
    this.el.setAttribute('aria-label', t(m.statusLabel, label));
    this.el.dataset.state = options.problem ? 'problem' : onCancel ? 'running' : 'done';
    const text = h('span', { class: 'msg' }, label);
    const button = onCancel
      ? h('button', { class: 'ghost', type: 'button', 'aria-label': t(m.cancelLabel) }, t(m.cancel))
      : h('button', { class: 'ghost', type: 'button', 'aria-label': t(badgeMessages.dismiss) }, '✕');
    button.addEventListener(
      'click',
      fromReader(() => (onCancel ? onCancel() : this.remove())),
    );
    this.el.replaceChildren(
      ...(onCancel ? [h('span', { class: 'spinner', 'aria-hidden': 'true' })] : []),
      text,
      button,
    );
    if (!this.el.isConnected) getOverlayRoot().append(this.el);
  }

  remove(): void {
    this.el.remove();
  }
}
