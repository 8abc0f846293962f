import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';

import { FEED_ADAPTERS, readPage } from '../../lib/content/feeds/adapters';
import { cachedOwnText, ownText } from '../../lib/content/feeds/adapters/text';
import { MAX_POSTS, PostIndex } from '../../lib/content/feeds/post-index';
import { changedScopes, changesPosts, outermost, type PageChange } from '../../lib/content/feeds/scan';
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

describe('reading only where the page changed', () => {
  const X = 'https://x.com/home';
  /** The X fixture, its posts indexed, and a MutationObserver whose records say what changed. */
  function watchedFeed() {
    const page = loadFeedFixture('x.html', X);
    const index = new PostIndex();
    const read = cachedOwnText();
    index.readAll(page, new URL(X), new Set(), read);
    const view = page.defaultView!;
    const observer = new view.MutationObserver(() => undefined);
    observer.observe(page.documentElement, { childList: true, subtree: true, characterData: true });
    const none = () => false;
    /** Applies the changes made since the last call as the feature does, and says which scopes were read. */
    const apply = () => {
      const scopes = changedScopes(observer.takeRecords(), none, (n) => index.postAround(n));
      index.readScopes(outermost(scopes), read);
      return scopes;
    };
    // The same posts as reading the whole page now (in whichever order: flags find posts by key).
    const byText = (posts: { element: Element; text: string }[]) =>
      posts.map((p) => [p.element, p.text] as const).sort((a, b) => a[1].localeCompare(b[1]));
    const sameAsWholeRead = () => expect(byText(index.list())).toEqual(byText(readPage(page, new URL(X)).posts));
    return { page, index, apply, sameAsWholeRead };
  }

  it('a site adapter’s page is read scope by scope', () => {
    const { index } = watchedFeed();
    expect(index.incremental).toBe(true);
  });

  /** A page the article fallback reads, indexed, with `apply` as in watchedFeed. */
  function watchedArticle(html: string) {
    const url = 'https://health.example.org/feed';
    const page = new JSDOM(html, { url }).window.document;
    const index = new PostIndex();
    const read = cachedOwnText();
    index.readAll(page, new URL(url), new Set(), read);
    const observer = new page.defaultView!.MutationObserver(() => undefined);
    observer.observe(page.documentElement, { childList: true, subtree: true, characterData: true });
    const apply = () =>
      index.readScopes(
        outermost(
          changedScopes(
            observer.takeRecords(),
            () => false,
            (n) => index.postAround(n),
          ),
        ),
        read,
      );
    const texts = () => index.list().map((p) => p.text);
    const whole = () => readPage(page, new URL(url)).posts.map((p) => p.text);
    return { page, index, apply, texts, whole };
  }

  it('the article fallback reads a re-rendered feed within the main content it chose, as the whole read would', () => {
    const post = (n: number) => `<article><p>Post ${n}: garlic soup every morning keeps the flu away.</p></article>`;
    const { page, index, apply, texts, whole } = watchedArticle(
      `<aside><p>Most read: five foods every doctor says you should avoid</p></aside><main><div id="list">${post(1)}${post(2)}</div></main>`,
    );
    expect(index.incremental).toBe(true);
    expect(texts()).toEqual(whole());
    // The feed replaces its cells, as a virtualised list does on every scroll.
    const list = page.getElementById('list')!;
    list.innerHTML = post(2) + post(3) + post(4);
    expect(apply()).toBe(true);
    expect(texts().sort()).toEqual(whole().sort());
    expect(texts()).not.toContain('Most read: five foods every doctor says you should avoid');
    // Page furniture inside the main content is not a post, as in a whole read.
    list.insertAdjacentHTML('beforeend', '<nav><p>Home, explore, notifications, messages and bookmarks</p></nav>');
    expect(apply()).toBe(true);
    expect(texts().sort()).toEqual(whole().sort());
    expect(texts()).toHaveLength(3);
    // A change beside the main content (the sidebar is under the body, which holds the main content) reads the whole page.
    page
      .querySelector('aside')!
      .insertAdjacentHTML('beforeend', '<p>Another sidebar paragraph of quite a few words</p>');
    expect(apply()).toBe(false);
  });

  it('the article fallback reads the whole page again when its main content is replaced', () => {
    const { page, apply } = watchedArticle(
      '<main><p>Post one: garlic soup every morning keeps the flu away.</p></main>',
    );
    page.body.innerHTML = '<main><p>Another page entirely, with other words in it.</p></main>';
    expect(apply()).toBe(false);
  });

  it('the article fallback on a feed of <div>s reads a new post’s text block, not its paragraphs', () => {
    const post = (n: number) =>
      `<div class="post"><div class="who">Sam</div>Post ${n}: garlic soup every morning keeps the flu away.</div>`;
    const { page, apply, texts, whole } = watchedArticle(`<div id="feed">${post(1)}</div>`);
    page.getElementById('feed')!.insertAdjacentHTML('beforeend', post(2));
    expect(apply()).toBe(true);
    expect(texts()).toEqual([
      'Post 1: garlic soup every morning keeps the flu away.',
      'Post 2: garlic soup every morning keeps the flu away.',
    ]);
    expect(texts()).toEqual(whole());
  });

  it('a hostile page of thousands of text blocks is followed for its first 400 posts only, also as it grows', () => {
    const blocks = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => `<div>Block ${from + i} says that garlic cures the flu.</div>`).join('');
    const { page, index, apply } = watchedArticle(`<div id="feed">${blocks(0, 1000)}</div>`);
    expect(index.list()).toHaveLength(MAX_POSTS);
    page.getElementById('feed')!.insertAdjacentHTML('beforeend', blocks(1000, 500));
    expect(apply()).toBe(true);
    expect(index.list()).toHaveLength(MAX_POSTS);
  });

  it('an edit inside a post reads that post again (its parent is the scope), and only it', () => {
    const { page, index, apply, sameAsWholeRead } = watchedFeed();
    const text = page.querySelector('[data-testid="tweetText"] span')!;
    text.firstChild!.nodeValue = 'Onions cure';
    const scopes = apply();
    expect(scopes).toEqual([text.closest('article')!.parentElement]);
    expect(index.list().find((p) => p.element === text.closest('article'))?.text).toBe(
      'Onions cure COVID-19 in three days🧄 #health',
    );
    sameAsWholeRead();
  });

  it('a post added to the timeline is found; one removed goes; a removal elsewhere reads nothing', () => {
    const { page, index, apply, sameAsWholeRead } = watchedFeed();
    const timeline = page.querySelector('[aria-label^="Timeline"]')!;
    const cell = timeline.firstElementChild!.cloneNode(true) as Element;
    cell.querySelector('[data-testid="tweetText"]')!.textContent = 'Cold water shocks the immune system into action.';
    timeline.append(cell);
    expect(apply()).toEqual([timeline.parentElement]);
    expect(index.list().map((p) => p.text)).toContain('Cold water shocks the immune system into action.');
    sameAsWholeRead();

    const before = index.list().length;
    timeline.firstElementChild!.remove();
    expect(apply()).toEqual([]);
    expect(index.list()).toHaveLength(before - 1);
    sameAsWholeRead();

    page.querySelector('title')!.remove();
    expect(apply()).toEqual([]);
  });

  it('the text of a post emptied by an edit inside it: the post goes', () => {
    const { page, index, apply, sameAsWholeRead } = watchedFeed();
    const first = page.querySelector('[data-testid="tweetText"]')!;
    first.replaceChildren();
    apply();
    expect(index.postAround(first)).toBeNull();
    sameAsWholeRead();
  });

  it('a scope inside another is read once, as part of the outer one', () => {
    const { page } = watchedFeed();
    const outer = page.querySelector('main')!;
    const inner = page.querySelector('article')!;
    expect(outermost([inner, outer, inner])).toEqual([outer]);
  });
});
