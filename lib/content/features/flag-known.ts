import { FEED_LIMITS, type FeedFlag } from '../../core/feeds';
import { log } from '../../log/log';
import { sendToBackground } from '../../messaging/client';
import { flagsOnSite } from '../../settings/sections/feeds';
import type { CheckSession } from '../checks';
import type { ContentFeature } from '../feature';
import { cachedOwnText } from '../feeds/adapters/text';
import { FlagLayer, type KeyedPost } from '../feeds/flag-layer';
import { Offers, SEEN_OPTIONS } from '../feeds/offer';
import { PostIndex } from '../feeds/post-index';
import { FeedQueue, textKey } from '../feeds/queue';
import { disabledAdapters, watchDisabledAdapters } from '../feeds/rules';
import { changedScopes, changesPosts, outermost } from '../feeds/scan';
import { getOverlayRoot, overlayHost } from '../overlay';
import { fromReader } from '../trusted';

/**
 * Feature: known claims flagged as you scroll (`feeds.flagKnown`, or this site's own switch).
 * Off, it sets up nothing but a settings listener: nothing is observed or sent. On, an
 * IntersectionObserver notes the posts on screen; in idle time their texts (each once, a bounded
 * number a second) go to the engine, which answers from memory only; a flag follows its post
 * through re-renders. Everything ends when the feature is switched off or the signal aborts.
 */
export const flagKnownFeature: ContentFeature = {
  name: 'flag-known',
  async init({ signal, settings, checks, router }) {
    // The per-site switch in the side panel and the toolbar menu asks which site this is.
    router.on('content.site', () => ({ host: location.host }));
    await settings.loaded;
    let running: AbortController | null = null;
    const apply = (on: boolean) => {
      if (on && !running && !signal.aborted) {
        running = new AbortController();
        flagPosts(AbortSignal.any([signal, running.signal]), checks);
      } else if (!on && running) {
        running.abort();
        running = null;
      }
    };
    apply(flagsOnSite(settings.current().feeds, location.host));
    settings.onChange((s) => apply(flagsOnSite(s.feeds, location.host)));
  },
};

/** How long an idle callback may wait (the time from a post on screen to its flag stays short). */
const IDLE_TIMEOUT_MS = 100;
/** When the knowledge was still being installed, posts are asked about again after this. */
const RETRY_MS = 3000;
/** The keys of this many texts are remembered (about 1,000 posts of a feed, a few hundred kB at most). */
const KEYS_KEPT = 1000;
/** Reads of the page closer together than this wait for the next frame (its changes are read together). */
const SCAN_GAP_MS = 8;
/** The whole page is read again this often: changes a MutationObserver cannot see (inside shadow roots) are caught too. */
const READ_ALL_MS = 5000;

/** The texts this page looked up, across switching flagging off and on (`PAGE_LOOKUPS` caps them). */
const lookedUp = new Set<string>();

/** The page's address, parsed again only when it changed (a feed is read many times a second). */
const pageUrl = (() => {
  let last: URL | null = null;
  return () => (last?.href === location.href ? last : (last = new URL(location.href)));
})();

