import { describe, expect, it } from 'vitest';

import { FEED_ADAPTERS, postsOn } from '../../lib/content/feeds/adapters';
import { ownText } from '../../lib/content/feeds/adapters/text';
import type { FoundPost } from '../../lib/content/feeds/adapters/types';
import { loadFeedFixture } from '../support/feed-fixtures';

const texts = (posts: FoundPost[]) => posts.map((p) => p.text);
const adapter = (id: string) => FEED_ADAPTERS.find((a) => a.id === id)!;

/** What each saved page holds, post by post: the words a reader sees, nothing else. */
const SITES: { id: string; file: string; url: string; posts: string[]; elements: string[] }[] = [
  {
    id: 'x',
    file: 'x.html',
    url: 'https://x.com/home',
    posts: [
      'Garlic cures COVID-19 in three days🧄 #health',
      'Read this thread: vitamin C does not prevent colds',
      'Regular vitamin C does not reduce how often adults catch a cold.',
      '<img src=x onerror=alert(1)> bleach cures autism',
    ],
    elements: ['ARTICLE', 'ARTICLE', 'DIV', 'ARTICLE'],
  },
  {
    id: 'reddit',
    file: 'reddit.html',
    url: 'https://www.reddit.com/r/Health/comments/abc/does_zinc_shorten_colds/',
    posts: [
      'Does zinc shorten colds? My aunt says zinc lozenges cure a cold overnight.',
      'Zinc may shorten a cold by a day or so. It does not cure it overnight.',
      'Antibiotics cure the common cold.',
      'Hand washing reduces the spread of colds.',
    ],
    elements: ['SHREDDIT-POST', 'SHREDDIT-COMMENT', 'SHREDDIT-COMMENT', 'SHREDDIT-COMMENT'],
  },
  {
    id: 'old-reddit',
    file: 'old-reddit.html',
    url: 'https://old.reddit.com/r/Health/comments/abc/does_zinc_shorten_colds/',
    posts: [
      'Does zinc shorten colds? My aunt says zinc lozenges cure a cold overnight.',
      'Zinc may shorten a cold by a day or so. It does not cure it overnight.',
      'Antibiotics cure the common cold.',
    ],
    elements: ['DIV', 'DIV', 'DIV'],
  },
  {
    id: 'facebook',
    file: 'facebook.html',
    url: 'https://www.facebook.com/',
    posts: [
      'Apple cider vinegar melts belly fat 🍏 no diet needed. Share before they delete this!',
      'Measles vaccines do not cause autism.',
      'Vinegar does not melt fat, there is no good evidence for that.',
      'It worked for my cousin.',
    ],
    elements: ['DIV', 'DIV', 'DIV', 'DIV'],
  },
  {
    id: 'mastodon',
    file: 'mastodon.html',
    url: 'https://mastodon.social/home',
    posts: [
      'Flu shots cannot give you the flu. The injected vaccine has no live virus. #flu',
      'Fasting for a week detoxes your liver.',
      'Older servers put paragraphs straight in the content: sunscreen causes skin cancer.',
    ],
    elements: ['ARTICLE', 'ARTICLE', 'ARTICLE'],
  },
  {
    id: 'bluesky',
    file: 'bluesky.html',
    url: 'https://bsky.app/',
    posts: [
      'Eating carrots gives you night vision. #food',
      'Vitamin A deficiency causes night blindness.',
      'Cold weather does not by itself cause colds; viruses do.',
    ],
    elements: ['DIV', 'DIV', 'DIV'],
  },
  {
    id: 'article',
    file: 'article.html',
    url: 'https://health.example.org/2026/12/sleep-myths',
    posts: [
      'Many people believe that adults need only five hours of sleep a night.',
      'Sleep researchers say most adults need seven to nine hours of sleep.',
      'Alcohol before bed helps you sleep better, a reader wrote.',
    ],
    elements: ['P', 'P', 'P'],
  },
];

describe('feed adapters on saved pages', () => {
  it.each(SITES)('$id finds each post’s own words on $file', ({ id, file, url, posts, elements }) => {
    const doc = loadFeedFixture(file, url);
    const found = adapter(id).find(doc);
    expect(texts(found)).toEqual(posts);
    expect(found.map((p) => p.element.tagName)).toEqual(elements);
    // postsOn picks this adapter for this address.
    expect(texts(postsOn(doc, new URL(url)))).toEqual(posts);
  });

  it.each(SITES)('$id leaves the page as it was', ({ id, file, url }) => {
    const doc = loadFeedFixture(file, url);
    const before = doc.documentElement.outerHTML;
    adapter(id).find(doc);
    expect(doc.documentElement.outerHTML).toBe(before);
  });

  it('each site adapter stays quiet on the other sites’ pages', () => {
    const sites = SITES.filter((s) => s.id !== 'article');
    const pages = sites.map((s) => loadFeedFixture(s.file, s.url));
    for (const site of sites) {
      sites.forEach((other, i) => {
        if (other.id === site.id || (site.id.includes('reddit') && other.id.includes('reddit'))) return;
        expect(adapter(site.id).find(pages[i]!), `${site.id} on ${other.file}`).toEqual([]);
      });
    }
  });

  it('the new-Reddit adapter reads comments inside open shadow roots and not the components’ own buttons', () => {
    const doc = loadFeedFixture('reddit.html', 'https://www.reddit.com/r/Health/');
    const partial = doc.querySelector('faceplate-partial')!;
    expect(partial.shadowRoot?.querySelector('shreddit-comment')).not.toBeNull();
    const all = texts(adapter('reddit').find(doc)).join(' | ');
    expect(all).toContain('Hand washing reduces the spread of colds.');
    expect(all).not.toMatch(/Reply|Share|deleted|pharmacist/);
  });
});

