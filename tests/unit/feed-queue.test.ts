import { describe, expect, it } from 'vitest';

import { FeedQueue, textKey } from '../../lib/content/feeds/queue';

function queue(perSecond = 3) {
  const clock = { t: 10_000 };
  return { q: new FeedQueue({ perSecond, now: () => clock.t }), clock };
}

describe('what the page sends to the engine', () => {
  it('sends each text once, however often its post comes on screen', () => {
    const { q } = queue();
    expect(q.offer('a', 'text A')).toBe(true);
    expect(q.offer('a', 'text A')).toBe(false);
    expect(q.take()).toEqual([{ key: 'a', text: 'text A' }]);
    expect(q.offer('a', 'text A')).toBe(false);
    expect(q.take()).toEqual([]);
  });

  it('sends at most perSecond posts in any second, then the rest', () => {
    const { q, clock } = queue(3);
    ['a', 'b', 'c', 'd', 'e'].forEach((k) => q.offer(k, k));
    expect(q.take().map((p) => p.key)).toEqual(['a', 'b', 'c']);
    expect(q.take()).toEqual([]);
    expect(q.wait()).toBe(1000);
    clock.t += 400;
    expect(q.wait()).toBe(600);
    clock.t += 601;
    expect(q.wait()).toBe(0);
    expect(q.take().map((p) => p.key)).toEqual(['d', 'e']);
    expect(q.wait()).toBeNull();
  });

  it('does not send a post that left the screen before its turn, and offers it again when it returns', () => {
    const { q } = queue(1);
    q.offer('a', 'A');
    q.offer('b', 'B');
    q.leave('b');
    expect(q.take().map((p) => p.key)).toEqual(['a']);
    expect(q.size).toBe(0);
    expect(q.offer('b', 'B')).toBe(true);
    q.leave('a');
    expect(q.offer('a', 'A')).toBe(false);
  });

  it('asks again about posts answered while the knowledge was incomplete', () => {
    const { q } = queue();
    q.offer('a', 'A');
    q.take();
    q.forget(['a']);
    expect(q.offer('a', 'A')).toBe(true);
  });

  it('cuts a long text to the engine limit', () => {
    const { q } = queue();
    q.offer('a', 'x'.repeat(5000));
    expect(q.take()[0]!.text).toHaveLength(2000);
  });

  it('keys texts by a 16-digit hash, the same for the same text only', () => {
    expect(textKey('Masks work.')).toMatch(/^[0-9a-f]{16}$/);
    expect(textKey('Masks work.')).toBe(textKey('Masks work.'));
    expect(textKey('Masks work.')).not.toBe(textKey('Masks work!'));
  });
});
