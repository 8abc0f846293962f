import { closestAcross, deepQueryAll, keepPosts, onHost, ownText } from './text';
import type { FeedAdapter, FoundPost, ReadText } from './types';

/**
 * New Reddit (www.reddit.com, the "shreddit" web components). Expected markup:
 *
 *   <shreddit-post post-title="…">
 *     <a slot="title">Title</a>  (h1 on a post's own page)
 *     <div slot="text-body"><div class="md"><p>Body</p></div></div>
 *   </shreddit-post>
 *   <shreddit-comment-tree>
 *     <shreddit-comment thingid="t1_…" depth="0">
 *       <div slot="comment" id="t1_…-comment-rtjson-content"><p>Words</p></div>
 *       <shreddit-comment slot="children" depth="1">…</shreddit-comment>
 *     </shreddit-comment>
 *   </shreddit-comment-tree>
 *
 * Components render into open shadow roots and "more replies" arrive as partials whose comments
 * may live inside one; every query here also searches open shadow roots. A comment's words are
 * its own comment slot, never a reply's.
 */
const COMMENT = 'shreddit-comment';
const BODY = '[slot="comment"], [id$="-comment-rtjson-content"]';
const REPLY = (e: Element) => e.localName === COMMENT;

export const redditAdapter: FeedAdapter = {
  id: 'reddit',
  matches: (url) => onHost(url, 'reddit.com'),
  find(root, read: ReadText = ownText) {
    const posts: FoundPost[] = [];
    for (const post of deepQueryAll(root, 'shreddit-post')) {
      const title = post.querySelector('[slot="title"]');
      const body = post.querySelector('[slot="text-body"]');
      const words = [title ? read(title) : (post.getAttribute('post-title') ?? ''), body ? read(body) : ''];
      posts.push({ element: post, text: words.join(' ').trim() });
    }
    for (const comment of deepQueryAll(root, COMMENT)) {
      const body = deepQueryAll(comment, BODY).find((b) => closestAcross(b, COMMENT) === comment);
      if (body) posts.push({ element: comment, text: read(body, REPLY) });
    }
    return keepPosts(posts);
  },
};