describe('postsOn', () => {
  const cases: {
    name: string;
    file: string;
    url: string;
    disabled?: string[];
    first: string | null;
    count?: number;
  }[] = [
    {
      name: 'X page on x.com',
      file: 'x.html',
      url: 'https://x.com/home',
      first: 'Garlic cures COVID-19 in three days🧄 #health',
    },
    {
      name: 'X page on twitter.com',
      file: 'x.html',
      url: 'https://mobile.twitter.com/home',
      first: 'Garlic cures COVID-19 in three days🧄 #health',
    },
    {
      name: 'old markup on www.reddit.com: the new adapter finds nothing, the old one reads it',
      file: 'old-reddit.html',
      url: 'https://www.reddit.com/r/Health/',
      first: 'Does zinc shorten colds? My aunt says zinc lozenges cure a cold overnight.',
    },
    {
      name: 'Mastodon on any server',
      file: 'mastodon.html',
      url: 'https://med.example/home',
      first: 'Flu shots cannot give you the flu. The injected vaccine has no live virus. #flu',
    },
    {
      name: 'X markup on another host (a saved copy, a mirror): the X adapter reads it',
      file: 'x.html',
      url: 'http://127.0.0.1:8080/feed',
      first: 'Garlic cures COVID-19 in three days🧄 #health',
      count: 4,
    },
    {
      name: 'X switched off: the generic fallback, finding no paragraphs, reads the text blocks',
      file: 'x.html',
      url: 'https://x.com/home',
      disabled: ['x'],
      first: 'Garlic cures COVID-19 in three days🧄 #health',
    },
    {
      name: 'Mastodon switched off: the article fallback reads every status’s paragraphs (a feed of articles, none dominant)',
      file: 'mastodon.html',
      url: 'https://med.example/home',
      disabled: ['mastodon'],
      first: 'Flu shots cannot give you the flu.',
      count: 4,
    },
    {
      name: 'every adapter switched off',
      file: 'article.html',
      url: 'https://health.example.org/a',
      disabled: FEED_ADAPTERS.map((a) => a.id),
      first: null,
    },
    { name: 'a page that is not http(s)', file: 'article.html', url: 'file:///tmp/article.html', first: null },
    {
      name: 'a site adapter’s host on another site’s markup: it stays quiet, the fallback reads the text blocks',
      file: 'facebook.html',
      url: 'https://x.com/home',
      first: 'Apple cider vinegar melts belly fat 🍏 no diet needed.',
    },
  ];
  it.each(cases)('$name', ({ file, url, disabled, first, count }) => {
    const posts = postsOn(loadFeedFixture(file, url), new URL(url), new Set(disabled));
    expect(posts[0]?.text ?? null).toBe(first);
    if (count !== undefined) expect(posts).toHaveLength(count);
  });

  it('lists the generic article fallback last', () => {
    expect(FEED_ADAPTERS.at(-1)?.id).toBe('article');
    expect(new Set(FEED_ADAPTERS.map((a) => a.id)).size).toBe(FEED_ADAPTERS.length);
  });
});

describe('the generic fallback on a feed built of <div>s', () => {
  const doc = new (loadFeedFixture('article.html', 'https://a.example/').defaultView!.DOMParser)().parseFromString(
    `<nav><div>Home · Explore · Notifications · Messages · Bookmarks · Settings and privacy</div></nav>
     <div id="feed" role="feed">
       <div class="post" data-post="a"><div class="who">Health Rumours · 2h</div>Big if true! One type of COVID-19 test identifies coronavirus proteins in a few seconds.
         <div class="reply"><span>Source?</span> <b>Nobody</b> has shown <i>that</i> anywhere at all, as far as I know.</div>
       </div>
       <div class="post" data-post="b"><div class="who">Sam</div><span>Not a claim, short.</span></div>
       <div class="post" data-post="c"><div class="text"><span>Garlic soup every morning</span> <span>keeps every kind of flu away.</span></div><script>track()</script></div>
     </div>`,
    'text/html',
  );
  const found = adapter('article').find(doc);

  it('reads each block’s own words, without the blocks inside it, furniture or scripts', () => {
    expect(texts(found)).toEqual([
      'Big if true! One type of COVID-19 test identifies coronavirus proteins in a few seconds.',
      'Source? Nobody has shown that anywhere at all, as far as I know.',
      'Garlic soup every morning keeps every kind of flu away.',
    ]);
    expect(found.map((p) => p.element.getAttribute('class'))).toEqual(['post', 'reply', 'text']);
  });

  it('is the fallback only: a page with paragraphs keeps them', () => {
    const page = loadFeedFixture('article.html', 'https://health.example.org/a');
    expect(
      adapter('article')
        .find(page)
        .every((p) => p.element.tagName === 'P'),
    ).toBe(true);
  });
});

describe('ownText', () => {
  const doc = new (loadFeedFixture('article.html', 'https://a.example/').defaultView!.DOMParser)().parseFromString(
    '<div id="t">one<br>two<p>three</p><script>no()</script><style>.x{}</style><textarea>typed</textarea><img alt="🦠"><img alt="A long description"><span hidden-by-test>four</span></div>',
    'text/html',
  );
  it('separates lines and blocks, reads emoji images, skips scripts, styles and fields', () => {
    expect(ownText(doc.getElementById('t')!)).toBe('one two three 🦠four');
    expect(ownText(doc.getElementById('t')!, (e) => e.hasAttribute('hidden-by-test'))).toBe('one two three 🦠');
  });
});
