import type { CheckPart, CheckSummary } from '../core/schemas';
import { badgeMessages as m } from '../i18n/catalogue/badge';
import { t } from '../i18n/t';
import {
  formatConfidence,
  stageLabel,
  VERDICT_ICONS as ICONS,
  verdictLabel,
  verdictSubject,
  verdictWord,
} from '../pipeline/format';
import { h, shown } from './dom';
import { getOverlayRoot } from './overlay';
import type { Point, Size } from './placement';
import { fromReader } from './trusted';

/**
 * The verdict badge at the end of a checked passage. It is a live status region whose
 * accessible name starts with "Verdict:" once there is one; icon, word and border style
 * carry the verdict, so colour is never the only signal.
 */

export interface BadgeActions {
  open(checkId: string): void;
  /** *This is wrong*: opens the side panel's correction form (the page never sees what the reader types). */
  dispute(checkId: string): void;
  retry(checkId: string): void;
  cancel(checkId: string): void;
}

/** A box in the overlay placed beside a passage: measured, moved, hidden, removed. */
export abstract class OverlayBox {
  constructor(readonly el: HTMLElement) {
    getOverlayRoot().append(el);
  }

  size(): Size {
    return { width: this.el.offsetWidth, height: this.el.offsetHeight };
  }

  /** Moves the box to a page position, or hides it (its passage is gone or scrolled away). */
  place(at: Point | null): void {
    // Hidden by visibility, not display, so that its size can still be measured.
    if (!at) {
      this.el.dataset.off = '';
      return;
    }
    delete this.el.dataset.off;
    // Written only when it moved: a feed places its flags every frame while it scrolls.
    const left = `${at.left}px`;
    const top = `${at.top}px`;
    if (this.el.style.left !== left) this.el.style.left = left;
    if (this.el.style.top !== top) this.el.style.top = top;
  }

  remove(): void {
    this.el.remove();
  }
}

export class Badge extends OverlayBox {
  private id: string;

  constructor(
    id: string,
    private readonly actions: BadgeActions,
  ) {
    super(h('div', { class: 'badge', role: 'status', 'aria-live': 'polite', 'data-claimlens': 'badge' }));
    this.id = id;
  }

  setId(id: string): void {
    this.id = id;
  }

  /** Shows a message before the check exists (starting, or could not start: then with Retry). */
  showLocal(state: 'starting' | 'failed', message: string): void {
    this.el.dataset.state = state === 'starting' ? 'running' : 'failed';
    delete this.el.dataset.verdict;
    if (state === 'starting') {
      this.el.setAttribute('aria-label', t(m.startingLabel));
      this.el.replaceChildren(h('span', { class: 'spinner', 'aria-hidden': 'true' }), h('span', {}, t(m.starting)));
    } else {
      this.showFailure(t(m.failedLabel, message), t(m.failedWord), message);
    }
  }

