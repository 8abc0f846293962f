import type { FeedFlag } from '../../core/feeds';
import { formatConfidence, VERDICT_ICONS } from '../../pipeline/format';
import { OverlayBox } from '../badge';
import { h } from '../dom';
import { fromReader } from '../trusted';

/**
 * How a flag reads: the page's words it matched, what memory holds, how sure, from where. The same
 * words in its name and its details: the reader sees which words the flag judges, so a flag a page
 * put beside other words than it seems to is seen for what it is (issue 34).
 */
function flagWords(flag: FeedFlag): { label: string; details: string } {
  const how = flag.confidence === null ? 'word for word' : `${formatConfidence(flag.confidence)} confidence`;
  const source = flag.source?.domain ?? flag.source?.title ?? 'local knowledge';
  const stored = `“${flag.stored.text}”, stored as ${flag.stored.status === 'TRUE' ? 'true' : 'false'}`;
  return {
    label: `Known claim: ${flag.verdict}. The words “${flag.quote}” match ${stored} (${how}; source: ${source}). Open in the side panel`,
    details: `“${flag.quote}” matches ${stored} · ${how} · ${source}`,
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
      h('span', { class: 'word' }, flag.verdict),
    );
    button.addEventListener(
      'click',
      fromReader(() => actions.open()),
    );
    const stop = h('button', { class: 'ghost stop', type: 'button' }, 'Stop flagging on this site');
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
