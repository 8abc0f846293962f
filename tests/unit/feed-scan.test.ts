import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';

import { FEED_ADAPTERS } from '../../lib/content/feeds/adapters';
import { cachedOwnText, ownText } from '../../lib/content/feeds/adapters/text';
import { changesPosts, type PageChange } from '../../lib/content/feeds/scan';
import { loadFeedFixture } from '../support/feed-fixtures';

const doc = () => new JSDOM('<main><p id="a">One <b>two</b></p><div id="overlay"></div></main>').window.document;

describe('which page changes make the feed feature read the posts again', () => {
  const page = doc();
  const overlay = page.getElementById('overlay')!;
  const post = page.getElementById('a')!;
  const ours = (n: Node) => overlay.contains(n);
  const change = (type: string, target: Node, added: Node[] = []): PageChange => ({ type, target, addedNodes: added });

  it('nodes added or text changed outside the overlay: read again', () => {
    expect(changesPosts([change('childList', post, [page.createElement('i')])], ours)).toBe(true);
    expect(changesPosts([change('characterData', post.firstChild!)], ours)).toBe(true);
  });

  it('only the overlay changed, or nodes were only removed: nothing to read', () => {
    expect(changesPosts([change('childList', overlay, [page.createElement('div')])], ours)).toBe(false);
    expect(changesPosts([change('characterData', overlay)], ours)).toBe(false);
    expect(changesPosts([change('childList', post, [])], ours)).toBe(false);
    expect(changesPosts([], ours)).toBe(false);
  });

  it('one change that counts among many that do not is enough', () => {
    const changes = [
      change('childList', overlay, [page.createElement('div')]),
      change('childList', post),
      change('characterData', post.firstChild!),
    ];
    expect(changesPosts(changes, ours)).toBe(true);
  });
});

describe('reading a post’s words once per text', () => {
  it('gives ownText’s words, and the new words after the text changed', () => {
    const page = doc();
    const p = page.getElementById('a')!;
    const read = cachedOwnText();
    expect(read(p)).toBe('One two');
    p.querySelector('b')!.textContent = 'three';
    expect(read(p)).toBe('One three');
    expect(read(p)).toBe(ownText(p));
  });

  it('does not walk an unchanged post again (its words come from the cache)', () => {
    const page = doc();
    const p = page.getElementById('a')!;
    const read = cachedOwnText();
    read(p);
    // An emoji image adds words ownText reads but leaves textContent alone: the cached words stand.
    const emoji = page.createElement('img');
    emoji.setAttribute('alt', '🦠');
    p.append(emoji);
    expect(ownText(p)).toBe('One two🦠');
    expect(read(p)).toBe('One two');
    const leaveOutBold = (e: Element) => e.localName === 'b';
    // Another leave-out rule is another reading.
    expect(read(p, leaveOutBold)).toBe('One 🦠');
  });

  it.each(FEED_ADAPTERS.map((a) => a.id))(
    '%s finds the same posts through the cache, on a first and a second scan',
    (id) => {
      const files: Record<string, [string, string]> = {
        x: ['x.html', 'https://x.com/home'],
        reddit: ['reddit.html', 'https://www.reddit.com/r/health/comments/1/'],
        'old-reddit': ['old-reddit.html', 'https://old.reddit.com/r/health/comments/1/'],
        facebook: ['facebook.html', 'https://www.facebook.com/'],
        bluesky: ['bluesky.html', 'https://bsky.app/'],
        mastodon: ['mastodon.html', 'https://mastodon.social/home'],
        article: ['article.html', 'https://health.example.org/2026/12/sleep-myths'],
      };
      const [file, url] = files[id]!;
      const page = loadFeedFixture(file, url);
      const adapter = FEED_ADAPTERS.find((a) => a.id === id)!;
      const plain = adapter.find(page).map((p) => p.text);
      const read = cachedOwnText();
      expect(plain.length).toBeGreaterThan(0);
      expect(adapter.find(page, read).map((p) => p.text)).toEqual(plain);
      expect(adapter.find(page, read).map((p) => p.text)).toEqual(plain);
    },
  );
});
