import type { ModelOffer } from '../core/model-offer';
import { logged } from '../log/log';
import { messageOf } from '../util/errors';
import { h } from './dom';
import { fromReader } from './trusted';

/**
 * Under a verdict whose check found the local models missing: what the offer says now (lib/ml/offer.ts)
 * and its buttons, *Download models* and *Not now*; while the models download, a progress bar,
 * read again until the engine checks the claim again (the badge then shows the new run).
 */

export interface OfferActions {
  offer(): Promise<ModelOffer>;
  accept(): Promise<ModelOffer>;
  dismiss(): Promise<ModelOffer>;
}

const POLL_MS = 700;

export class OfferBox {
  readonly el = h('div', { class: 'offer', role: 'group', 'aria-label': 'Local models' });
  private timer: number | undefined;
  private stopped = false;

  constructor(private readonly actions: OfferActions) {
    this.run(actions.offer);
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.el.remove();
  }

  private run(call: () => Promise<ModelOffer>): void {
    call().then(
      (offer) => this.show(offer),
      (e: unknown) => {
        logged('content', 'The local models offer could not be read')(e);
        this.el.replaceChildren(h('span', { class: 'msg' }, `Local models: ${messageOf(e)}`));
      },
    );
  }

  private show(offer: ModelOffer): void {
    // A late answer for a badge that has moved on (a new run, a removed passage) is dropped.
    if (this.stopped) return;
    clearTimeout(this.timer);
    const text = h('span', { class: 'msg' }, offer.text);
    if (offer.kind === 'ready') {
      this.el.replaceChildren();
      return;
    }
    if (offer.kind === 'downloading') {
      const bar = h('progress', {
        'aria-label': 'Downloading the local models',
        max: String(Math.max(1, offer.total)),
      });
      bar.value = offer.done;
      this.el.replaceChildren(text, bar);
      this.timer = window.setTimeout(() => this.run(this.actions.offer), POLL_MS);
      return;
    }
    if (offer.kind !== 'offer' && offer.kind !== 'failed') {
      this.el.replaceChildren(text);
      return;
    }
    const download = h('button', { class: 'primary', type: 'button', 'aria-label': offer.button }, offer.button);
    download.addEventListener(
      'click',
      fromReader(() => this.run(this.actions.accept)),
    );
    const later = h(
      'button',
      { class: 'ghost', type: 'button', 'aria-label': 'Not now: do not offer the models again' },
      'Not now',
    );
    later.addEventListener(
      'click',
      fromReader(() => this.run(this.actions.dismiss)),
    );
    this.el.replaceChildren(text, h('span', { class: 'row' }, download, later));
  }
}
