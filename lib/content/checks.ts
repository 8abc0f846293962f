import type { Anchor, CheckId, CheckSummary } from '../core/schemas';
import { checkDecomposeInput } from '../decompose/limits';
import { log } from '../log/log';
import { sendToBackground } from '../messaging/client';
import { describeRange } from './anchoring';
import { overlayHost } from './overlay';
import { showPill } from './pill';
import type { PageSelection } from './selection';
import { normaliseSpace } from './text-index';
import { CheckTracker } from './tracker';

/**
 * The checks of this page, which the features share: starting one shows a badge at once;
 * progress arrives from the background (`apply`); a check that goes quiet is looked up
 * again (watchdog): looking it up restarts an engine that died, which marks the check failed,
 * so a badge never spins forever. A check that could not even start keeps its badge, with Retry.
 */

const WATCHDOG_MS = 10_000;

export interface CheckSession {
  start(selection: PageSelection): Promise<void>;
  /** Applies a summary from the background to the check's badge. */
  apply(summary: CheckSummary): void;
  tracker: CheckTracker;
}

export function createCheckSession(options: { signal: AbortSignal; maxChars(): number }): CheckSession {
  const { signal } = options;
  let localSeq = 0;
  const early = new Map<string, CheckSummary>();
  const watchdogs = new Map<string, number>();
  /** Checks that have no id yet (starting, or could not start), by local key. */
  const unsent = new Map<string, { text: string; anchor: Anchor }>();

  const tracker = new CheckTracker(signal, {
    open: (id) =>
      void sendToBackground('panel.open', { checkId: id as CheckId }).catch((e: unknown) =>
        log.warn('content', 'The side panel could not be opened from a badge', e),
      ),
    retry: (id) =>
      unsent.has(id) ? void send(id) : void act(id, () => sendToBackground('check.retry', { checkId: id as CheckId })),
    cancel: (id) => void act(id, () => sendToBackground('check.cancel', { checkId: id as CheckId })),
  });

  async function act(id: string, call: () => Promise<CheckSummary | null>): Promise<void> {
    try {
      const summary = await call();
      if (summary) apply(summary);
    } catch (e) {
      tracker.add(id, { exact: '', prefix: '', suffix: '' }, null).showLocal('failed', (e as Error).message);
    }
  }

  function apply(summary: CheckSummary): void {
    if (!tracker.update(summary)) {
      early.set(summary.id, summary);
      if (early.size > 50) early.delete(early.keys().next().value!);
      return;
    }
    armWatchdog(summary);
  }

  function armWatchdog(summary: CheckSummary): void {
    clearTimeout(watchdogs.get(summary.id));
    watchdogs.delete(summary.id);
    // An answer that arrives after the end arms nothing: the timers ended with the signal.
    if (signal.aborted || (summary.status !== 'queued' && summary.status !== 'running')) return;
    watchdogs.set(
      summary.id,
      window.setTimeout(() => {
        watchdogs.delete(summary.id);
        void act(summary.id, () => sendToBackground('check.status', { checkId: summary.id }));
      }, WATCHDOG_MS),
    );
  }
  signal.addEventListener('abort', () => watchdogs.forEach((t) => clearTimeout(t)), { once: true });

  async function start(selection: PageSelection): Promise<void> {
    const problem = checkDecomposeInput(selection.text, options.maxChars());
    if (problem) {
      showPill({
        rect: selection.rect,
        bounds: selection.bounds,
        rtl: selection.rtl,
        problem: problem.message,
        onCheck: () => undefined,
      });
      return;
    }
    // A page that re-rendered since the selection was made has collapsed its range: the quote
    // alone (found again by the tracker) is then all the anchor there is.
    const live = normaliseSpace(selection.range.toString()) === normaliseSpace(selection.text);
    const anchor = live
      ? describeRange(selection.range, document.body ?? document.documentElement, overlayHost())
      : { exact: normaliseSpace(selection.text), prefix: '', suffix: '' };
    const localKey = `local:${++localSeq}`;
    tracker.add(localKey, anchor, selection.range);
    unsent.set(localKey, { text: selection.text, anchor });
    getSelection()?.removeAllRanges();
    await send(localKey);
  }

  /** Asks the background to start a check; the request id makes a resend (lost answer) harmless. */
  async function send(localKey: string): Promise<void> {
    const claim = unsent.get(localKey);
    const badge = tracker.badgeOf(localKey);
    if (!claim || !badge) return;
    badge.showLocal('starting', '');
    try {
      const { summary } = await sendToBackground('check.start', {
        text: claim.text,
        anchor: claim.anchor,
        page: { url: location.href, title: document.title.slice(0, 1000) },
        requestId: newRequestId(),
      });
      unsent.delete(localKey);
      tracker.rekey(localKey, summary.id);
      const newer = early.get(summary.id);
      early.delete(summary.id);
      apply(summary);
      if (newer) apply(newer);
    } catch (e) {
      badge.showLocal('failed', (e as Error).message);
    }
  }

  return { start, apply, tracker };
}

/** Random, and available on http pages too (crypto.randomUUID is for secure contexts only). */
function newRequestId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
