/**
 * Post text from the page. Until the site adapters land, only the generic fallback: the
 * paragraphs of the page's main content (inside `article`, `main` or the body). The interface is
 * the site adapters' (each finds the posts of one site's markup; an adapter that finds nothing
 * stays quiet).
 */

export interface FoundPost {
  element: Element;
  text: string;
}

export interface FeedAdapter {
  id: string;
  matches(url: URL): boolean;
  find(root: ParentNode): FoundPost[];
}

const MIN_CHARS = 20;

const generic: FeedAdapter = {
  id: 'generic',
  matches: () => true,
  find(root) {
    const out: FoundPost[] = [];
    const main = root.querySelectorAll('main p, article p');
    for (const el of main.length ? main : root.querySelectorAll('p')) {
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text.length >= MIN_CHARS) out.push({ element: el, text });
    }
    return out;
  },
};

export const FEED_ADAPTERS: readonly FeedAdapter[] = [generic];

/** The posts of a page from the first adapter for its URL that finds any (a switched-off adapter is skipped). */
export function postsOn(doc: Document, url: URL, disabled: ReadonlySet<string> = new Set()): FoundPost[] {
  for (const adapter of FEED_ADAPTERS) {
    if (disabled.has(adapter.id) || !adapter.matches(url)) continue;
    const posts = adapter.find(doc.body ?? doc.documentElement);
    if (posts.length) return posts;
  }
  return [];
}