  update(s: CheckSummary): void {
    this.el.dataset.state = s.status;
    if (s.status === 'running' && s.stage === 'consent') {
      // Not a spinner: the check waits for the reader, who answers in the side panel (a page can
      // reach this badge, so it must never be able to say yes on the reader's behalf).
      delete this.el.dataset.verdict;
      this.el.dataset.state = 'waiting';
      this.el.setAttribute('aria-label', t(m.consentLabel));
      const review = h('button', { class: 'primary', type: 'button' }, t(m.review));
      review.setAttribute('aria-label', t(m.reviewLabel));
      review.addEventListener(
        'click',
        fromReader(() => this.actions.open(this.id)),
      );
      const cancel = this.cancelButton();
      this.el.replaceChildren(
        h('span', { class: 'icon', 'aria-hidden': 'true' }, '⏸'),
        h('span', { class: 'stage' }, stageLabel('consent')),
        review,
        cancel,
      );
      return;
    }
    if (s.status === 'queued' || s.status === 'running') {
      delete this.el.dataset.verdict;
      const label = s.status === 'queued' ? t(m.waiting) : s.stage ? stageLabel(s.stage) : t(m.checking);
      this.el.setAttribute('aria-label', t(m.checkingLabel, label));
      this.el.replaceChildren(
        h('span', { class: 'spinner', 'aria-hidden': 'true' }),
        h('span', { class: 'stage' }, label),
        this.cancelButton(),
      );
      return;
    }
    if (s.status === 'done' && s.verdict) {
      this.el.dataset.verdict = s.verdict;
      // With sentence badges beside it, this one speaks for the whole selection.
      const label = verdictLabel(s, s.parts?.length ? verdictSubject() : undefined);
      this.el.setAttribute('aria-label', label);
      const conf = formatConfidence(s.confidence);
      const open = h(
        'button',
        { class: 'open', type: 'button', title: t(m.openInPanel) },
        h('span', { class: 'icon', 'aria-hidden': 'true' }, ICONS[s.verdict]),
        h('span', { class: 'word' }, verdictWord({ ...s, verdict: s.verdict })),
      );
      if (conf) open.append(h('span', { class: 'conf' }, conf));
      // A fact-check's own rating, or that the claim's language is not the models', rides beside the verdict.
      if (s.note) open.append(h('span', { class: 'note' }, s.note));
      open.setAttribute('aria-label', t(m.openDetails, s.note ? `${label}. ${s.note}` : label));
      open.addEventListener(
        'click',
        fromReader(() => this.actions.open(this.id)),
      );
      const wrong = h(
        'button',
        {
          class: 'ghost wrong',
          type: 'button',
          title: t(m.correctTitle),
          'aria-label': t(m.correctLabel),
        },
        '✎',
      );
      wrong.addEventListener(
        'click',
        fromReader(() => this.actions.dispute(this.id)),
      );
      this.el.replaceChildren(open, wrong);
      return;
    }
    delete this.el.dataset.verdict;
    if (s.status === 'failed') {
      const message = s.error || t(m.failedDefault);
      this.showFailure(t(m.failedLabel, message), t(m.failedWord), message);
    } else {
      this.showFailure(t(m.cancelledLabel), t(m.cancelledWord));
    }
  }

  private cancelButton(): HTMLElement {
    const cancel = h('button', { class: 'ghost', type: 'button', 'aria-label': t(m.cancelCheck) }, '✕');
    cancel.addEventListener(
      'click',
      fromReader(() => this.actions.cancel(this.id)),
    );
    return cancel;
  }

  /** A failure with its message after the word, or a cancellation (no message: the word says it). */
  private showFailure(label: string, word: string, message?: string): void {
    this.el.setAttribute('aria-label', label);
    const retry = h('button', { class: 'primary', type: 'button' }, t(m.retry));
    retry.setAttribute('aria-label', t(m.retryLabel));
    retry.addEventListener(
      'click',
      fromReader(() => this.actions.retry(this.id)),
    );
    const text = h('span', { class: 'msg' }, h('strong', {}, word));
    if (message !== undefined) text.append(shown(`: ${message}`));
    this.el.replaceChildren(
      h('span', { class: 'icon', 'aria-hidden': 'true' }, message === undefined ? '–' : '⚠'),
      text,
      retry,
    );
  }
}

/**
 * The badge of one checked sentence of a long selection: its verdict as icon and word, and an
 * accessible name that says which sentence ("Verdict for sentence 2: False, 80% confidence").
 * Pressing it opens the check in the side panel, where the sentence's claims and evidence are.
 */
export class PartBadge extends OverlayBox {
  constructor(part: CheckPart, open: () => void) {
    // A question sentence answers like a question on its own: its statement's verdict as Yes / No / Unclear.
    const label = verdictLabel(part, verdictSubject(part.sentence));
    const button = h(
      'button',
      { class: 'open', type: 'button', title: t(m.openInPanel), 'aria-label': label },
      h('span', { class: 'icon', 'aria-hidden': 'true' }, ICONS[part.verdict]),
      h('span', { class: 'word' }, verdictWord(part)),
    );
    button.addEventListener(
      'click',
      fromReader(() => open()),
    );
    super(h('div', { class: 'badge part', 'data-claimlens': 'part-badge', 'data-verdict': part.verdict }, button));
  }
}
