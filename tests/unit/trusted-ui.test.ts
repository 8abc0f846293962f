// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { Badge, type BadgeActions, PartBadge } from '../../lib/content/badge';
import { selectToCheck } from '../../lib/content/features/select-to-check';
import { hidePill, pillVisible, showPill } from '../../lib/content/pill';
import { isReaderEvent } from '../../lib/content/trusted';
import type { CheckSummary } from '../../lib/core/schemas';
import { dispatchTrusted, trustedClick } from './support/trusted-events';

/**
 * The page shares the DOM with the in-page UI: whatever it dispatches or .click()s must do
 * nothing, and only the browser's own events (the reader's mouse and keyboard) act. jsdom, like a
 * browser, marks dispatched events untrusted; `trustedClick` plays the reader.
 */

const RECT = { left: 10, top: 10, right: 110, bottom: 30, width: 100, height: 20, x: 10, y: 10 } as DOMRect;

beforeAll(() => {
  // jsdom has no layout: give ranges a box so a selection can be placed.
  Range.prototype.getClientRects = () => [RECT] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => RECT;
});
afterEach(() => hidePill());

describe('isReaderEvent', () => {
  it.each([
    ['a dispatched event', new Event('click'), false],
    ['a forged isTrusted field on a plain object', { isTrusted: 'true' as unknown as boolean }, false],
    ['the browser’s own event', { isTrusted: true }, true],
  ])('%s', (_name, event, expected) => expect(isReaderEvent(event)).toBe(expected));
});

type Control = { name: string; make(actions: BadgeActions): HTMLButtonElement; action: keyof BadgeActions };
const summary = (s: Partial<CheckSummary>): CheckSummary =>
  ({ id: 'check:a', status: 'running', text: 'Garlic cures COVID-19.', updatedAt: 1, ...s }) as CheckSummary;
const button = (badge: Badge, label: string) =>
  badge.el.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;
const badgeIn = (s: Partial<CheckSummary>, label: string) => (actions: BadgeActions) => {
  const badge = new Badge('check:a', actions);
  badge.update(summary(s));
  return button(badge, label);
};

const CONTROLS: Control[] = [
  { name: 'Cancel on a running badge', make: badgeIn({ stage: 'web' }, 'Cancel check'), action: 'cancel' },
  {
    name: 'Review on a badge waiting for consent',
    make: badgeIn({ stage: 'consent' }, 'Review what would be sent, in the side panel'),
    action: 'open',
  },
  {
    name: 'Cancel on a badge waiting for consent',
    make: badgeIn({ stage: 'consent' }, 'Cancel check'),
    action: 'cancel',
  },
  {
    name: 'Retry on a failed badge',
    make: badgeIn({ status: 'failed', error: 'offline' }, 'Retry check'),
    action: 'retry',
  },
  {
    name: 'Open on a verdict badge',
    make: badgeIn(
      { status: 'done', verdict: 'False', confidence: 0.8 },
      'Verdict: False, 80% confidence. Open details',
    ),
    action: 'open',
  },
  {
    name: 'a sentence badge',
    make: (actions) =>
      new PartBadge({ sentence: 0, start: 0, end: 5, verdict: 'True', confidence: 0.9 }, () =>
        actions.open('check:a'),
      ).el.querySelector('button')!,
    action: 'open',
  },
];

describe('badge buttons act only on the reader’s click', () => {
  it.each(CONTROLS)('$name', ({ make, action }) => {
    const calls: string[] = [];
    const actions: BadgeActions = {
      open: (id) => calls.push(`open ${id}`),
      retry: (id) => calls.push(`retry ${id}`),
      cancel: (id) => calls.push(`cancel ${id}`),
    };
    const el = make(actions);
    // The page's attempts: element.click(), and a dispatched click that looks real.
    el.click();
    el.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, clientX: 5, clientY: 5 }));
    expect(calls).toEqual([]);
    trustedClick(el);
    expect(calls).toEqual([`${action} check:a`]);
  });
});

describe('the pill acts only on the reader’s click', () => {
  it('Check claim: a forged click starts nothing and leaves the pill; the reader’s click starts the check', () => {
    let checks = 0;
    const pill = showPill({ rect: RECT, bounds: RECT, rtl: false, onCheck: () => checks++ });
    const check = pill.querySelector<HTMLButtonElement>('button[aria-label="Check claim"]')!;
    check.click();
    check.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect([checks, pillVisible()]).toEqual([0, true]);
    trustedClick(check);
    expect([checks, pillVisible()]).toEqual([1, false]);
  });

  it('Dismiss: a forged click leaves the refusal shown', () => {
    const pill = showPill({ rect: RECT, bounds: RECT, rtl: false, problem: 'Too long.', onCheck: () => undefined });
    const dismiss = pill.querySelector<HTMLButtonElement>('button[aria-label="Dismiss"]')!;
    dismiss.click();
    expect(pillVisible()).toBe(true);
    trustedClick(dismiss);
    expect(pillVisible()).toBe(false);
  });
});

describe('select-to-check reacts to the reader’s mouse and keys only', () => {
  function setUp() {
    document.body.innerHTML = '<p id="claim">The sky is blue on clear days.</p>';
    const range = document.createRange();
    range.selectNodeContents(document.getElementById('claim')!);
    getSelection()!.removeAllRanges();
    getSelection()!.addRange(range);
    const controller = new AbortController();
    selectToCheck({
      signal: controller.signal,
      enabled: () => true,
      maxChars: () => 5000,
      startCheck: () => undefined,
    });
    return controller;
  }

  it.each([
    ['mouseup', () => new MouseEvent('mouseup', { button: 0, bubbles: true })],
    ['keyup Shift+ArrowRight', () => new KeyboardEvent('keyup', { key: 'ArrowRight', shiftKey: true, bubbles: true })],
  ])('a forged %s after the page selects its own text offers no pill; the reader’s does', (_name, make) => {
    const controller = setUp();
    document.body.dispatchEvent(make());
    expect(pillVisible()).toBe(false);
    dispatchTrusted(document.body, make());
    expect(pillVisible()).toBe(true);
    controller.abort();
  });

  it('a forged Escape or mousedown does not dismiss the reader’s pill', () => {
    const controller = setUp();
    dispatchTrusted(document.body, new MouseEvent('mouseup', { button: 0, bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    document.body.dispatchEvent(new MouseEvent('mousedown', { button: 0, bubbles: true }));
    expect(pillVisible()).toBe(true);
    dispatchTrusted(document.body, new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(pillVisible()).toBe(false);
    controller.abort();
  });
});
