import { keepPosts, ownText } from './text';
import type { FeedAdapter, FoundPost, ReadText } from './types';

/**
 * X (x.com, twitter.com). Expected markup (2024–2026 web app):
 *
 *   <article data-testid="tweet">
 *     … <div data-testid="User-Name">…</div>
 *     <div data-testid="tweetText" lang="en">words <a>#tag</a> <img alt="🦠"></div>
 *     <div role="link">                      ← a quoted post, its own words:
 *       <div data-testid="tweetText">…</div>
 *     </div>
 *   </article>
 *
 * Each tweetText is one post: the article's own, or a quoted post's (element: its role=link
 * box). Names, counts and buttons sit outside tweetText and are never read.
 */
export const xAdapter: FeedAdapter = {
  id: 'x',
  // Its markup is its own, so it is looked for on any page (a saved copy, a mirror, an embed host).
  matches: (url) => url.protocol === 'https:' || url.protocol === 'http:',
  find(root, read: ReadText = ownText) {
    const posts: FoundPost[] = [];
    for (const text of root.querySelectorAll('article [data-testid="tweetText"]')) {
      const article = text.closest('article')!;
      const quoted = text.closest('[role="link"]');
      const element = quoted && article.contains(quoted) ? quoted : article;
      posts.push({ element, text: read(text) });
    }
    return keepPosts(posts);
  },
};
