import { articleAdapter } from './article';
import { blueskyAdapter } from './bluesky';
import { facebookAdapter } from './facebook';
import { mastodonAdapter } from './mastodon';
import { oldRedditAdapter } from './old-reddit';
import { redditAdapter } from './reddit';
import { ownText } from './text';
import type { FeedAdapter, FoundPost, ReadText } from './types';
import { xAdapter } from './x';

/**
 * Site adapters: each finds the posts and comments of one kind of feed and the words each one
 * says. They only read the page; flagging what they find is the feed feature's work. Which
 * adapters run can be changed without a release by the signed rules list (../rules.ts).
 */

/** Site adapters first, in the order they are tried; the generic article fallback last. */
export const FEED_ADAPTERS: readonly FeedAdapter[] = [
  xAdapter,
  redditAdapter,
  oldRedditAdapter,
  facebookAdapter,
  blueskyAdapter,
  mastodonAdapter,
  articleAdapter,
];

/**
 * The posts on a page: those of the first enabled adapter that matches the URL and finds
 * something, and that adapter. An adapter that finds nothing stays quiet and the next one is
 * tried; a page no adapter understands gives no adapter and [].
 */
export function readPage(
  doc: Document,
  url: URL,
  disabled: ReadonlySet<string> = new Set(),
  read: ReadText = ownText,
): { adapter: FeedAdapter | null; posts: FoundPost[] } {
  for (const adapter of FEED_ADAPTERS) {
    if (disabled.has(adapter.id) || !adapter.matches(url)) continue;
    const posts = adapter.find(doc, read);
    if (posts.length) return { adapter, posts };
  }
  return { adapter: null, posts: [] };
}

/** The posts on a page (`readPage` without the adapter). */
export function postsOn(doc: Document, url: URL, disabled: ReadonlySet<string> = new Set()): FoundPost[] {
  return readPage(doc, url, disabled).posts;
}