function flagPosts(signal: AbortSignal, checks: CheckSession): void {
  const queue = new FeedQueue({ perSecond: FEED_LIMITS.postsPerSecond, now: () => Date.now(), asked: lookedUp });
  const offers = new Offers(queue);
  // The overlay is on the page from the start, whatever memory holds: a page watching for it to
  // appear with the first flag would learn that one of its posts is a known claim (issue 34).
  getOverlayRoot();
  const layer = new FlagLayer({
    open: (flag, range) => void openFlag(flag, range),
    // The background switches this site off; the settings change then ends this feature's work here.
    stopOnSite: () =>
      void sendToBackground('feeds.site', { on: false }).catch((e: unknown) =>
        log.warn('content', 'Flagging could not be turned off for this site', e),
      ),
  });
  const texts = new WeakMap<Element, { text: string; key: string }>();
  // Posts' words are re-read only when their text changed: the page re-renders the same posts.
  const read = offers.reader(cachedOwnText());
  const onScreen = new Map<Element, string>();
  // Posts observed but not yet reported on by the IntersectionObserver (it reports after the next
  // layout), and the texts on screen before the last read: a post re-rendered in place keeps its
  // flag meanwhile instead of blinking off for a frame.
  const unreported = new WeakSet<Element>();
  let shownBefore: ReadonlySet<string> = new Set();
  const visible = (post: Element) =>
    onScreen.has(post) || (unreported.has(post) && shownBefore.has(texts.get(post)?.key ?? ''));
  const watched = new Set<Element>();
  let posts: KeyedPost[] = [];
  // Site adapters the signed rules list switched off (a broken site is fixed without a release).
  let disabled: ReadonlySet<string> = new Set();
  const useRules = (off: ReadonlySet<string>) => {
    disabled = off;
    readAll();
  };
  const index = new PostIndex();
  // The next read: the whole page (at the start, after a rules change, every READ_ALL_MS), or only where it changed.
  let whole = true;
  let scopes: Element[] = [];
  const readAll = () => ((whole = true), (rescan = true), render());
  let frame = 0;
  let placeFrame = 0;
  let placing = 0;
  let rescan = true;
  let timer = 0;
  let idle = 0;
  let sending = false;
  const retries = new Set<number>();

  // A feed re-renders the same texts in new elements: each text is hashed once (a bounded memory).
  const keys = new Map<string, string>();
  const keyOf = (element: Element, text: string): string => {
    const known = texts.get(element);
    if (known?.text === text) return known.key;
    let key = keys.get(text);
    if (!key) {
      if (keys.size >= KEYS_KEPT) keys.clear();
      keys.set(text, (key = textKey(text)));
    }
    texts.set(element, { text, key });
    return key;
  };

  const seen = new IntersectionObserver((entries) => {
    let flagged = false;
    for (const e of entries) {
      unreported.delete(e.target);
      const key = texts.get(e.target)?.key;
      if (!key) continue;
      flagged ||= layer.has(key);
      if (e.isIntersecting && e.target.isConnected) {
        onScreen.set(e.target, key);
        offers.offer(e, key);
      } else {
        onScreen.delete(e.target);
        if (![...onScreen.values()].includes(key)) queue.leave(key);
      }
    }
    schedule();
    // Only flags of posts on screen are placed: a flagged post coming on screen or leaving it needs its flag placed now.
    if (flagged) render();
  }, SEEN_OPTIONS);

  function scan(): void {
    const parts = outermost(scopes).filter((s) => s.isConnected);
    if (whole || !index.incremental || !index.readScopes(parts, read))
      index.readAll(document, pageUrl(), disabled, read);
    whole = false;
    scopes = [];
    posts = index.list().map((p) => ({
      element: p.element,
      key: keyOf(p.element, p.text),
    }));
    shownBefore = new Set([...watched].filter(visible).map((el) => texts.get(el)?.key ?? ''));
    for (const el of watched) if (!el.isConnected) (seen.unobserve(el), watched.delete(el), onScreen.delete(el));
    for (const p of posts)
      if (!watched.has(p.element)) (watched.add(p.element), unreported.add(p.element), seen.observe(p.element));
    layer.locate(posts);
  }

  // Posts are read and their flags' sentences found again as soon as the page changed them (in the
  // same frame); flags and their marks are measured once that frame is drawn, when the page's layout
  // is clean (measuring in the frame would force the layout of the page's own re-render). A mark
  // stays where it was drawn meanwhile: it does not blink.
  let scannedAt = -Infinity;
  function update(inFrame: boolean): void {
    if (rescan) (scan(), (scannedAt = performance.now()));
    rescan = false;
    if (!layer.needsPlacing(visible) || placing || placeFrame) return;
    const place = () => ((placing = 0), layer.place(visible), followScrollers());
    if (inFrame) placing = window.setTimeout(place);
    else placeFrame = requestAnimationFrame(() => ((placeFrame = 0), (placing = window.setTimeout(place))));
  }

  function render(): void {
    if (frame || signal.aborted) return;
    frame = requestAnimationFrame(() => ((frame = 0), update(true)));
  }

  /** A change to the page's posts: read at once, unless a read ran moments ago (a page changing in many small tasks) or a frame will read anyway. */
  function changed(): void {
    rescan = true;
    if (frame || performance.now() - scannedAt < SCAN_GAP_MS) render();
    else update(false);
  }

  function schedule(): void {
    if (sending || idle || timer || signal.aborted) return;
    const wait = queue.wait();
    if (wait === null) return;
    if (wait > 0) timer = window.setTimeout(() => ((timer = 0), schedule()), wait);
    else idle = requestIdleCallback(() => ((idle = 0), void send()), { timeout: IDLE_TIMEOUT_MS });
  }

  async function send(): Promise<void> {
    const batch = queue.take();
    if (!batch.length || signal.aborted) return;
    sending = true;
    try {
      const { flags, incomplete } = await sendToBackground('feeds.match', { posts: batch });
      if (signal.aborted) return;
      flags.forEach((f) => layer.add(f));
      if (incomplete) {
        const retry = window.setTimeout(() => {
          retries.delete(retry);
          queue.forget(batch.map((p) => p.key).filter((k) => !layer.has(k)));
          for (const key of onScreen.values()) offers.again(key);
          schedule();
        }, RETRY_MS);
        retries.add(retry);
      }
      if (flags.length) (layer.locate(posts), render());
    } catch (e) {
      log.warn('content', 'Known claims could not be looked up for the posts on screen', e);
    } finally {
      sending = false;
      schedule();
    }
  }

  async function openFlag(flag: FeedFlag, range: Range | null): Promise<void> {
    if (!range) return;
    // Opening a flag checks its sentence like a selection: a history row, a badge, the side panel.
    layer.remove(flag.key);
    render();
    const id = await checks.startPassage(flag.quote, range);
    if (id)
      await sendToBackground('panel.open', { checkId: id }).catch((e: unknown) =>
        log.warn('content', 'The side panel could not be opened from a flag', e),
      );
  }

  disabledAdapters()
    .then(useRules)
    .catch((e: unknown) =>
      log.warn('content', 'The feed rules list could not be read; every site adapter stays on', e),
    );
  watchDisabledAdapters(useRules, signal);

  const mutations = new MutationObserver((records) => {
    // A page that takes the overlay away gets it back at once, not with the next flag.
    if (!overlayHost()?.isConnected) getOverlayRoot();
    const host = overlayHost();
    const ours = (node: Node) => !!host && (node === host || host.contains(node));
    if (whole || !index.incremental) {
      if (!changesPosts(records, ours)) return;
    } else {
      const changed = changedScopes(records, ours, (node) => index.postAround(node));
      if (!changed.length) return;
      scopes.push(...changed);
    }
    changed();
  });
  const readAllTimer = window.setInterval(readAll, READ_ALL_MS);
  mutations.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
  // Flags sit at page coordinates, so the window's scrolling carries them with the page: nothing
  // listens to it (a feed scrolls all the time). Only an element scrolling around a placed flag
  // may move or clip it, so only those elements are listened to.
  const scrolling = new Map<Element, AbortController>();
  function followScrollers(): void {
    const now = layer.scrollers();
    for (const [el, stop] of scrolling) if (!now.has(el)) (stop.abort(), scrolling.delete(el));
    for (const el of now) {
      if (scrolling.has(el)) continue;
      const stop = new AbortController();
      scrolling.set(el, stop);
      el.addEventListener('scroll', fromReader(render), {
        passive: true,
        signal: AbortSignal.any([signal, stop.signal]),
      });
    }
  }
  window.addEventListener('resize', fromReader(render), { passive: true, signal });
  signal.addEventListener(
    'abort',
    () => {
      mutations.disconnect();
      seen.disconnect();
      cancelAnimationFrame(frame);
      cancelAnimationFrame(placeFrame);
      clearTimeout(placing);
      clearTimeout(timer);
      clearInterval(readAllTimer);
      retries.forEach((t) => clearTimeout(t));
      cancelIdleCallback(idle);
      layer.clear();
    },
    { once: true },
  );
  render();
}
