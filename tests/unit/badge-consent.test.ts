// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { Badge } from '../../lib/content/badge';

describe('in-page badge while a check waits for the reader’s OK', () => {
  it('shows a non-spinning waiting state whose only actions are Review (side panel) and Cancel', () => {
    const opened: string[] = [];
    const cancelled: string[] = [];
    const badge = new Badge('check:a', { open: (id) => opened.push(id), retry: () => undefined, cancel: (id) => cancelled.push(id) });
    badge.update({ id: 'check:a', status: 'running', stage: 'consent', text: 'Garlic cures COVID-19.', updatedAt: 1 });
    expect(badge.el.dataset.state).toBe('waiting');
    expect(badge.el.getAttribute('aria-label')).toBe('Checking claim: waiting for your OK to send it for online checking');
    expect(badge.el.querySelector('.spinner')).toBeNull();
    const buttons = [...badge.el.querySelectorAll('button')];
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Review what would be sent, in the side panel', 'Cancel check']);
    buttons[0]!.click();
    buttons[1]!.click();
    expect(opened).toEqual(['check:a']);
    expect(cancelled).toEqual(['check:a']);

    badge.update({ id: 'check:a', status: 'running', stage: 'tribunal', text: 'Garlic cures COVID-19.', updatedAt: 2 });
    expect(badge.el.dataset.state).toBe('running');
    expect(badge.el.getAttribute('aria-label')).toBe('Checking claim: Tribunal deliberating');
    badge.remove();
  });
});
