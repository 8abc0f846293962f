import { looksLikeHealthClaim } from '../../core/health';
import { checkDecomposeInput } from '../../decompose/limits';
import { badgeMessages } from '../../i18n/catalogue/badge';
import { t } from '../../i18n/t';
import { logged } from '../../log/log';
import { sendToBackground } from '../../messaging/client';
import type { ContentFeature } from '../feature';
import { overlayHost } from '../overlay';
import { focusPill, hidePill, pillVisible, showPill, updatePillHealth } from '../pill';
import { type PageSelection, readSelection } from '../selection';
import { fromReader } from '../trusted';

/**
 * Feature: selecting text (mouse or keyboard) shows the "Check claim" pill. Only event
 * listeners are set up front, no observers or timers; they end with the signal. While the pill
 * is up, Tab moves into it (it sits at the end of the document, far from the selection in tab
 * order) and Escape dismisses it.
 */

export const selectToCheckFeature: ContentFeature = {
  name: 'select-to-check',
  when: 'always',
  init: ({ signal, settings, checks }) =>
    selectToCheck({
      signal,
      enabled: () => settings.current().showPill,
      maxChars: () => settings.current().maxSelectionChars,
      startCheck: (selection) => void checks.start(selection),
    }),
};

export interface SelectToCheckOptions {
  signal: AbortSignal;
  enabled(): boolean;
  maxChars(): number;
  startCheck(selection: PageSelection): void;
}

const SELECTION_KEYS = new Set([
  'Shift',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'a',
  'A',
]);

export function selectToCheck(options: SelectToCheckOptions): void {
  const { signal } = options;
  const opts = { capture: true, passive: true, signal };

  const offer = () => {
    if (!options.enabled()) return;
    const selection = readSelection(overlayHost());
    if (!selection) {
      hidePill();
      return;
    }
    const problem = checkDecomposeInput(selection.text, options.maxChars());
    // The pill shows at once with the lexicon's answer; the health topic model (in the
    // background: it is too big for every page) may then confirm or withdraw a "health" answer.
    const judged = !problem && mostlyLatin(selection.text);
    const lexicon = judged && looksLikeHealthClaim(selection.text);
    const shown = showPill({
      rect: selection.rect,
      bounds: selection.bounds,
      rtl: selection.rtl,
      ...(problem ? { problem: problem.message } : {}),
      ...(judged && !lexicon ? { note: t(badgeMessages.notHealth) } : {}),
      ...(judged ? { healthBy: 'lexicon' as const } : {}),
      onCheck: () => options.startCheck(selection),
    });
    if (lexicon) {
      sendToBackground('health.classify', { text: selection.text }).then(
        (signal) => updatePillHealth(shown, signal.health ? null : t(badgeMessages.notHealth)),
        logged('content', "The health model could not classify the selection: the pill keeps the lexicon's answer"),
      );
    }
  };

  // A page's own events (a forged mouseup after selecting its own text) offer nothing.
  window.addEventListener(
    'mouseup',
    fromReader((e: MouseEvent) => {
      if (e.button !== 0 || isOwn(e)) return;
      offer();
    }),
    opts,
  );
  window.addEventListener(
    'keyup',
    fromReader((e: KeyboardEvent) => {
      if (isOwn(e)) return;
      if (e.key === 'Escape') return;
      if (e.shiftKey || SELECTION_KEYS.has(e.key)) offer();
    }),
    opts,
  );
  window.addEventListener(
    'mousedown',
    fromReader((e: MouseEvent) => {
      if (pillVisible() && !isOwn(e)) hidePill();
    }),
    opts,
  );
  window.addEventListener(
    'keydown',
    fromReader((e: KeyboardEvent) => {
      if (!pillVisible()) return;
      if (e.key === 'Escape') hidePill();
      else if (e.key === 'Tab' && !e.shiftKey && !e.altKey && !e.ctrlKey && !e.metaKey && !isOwn(e) && focusPill())
        e.preventDefault();
    }),
    { capture: true, signal },
  );
  signal.addEventListener('abort', hidePill, { once: true });
}

/** The health-claim test knows English words only: it has no say on text in other scripts. */
function mostlyLatin(text: string): boolean {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  return letters > 0 && latin / letters >= 0.5;
}

function isOwn(e: Event): boolean {
  const host = overlayHost();
  return !!host && e.composedPath().includes(host);
}
