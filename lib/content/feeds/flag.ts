import type { FeedFlag } from '../../core/feeds';
import { badgeMessages as m } from '../../i18n/catalogue/badge';
import { t } from '../../i18n/t';
import { formatConfidence, VERDICT_ICONS, verdictName } from '../../pipeline/format';
import { OverlayBox } from '../badge';
import { h } from '../dom';
import { fromReader } from '../trusted';

/**
 * How a flag reads: the page's words it matched, what memory holds, how sure, from where. The same
 * words in its name and its details: the reader sees which words the flag judges, so a flag a page
 * put beside other words than it seems to is seen for what it is (issue 34).
 */
function flagWords(flag: FeedFlag): { label: string; details: string } {
  const how = flag.confidence === null ? t(m.flagWordForWord) : t(m.flagConfidence, formatConfidence(flag.confidence));
  const source = flag.source?.domain ?? flag.source?.title ?? t(m.flagLocal);
  const stored = t(flag.stored.status === 'TRUE' ? m.flagStoredTrue : m.flagStoredFalse, flag.stored.text);
  return {
    label: t(m.flagLabel, verdictName(flag.verdict), flag.quote, stored, how, source),
    details: t(m.flagDetails, flag.quote, stored, how, source),
  };
}

/**
 * The flag of a known claim, beside its sentence in the overlay: an icon and True / False, with
 * the stored claim, confidence and source on hover or focus. Pressing it opens the claim as a
 * check in the side panel. Quieter than a verdict badge: smaller, flat, no shadow.
 */
export interface FlagActions {
  open(): void;
  /** Turns flagging off for this site (the flag's one menu item). */
  stopOnSite(): void;
}

export class FlagBox extends OverlayBox {
  /** A flag's words never change, so its size is read once (a read that can force layout). */
  private measured: { width: number; height: number } | null = null;

  override size(): { width: number; height: number } {
    const size = this.measured ?? super.size();
    if (size.width) this.measured = size;
    return size;
  }

  constructor(flag: FeedFlag, actions: FlagActions) {
    const { label, details } = flagWords(flag);
    const button = h(
      'button',
      { class: 'open', type: 'button', 'aria-label': label },
      h('span', { class: 'icon', 'aria-hidden': 'true' }, VERDICT_ICONS[flag.verdict]),
      h('span', { class: 'word' }, verdictName(flag.verdict)),
    );
    button.addEventListener(
      'click',
      fromReader(() => actions.open()),
    );
    const stop = h('button', { class: 'ghost stop', type: 'button' }, t(m.flagStop));
    stop.addEventListener(
      'click',
      fromReader(() => actions.stopOnSite()),
    );
    super(
      h(
        'div',
        { class: 'flag', 'data-claimlens': 'flag', 'data-verdict': flag.verdict },
        button,
        h('span', { class: 'details' }, h('span', { 'aria-hidden': 'true' }, details), stop),
      ),
    );
  }
}
