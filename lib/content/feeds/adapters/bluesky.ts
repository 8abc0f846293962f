import { keepPosts, ownText } from './text';
import type { FeedAdapter, FoundPost, ReadText } from './types';

/**
 * Bluesky web (bsky.app; React Native Web, so test ids are the stable hooks). Expected markup:
 *
 *   <div data-testid="feedItem-by-alice.bsky.social">      (a thread: postThreadItem-by-…)
 *     <a data-testid="…">Alice</a>
 *     <div data-testid="postText">Words <a>#tag</a></div>
 *     <div role="link">                                    ← a quoted post, its own words:
 *       <div data-testid="quotePostText">…</div>            (some builds reuse postText)
 *     </div>
 *   </div>
 */
const ITEM = '[data-testid^="feedItem-by-"], [data-testid^="postThreadItem-by-"]';

export const blueskyAdapter: FeedAdapter = {
  id: 'bluesky',
  // Its markup is its own, so it is looked for on any page (a saved copy, a mirror, an embed host).
  matches: (url) => url.protocol === 'https:' || url.protocol === 'http:',
  find(root, read: ReadText = ownText) {
    const posts: FoundPost[] = [];
    for (const text of root.querySelectorAll('[data-testid="postText"], [data-testid="quotePostText"]')) {
      const item = text.closest(ITEM);
      if (!item) continue;
      const quoted = text.closest('[role="link"]');
      const element = quoted && item.contains(quoted) ? quoted : item;
      posts.push({ element, text: read(text) });
    }
    return keepPosts(posts);
  },
};
