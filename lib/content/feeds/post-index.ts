import { readPage } from './adapters';
import type { FoundPost, ReadText, ScopeReader } from './adapters/types';
import { parentAcross } from './scan';

/** A page of thousands of posts (an archive, a hostile page) is followed for its first ones only. */
export const MAX_POSTS = 400;

/**
 * The posts on the page now, kept up to date scope by scope. A whole-page read picks the adapter
 * (`readPage`: the first enabled one that matches the address and finds something); after
 * that, a change is read only where it happened (`changedScopes`), the way that adapter reads a
 * part (the article fallback within the main content it chose).
 */
export class PostIndex {
  private readonly posts = new Map<Element, string>();
  private reader: ScopeReader | null = null;

  /** Reads the whole page. */
  readAll(doc: Document, url: URL, disabled: ReadonlySet<string>, read: ReadText): void {
    const { adapter, posts } = readPage(doc, url, disabled, read);
    this.reader = !adapter
      ? null
      : (adapter.scopeReader?.(doc, posts) ?? ((scope: Element, readPart: ReadText) => adapter.find(scope, readPart)));
    this.posts.clear();
    for (const p of posts.slice(0, MAX_POSTS)) this.posts.set(p.element, p.text);
  }

  /** Whether a change can be read where it happened: an adapter reads this page. */
  get incremental(): boolean {
    return this.reader !== null;
  }

  /**
   * Reads again under `scopes` only: the posts there are what the adapter finds now; posts gone
   * from the page go. False when a scope needs the whole page read again (`readAll`).
   */
  readScopes(scopes: readonly Element[], read: ReadText): boolean {
    for (const element of this.posts.keys())
      if (!element.isConnected || scopes.some((s) => s !== element && s.contains(element))) this.posts.delete(element);
    if (!this.reader) return false;
    for (const scope of scopes) {
      const found = this.reader(scope, read);
      if (!found) return false;
      for (const p of found)
        if (this.posts.size < MAX_POSTS || this.posts.has(p.element)) this.posts.set(p.element, p.text);
    }
    return true;
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
