import { keepPosts, onHost, ownText } from './text';
import type { FeedAdapter, FoundPost, ReadText } from './types';

/**
 * Old Reddit (old.reddit.com, and www.reddit.com for readers who kept the old design).
 * Expected markup:
 *
 *   <div class="thing link" data-fullname="t3_…">
 *     <div class="entry"> <a class="title">Title</a>
 *       <div class="expando"><form class="usertext"><div class="usertext-body"><div class="md">Body</div></div></form></div>
 *     </div>
 *   </div>
 *   <div class="thing comment" data-fullname="t1_…">
 *     <div class="entry"> <p class="tagline">…</p>
 *       <form class="usertext"><div class="usertext-body"><div class="md"><p>Words</p></div></div></form>
 *     </div>
 *     <div class="child"> replies: more div.thing.comment </div>
 *   </div>
 *
 * A thing's words are those of its own entry, never of its child (reply) block.
 */
export const oldRedditAdapter: FeedAdapter = {
  id: 'old-reddit',
  matches: (url) => onHost(url, 'reddit.com'),
  find(root, read: ReadText = ownText) {
    const posts: FoundPost[] = [];
    for (const thing of root.querySelectorAll('div.thing.link, div.thing.comment')) {
      const entry = thing.querySelector(':scope > .entry');
      if (!entry) continue;
      const title = thing.classList.contains('link') ? entry.querySelector('a.title') : null;
      const body = entry.querySelector('.usertext-body .md');
      const words = [title ? read(title) : '', body ? read(body) : ''];
      posts.push({ element: thing, text: words.join(' ').trim() });
    }
    return keepPosts(posts);
  },
};
