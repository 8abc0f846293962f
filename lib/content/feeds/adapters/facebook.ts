import { keepPosts, onHost, ownText } from './text';
import type { FeedAdapter, FoundPost, ReadText } from './types';

/**
 * Facebook (www / m / web.facebook.com). Class names are generated and change weekly; only
 * roles and data attributes are read. Expected markup:
 *
 *   <div role="feed">
 *     <div aria-posinset="1">                     ← a post (role="article" on some pages)
 *       <h2><strong><a>Author</a></strong></h2>
 *       <div data-ad-rendering-role="story_message">   (older: data-ad-comet-preview="message")
 *         <div dir="auto">Words <div role="button">See more</div></div>
 *       </div>
 *       <div role="article" aria-label="Comment by …">  ← a comment
 *         <a><span dir="auto">Name</span></a>
 *         <div dir="auto">Comment words</div>
 *       </div>
 *     </div>
 *   </div>
 *
 * A post's words are its message; a comment's are its dir="auto" text blocks outside links
 * (the commenter's name) and outside replies nested in it.
 */
const MESSAGE =
  '[data-ad-rendering-role="story_message"], [data-ad-comet-preview="message"], [data-ad-preview="message"]';
const POST = '[aria-posinset], [data-pagelet^="FeedUnit"], [role="article"]';
const CHROME = (e: Element) => e.getAttribute('role') === 'button' || e.localName === 'a';

export const facebookAdapter: FeedAdapter = {
  id: 'facebook',
  matches: (url) => onHost(url, 'facebook.com'),
  find(root, read: ReadText = ownText) {
    const posts: FoundPost[] = [];
    const withMessage = new Set<Element>();
    for (const message of root.querySelectorAll(MESSAGE)) {
      if (message.parentElement?.closest(MESSAGE)) continue;
      const element = message.closest(POST) ?? message;
      withMessage.add(element);
      posts.push({ element, text: read(message, CHROME) });
    }
    for (const comment of root.querySelectorAll('[role="article"]')) {
      if (withMessage.has(comment)) continue;
      const blocks = [...comment.querySelectorAll('div[dir="auto"]')].filter(
        (b) =>
          b.closest('[role="article"]') === comment && !b.closest('a') && !b.parentElement?.closest('div[dir="auto"]'),
      );
      posts.push({
        element: comment,
        text: blocks
          .map((b) => read(b, CHROME))
          .join(' ')
          .trim(),
      });
    }
    return keepPosts(posts);
  },
};
