import { type Anchor, type CheckId, type CheckSummary, newRequestId } from '../core/schemas';
import { checkDecomposeInput } from '../decompose/limits';
import { log } from '../log/log';
import { sendToBackground } from '../messaging/client';
import { messageOf } from '../util/errors';
import { describeRange } from './anchoring';
import { overlayHost } from './overlay';
import { pageLanguage } from './page-language';
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
  /** Checks a passage of the page that is not a selection (a flag the reader opened); its check id, or null when it could not start. */
  startPassage(text: string, range: Range, origin?: 'page'): Promise<CheckId | null>;
  /** Applies a summary from the background to the check's badge. */
  apply(summary: CheckSummary): void;
  /** Hears every summary applied (a page check counts its sentences' progress); the returned function stops it. */
  onUpdate(listener: (summary: CheckSummary) => void): () => void;
  tracker: CheckTracker;
}

/** A check that has no id yet (starting, or could not start). */
interface Unsent {
  text: string;
  anchor: Anchor;
  lang?: string;
  /** Retry sends the same start again, so the engine finds the row it may have written before the background was lost (runner.ts startAgain) instead of adding a second one. */
  requestId: string;
  origin?: 'page';
}

export function createCheckSession(options: { signal: AbortSignal; maxChars(): number }): CheckSession {
  const unsent = new Map<string, Unsent>();
  const tracker: CheckTracker = new CheckTracker(options.signal, {
    open: (id) => openPanel(id, false),
    dispute: (id) => openPanel(id, true),
    retry: (id) =>
      unsent.has(id)
        ? void starts.send(id)
        : void act(id, () => sendToBackground('check.retry', { checkId: id as CheckId })),
    cancel: (id) => void act(id, () => sendToBackground('check.cancel', { checkId: id as CheckId })),
  });

  /** A badge's action: its answer applied, or its failure shown on the badge. */
  async function act(id: string, call: () => Promise<CheckSummary | null>): Promise<void> {
    try {
      const summary = await call();
      if (summary) updates.apply(summary);
    } catch (e) {
      tracker.add(id, { exact: '', prefix: '', suffix: '' }, null).showLocal('failed', messageOf(e));
    }
  }

  const updates = checkUpdates(options.signal, tracker, act);
  const starts = checkStarts(tracker, unsent, updates);

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
    const started = starts.startPassage(selection.text, selection.range);
    getSelection()?.removeAllRanges();
    await started;
  }

  return { start, startPassage: starts.startPassage, apply: updates.apply, onUpdate: updates.onUpdate, tracker };
}

function openPanel(id: string, dispute: boolean): void {
  void sendToBackground('panel.open', { checkId: id as CheckId, ...(dispute ? { dispute } : {}) }).catch((e: unknown) =>
    log.warn(
      'content',
      dispute
        ? 'The side panel could not be opened to correct a verdict'
        : 'The side panel could not be opened from a badge',
      e,
    ),
  );
}

/**
 * Progress from the background applied to the badges, in order (updates can cross), and kept a
 * while for a check whose start has not answered yet; a check that goes quiet is looked up again.
 */
function checkUpdates(
  signal: AbortSignal,
  tracker: CheckTracker,
  act: (id: string, call: () => Promise<CheckSummary | null>) => Promise<void>,
) {
  const early = new Map<string, CheckSummary>();
  const watchdogs = new Map<string, number>();
  const listeners = new Set<(summary: CheckSummary) => void>();
  signal.addEventListener('abort', () => watchdogs.forEach((t) => clearTimeout(t)), { once: true });

  function apply(summary: CheckSummary): void {
    listeners.forEach((listener) => listener(summary));
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

  /** A summary that arrived before its check's start answered, taken to be applied after it. */
  function takeEarly(id: string): CheckSummary | undefined {
    const summary = early.get(id);
    early.delete(id);
    return summary;
  }

  const onUpdate = (listener: (summary: CheckSummary) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return { apply, onUpdate, takeEarly };
}

/** Starting checks: a badge at once under a local key, then the background's start, which gives the check its id. */
function checkStarts(
  tracker: CheckTracker,
  unsent: Map<string, Unsent>,
  updates: { apply(summary: CheckSummary): void; takeEarly(id: string): CheckSummary | undefined },
) {
  let localSeq = 0;

  function startPassage(text: string, range: Range, origin?: 'page'): Promise<CheckId | null> {
    // A page that re-rendered since the selection was made has collapsed its range: the quote
    // alone (found again by the tracker) is then all the anchor there is.
    const live = normaliseSpace(range.toString()) === normaliseSpace(text);
    const anchor = live
      ? describeRange(range, document.body ?? document.documentElement, overlayHost())
      : { exact: normaliseSpace(text), prefix: '', suffix: '' };
    const localKey = `local:${++localSeq}`;
    tracker.add(localKey, anchor, range);
    const lang = pageLanguage(range.commonAncestorContainer);
    unsent.set(localKey, {
      text,
      anchor,
      ...(lang ? { lang } : {}),
      ...(origin ? { origin } : {}),
      requestId: newRequestId(),
    });
    return send(localKey);
  }

  /** Asks the background to start a check; its request id makes a resend or a Retry (lost answer) harmless. */
  async function send(localKey: string): Promise<CheckId | null> {
    const claim = unsent.get(localKey);
    const badge = tracker.badgeOf(localKey);
    if (!claim || !badge) return null;
    badge.showLocal('starting', '');
    try {
      const { summary } = await sendToBackground('check.start', {
        text: claim.text,
        anchor: claim.anchor,
        page: { url: location.href, title: document.title.slice(0, 1000) },
        ...(claim.lang ? { language: { fallback: claim.lang } } : {}),
        requestId: claim.requestId,
        ...(claim.origin ? { origin: claim.origin } : {}),
      });
      unsent.delete(localKey);
      tracker.rekey(localKey, summary.id);
      const newer = updates.takeEarly(summary.id);
      updates.apply(summary);
      if (newer) updates.apply(newer);
      return summary.id;
    } catch (e) {
      badge.showLocal('failed', messageOf(e));
      return null;
    }
  }
  return { startPassage, send };
}
