import { overlayHost } from '../overlay';
import { cachedOwnText } from './adapters/text';
import type { ReadText } from './adapters/types';
import type { KeyedPost } from './flag-layer';
import { SEEN_OPTIONS } from './offer';
import { PostIndex } from './post-index';
import { textKey } from './queue';
import { changedScopes, changesPosts, outermost } from './scan';

/** The keys of this many texts are remembered (about 1,000 posts of a feed, a few hundred kB at most). */
const KEYS_KEPT = 1000;

/** The page's address, parsed again only when it changed (a feed is read many times a second). */
const pageUrl = (() => {
  let last: URL | null = null;
  return () => (last?.href === location.href ? last : (last = new URL(location.href)));
})();

/** What the post watch tells the rest of feed flagging. */
export interface PostEvents {
  /** A post came on screen, with the key of its text. */
  seen(entry: IntersectionObserverEntry, key: string): void;
  /** No post with this text is on screen any more. */
  left(key: string): void;
  /** Posts came on screen or left it; `flagged`: one of them has a flag. */
  moved(flagged: boolean): void;
}

/**
 * The posts of a feed and which of them are on screen: the posts are read where the page changed
 * (the whole page at the start, after a rules change and when asked), each text keyed once, and an
 * IntersectionObserver notes those on screen. A post re-rendered in place counts as on screen until
 * the observer reports on it, so its flag does not blink off for a frame.
 */
export class PostWatch {
  private readonly index = new PostIndex();
  private readonly texts = new WeakMap<Element, { text: string; key: string }>();
  private readonly keys = new Map<string, string>();
  private readonly onScreen = new Map<Element, string>();
  /** Posts observed but not yet reported on by the IntersectionObserver (it reports after the next layout). */
  private readonly unreported = new WeakSet<Element>();
  private readonly watched = new Set<Element>();
  private readonly seen: IntersectionObserver;
  /** Posts' words are re-read only when their text changed: the page re-renders the same posts. */
  private readonly reader: ReadText;
  /** The texts on screen before the last read. */
  private shownBefore: ReadonlySet<string> = new Set();
  /** Site adapters the signed rules list switched off (a broken site is fixed without a release). */
  private disabled: ReadonlySet<string> = new Set();
  private whole = true;
  private scopes: Element[] = [];
  posts: KeyedPost[] = [];

  constructor(
    private readonly read: (read: ReadText) => ReadText,
    private readonly events: PostEvents & { has(key: string): boolean },
    signal: AbortSignal,
  ) {
    this.reader = read(cachedOwnText());
    this.seen = new IntersectionObserver((entries) => this.reported(entries), SEEN_OPTIONS);
    signal.addEventListener('abort', () => this.seen.disconnect(), { once: true });
  }

  /** Whether the reader has this post on screen (or had it, re-rendered and not yet reported on). */
  readonly visible = (post: Element): boolean =>
    this.onScreen.has(post) || (this.unreported.has(post) && this.shownBefore.has(this.texts.get(post)?.key ?? ''));

  /** The keys of the texts on screen now. */
  keysOnScreen(): Iterable<string> {
    return this.onScreen.values();
  }

  /** The next read is of the whole page; `disabled`, when given, are the adapters now switched off. */
  readAll(disabled?: ReadonlySet<string>): void {
    if (disabled) this.disabled = disabled;
    this.whole = true;
  }

  /** Whether these page changes may have changed posts (the overlay's own left out); where, noted for the next read. */
  changed(records: readonly MutationRecord[]): boolean {
    const host = overlayHost();
    const ours = (node: Node) => !!host && (node === host || host.contains(node));
    if (this.whole || !this.index.incremental) return changesPosts(records, ours);
    const changed = changedScopes(records, ours, (node) => this.index.postAround(node));
    this.scopes.push(...changed);
    return changed.length > 0;
  }

  /** Reads the posts where the page changed, and observes the new ones. */
  scan(): void {
    const parts = outermost(this.scopes).filter((s) => s.isConnected);
    if (this.whole || !this.index.incremental || !this.index.readScopes(parts, this.reader))
      this.index.readAll(document, pageUrl(), this.disabled, this.reader);
    this.whole = false;
    this.scopes = [];
    this.posts = this.index.list().map((p) => ({ element: p.element, key: this.keyOf(p.element, p.text) }));
    this.shownBefore = new Set([...this.watched].filter(this.visible).map((el) => this.texts.get(el)?.key ?? ''));
    for (const el of this.watched)
      if (!el.isConnected) (this.seen.unobserve(el), this.watched.delete(el), this.onScreen.delete(el));
    for (const p of this.posts)
      if (!this.watched.has(p.element))
        (this.watched.add(p.element), this.unreported.add(p.element), this.seen.observe(p.element));
  }

  /** A feed re-renders the same texts in new elements: each text is hashed once (a bounded memory). */
  private keyOf(element: Element, text: string): string {
    const known = this.texts.get(element);
    if (known?.text === text) return known.key;
    let key = this.keys.get(text);
    if (!key) {
      if (this.keys.size >= KEYS_KEPT) this.keys.clear();
      this.keys.set(text, (key = textKey(text)));
    }
    this.texts.set(element, { text, key });
    return key;
  }

  private reported(entries: IntersectionObserverEntry[]): void {
    let flagged = false;
    for (const e of entries) {
      this.unreported.delete(e.target);
      const key = this.texts.get(e.target)?.key;
      if (!key) continue;
      flagged ||= this.events.has(key);
      if (e.isIntersecting && e.target.isConnected) {
        this.onScreen.set(e.target, key);
        this.events.seen(e, key);
      } else {
        this.onScreen.delete(e.target);
        if (![...this.onScreen.values()].includes(key)) this.events.left(key);
      }
    }
    this.events.moved(flagged);
  }
}
