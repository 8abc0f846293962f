// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { Badge, PartBadge } from '../../lib/content/badge';
import { trustedClick } from './support/trusted-events';

describe('in-page badge while a check waits for the reader’s OK', () => {
  it('shows a non-spinning waiting state whose only actions are Review (side panel) and Cancel', () => {
    const opened: string[] = [];
    const cancelled: string[] = [];
    const badge = new Badge('check:a', {
      open: (id) => opened.push(id),
      retry: () => undefined,
      cancel: (id) => cancelled.push(id),
    });
    badge.update({ id: 'check:a', status: 'running', stage: 'consent', text: 'Garlic cures COVID-19.', updatedAt: 1 });
    expect(badge.el.dataset.state).toBe('waiting');
    expect(badge.el.getAttribute('aria-label')).toBe(
      'Checking claim: waiting for your OK to send it for online checking',
    );
    expect(badge.el.querySelector('.spinner')).toBeNull();
    const buttons = [...badge.el.querySelectorAll('button')];
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Review what would be sent, in the side panel',
      'Cancel check',
    ]);
    trustedClick(buttons[0]!);
    trustedClick(buttons[1]!);
    expect(opened).toEqual(['check:a']);
    expect(cancelled).toEqual(['check:a']);

    badge.update({ id: 'check:a', status: 'running', stage: 'tribunal', text: 'Garlic cures COVID-19.', updatedAt: 2 });
    expect(badge.el.dataset.state).toBe('running');
    expect(badge.el.getAttribute('aria-label')).toBe('Checking claim: Tribunal deliberating');
    badge.remove();
  });
});

describe('badges of a long selection', () => {
  it('name the sentence they speak for, and the selection’s badge says it is the whole', () => {
    const opened: string[] = [];
    const part = new PartBadge({ sentence: 1, start: 10, end: 40, verdict: 'False', confidence: 0.8 }, () =>
      opened.push('check:b'),
    );
    const button = part.el.querySelector('button')!;
    expect(button.getAttribute('aria-label')).toBe('Verdict for sentence 2: False, 80% confidence');
    expect(part.el.dataset.verdict).toBe('False');
    // Shown as generated content, not text a page's window.find() could search.
    expect(part.el.textContent).toBe('');
    expect([...part.el.querySelectorAll<HTMLElement>('[data-t]')].map((e) => e.dataset.t).join('')).toBe('✗False');
    trustedClick(button);
    expect(opened).toEqual(['check:b']);
    part.remove();

    const whole = new Badge('check:b', { open: () => undefined, retry: () => undefined, cancel: () => undefined });
    const summary = {
      id: 'check:b' as const,
      status: 'done' as const,
      text: 'x',
      updatedAt: 1,
      verdict: 'False' as const,
      confidence: 0.8,
    };
    whole.update(summary);
    expect(whole.el.getAttribute('aria-label')).toBe('Verdict: False, 80% confidence');
    whole.update({
      ...summary,
      updatedAt: 2,
      parts: [{ sentence: 1, start: 10, end: 40, verdict: 'False', confidence: 0.8 }],
    });
    expect(whole.el.getAttribute('aria-label')).toBe('Verdict for the selection: False, 80% confidence');
    whole.remove();
  });
});
