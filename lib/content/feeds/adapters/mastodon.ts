import { keepPosts, ownText } from './text';
import type { FeedAdapter, FoundPost, ReadText } from './types';

/**
 * Mastodon web (any server: each runs on its own domain, so the markup decides). Expected
 * markup (Mastodon 4.x; Glitch and Hometown forks keep it):
 *
 *   <article data-id="…">  (or div.status__wrapper)
 *     <div class="status">
 *       <div class="status__content">
 *         <p class="spoiler__text">Content warning <button>Show more</button></p>  (optional)
 *         <div class="status__content__text"><p>Words</p><p>More words</p></div>
 *       </div>
 *     </div>
 *   </article>
 *
 * A post's words are its content text (a content warning is not a claim); older versions
 * without status__content__text put the paragraphs straight into status__content.
 */
const SPOILER = (e: Element) =>
  e.localName === 'button' ||
  e.classList.contains('spoiler__text') ||
  e.classList.contains('status__content__spoiler-link');

export const mastodonAdapter: FeedAdapter = {
  id: 'mastodon',
  matches: (url) => url.protocol === 'https:' || url.protocol === 'http:',
  find(root, read: ReadText = ownText) {
    const posts: FoundPost[] = [];
    for (const content of root.querySelectorAll('.status .status__content')) {
      const status = content.closest('.status')!;
      const element = status.closest('article') ?? status;
      const text = content.querySelector('.status__content__text') ?? content;
      posts.push({ element, text: read(text, SPOILER) });
    }
    return keepPosts(posts);
  },
};
