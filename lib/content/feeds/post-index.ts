import { type FeedAdapter, type FoundPost, readPage } from './adapters';
import type { ReadText } from './adapters/text';
import { parentAcross } from './scan';

/**
 * The posts on the page now, kept up to date scope by scope. A whole-page read picks the adapter
 * (`readPage`: the first enabled one that matches the address and finds something); after
 * that, a change is read only where it happened (`changedScopes`). The generic article fallback
 * weighs the whole page to find its main content, so a page it reads is always read whole.
 */
export class PostIndex {
  private readonly posts = new Map<Element, string>();
  private adapter: FeedAdapter | null = null;

  /** Reads the whole page. */
  readAll(doc: Document, url: URL, disabled: ReadonlySet<string>, read: ReadText): void {
    const { adapter, posts } = readPage(doc, url, disabled, read);
    this.adapter = adapter;
    this.posts.clear();
    for (const p of posts) this.posts.set(p.element, p.text);
  }

  /** Whether a change can be read where it happened: a site adapter reads this page. */
  get incremental(): boolean {
    return this.adapter !== null && this.adapter.id !== 'article';
  }

  /** Reads again under `scopes` only: the posts there are what the adapter finds now; posts gone from the page go. */
  readScopes(scopes: readonly Element[], read: ReadText): void {
    for (const element of this.posts.keys())
      if (!element.isConnected || scopes.some((s) => s !== element && s.contains(element))) this.posts.delete(element);
    if (!this.adapter) return;
    for (const scope of scopes) for (const p of this.adapter.find(scope, read)) this.posts.set(p.element, p.text);
  }

  /** The known post that holds `node` (itself, or the nearest above it, across shadow roots); null if none does. */
  postAround(node: Node): Element | null {
    for (let e: Element | null = node.nodeType === 1 ? (node as Element) : parentAcross(node); e; e = parentAcross(e))
      if (this.posts.has(e)) return e;
    return null;
  }

  list(): FoundPost[] {
    return [...this.posts].map(([element, text]) => ({ element, text }));
  }
}
