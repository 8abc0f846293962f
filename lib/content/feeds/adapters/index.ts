import { articleAdapter } from './article';
import { blueskyAdapter } from './bluesky';
import { facebookAdapter } from './facebook';
import { mastodonAdapter } from './mastodon';
import { oldRedditAdapter } from './old-reddit';
import { redditAdapter } from './reddit';
import { ownText, type ReadText } from './text';
import { xAdapter } from './x';

/**
 * Site adapters: each finds the posts and comments of one kind of feed and the words each one
 * says. They only read the page; flagging what they find is the feed feature's work. Which
 * adapters run can be changed without a release by the signed rules list (../rules.ts).
 */

export interface FoundPost {
  element: Element;
  /** The post's own words (not a quoted post's, not a reply's), whitespace-normalised. */
  text: string;
}

/** The posts in one changed part of a page read whole before; null when the page must be read whole again. */
export type ScopeReader = (scope: Element, read: ReadText) => FoundPost[] | null;

export interface FeedAdapter {
  id: string;
  matches(url: URL): boolean;
  /** The posts under `root`; `read` reads a post's words (a cache of `ownText` while a page is watched). */
  find(root: ParentNode, read?: ReadText): FoundPost[];
  /**
   * How to read a changed part of the page `root` alone, after `find` found `found` there, for an
   * adapter whose reading depends on the whole page (the article fallback weighs it to find the
   * main content). Without it a part is read with `find`.
   */
  scopeReader?(root: ParentNode, found: readonly FoundPost[]): ScopeReader;
}

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
