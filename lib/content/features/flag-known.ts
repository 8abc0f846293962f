import type { FeedFlag } from '../../core/feeds';
import { log } from '../../log/log';
import { sendToBackground } from '../../messaging/client';
import type { CheckSession } from '../checks';
import type { ContentFeature } from '../feature';
import { FlagLayer, type FlagMoves } from '../feeds/flag-layer';
import { PostWatch } from '../feeds/post-watch';
import { disabledAdapters, watchDisabledAdapters } from '../feeds/rules';
import { FeedSender } from '../feeds/sender';
import { getOverlayRoot, overlayHost } from '../overlay';
import { fromReader } from '../trusted';
import { type PageSubscriber, pageWatcher } from '../watch/page-watcher';

/**
 * Feature: known claims flagged as you scroll (`feeds.flagKnown`, or this site's own switch); it
 * runs only while that is on (feature-run.ts), so off, nothing is observed or sent. On, the post
 * watch notes the posts on screen, the sender asks the engine about them (from memory only), and
 * the flag layer draws a flag that follows its post through re-renders. Everything ends when the
 * feature is switched off or the signal aborts.
 */
export const flagKnownFeature: ContentFeature = {
  name: 'flag-known',
  when: 'flagging',
  init: ({ signal, checks }) => flagPosts(signal, checks),
};

/** Reads of the page closer together than this wait for the next frame (its changes are read together). */
const SCAN_GAP_MS = 8;
/** The whole page is read again this often: changes a MutationObserver cannot see (inside shadow roots) are caught too. */
const READ_ALL_MS = 5000;

function flagPosts(signal: AbortSignal, checks: CheckSession): void {
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
  const sender: FeedSender = new FeedSender(
    {
      flagged: (flags) => {
        flags.forEach((f) => layer.add(f));
        if (flags.length) (layer.locate(posts.posts), render());
      },
      has: (key) => layer.has(key),
      onScreen: () => posts.keysOnScreen(),
    },
    signal,
  );
  const posts: PostWatch = new PostWatch(
    (read) => sender.reader(read),
    {
      seen: (entry, key) => sender.offer(entry, key),
      left: (key) => sender.leave(key),
      // Only flags of posts on screen are placed: a flagged post coming on screen or leaving it needs its flag placed now.
      moved: (flagged) => (sender.schedule(), flagged && render()),
      has: (key) => layer.has(key),
    },
    signal,
  );
  const frames = postFrames(posts, layer, signal);
  const render = frames.render;

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

  const useRules = (off: ReadonlySet<string>) => (posts.readAll(off), frames.readAll());
  disabledAdapters()
    .then(useRules)
    .catch((e: unknown) =>
      log.warn('content', 'The feed rules list could not be read; every site adapter stays on', e),
    );
  watchDisabledAdapters(useRules, signal);
  const readAllTimer = window.setInterval(() => (posts.readAll(), frames.readAll()), READ_ALL_MS);
  signal.addEventListener('abort', () => (clearInterval(readAllTimer), layer.clear()), { once: true });
  render();
}

/**
 * The feed's part in the page watcher's frames. Posts are read and their flags' sentences found
 * again as soon as the page changed them (in the MutationObserver's callback, or in the frame when
 * a read ran moments ago); flags and their marks are measured once that frame is drawn, when the
 * page's layout is clean, and only while one is on screen. A mark stays where it was drawn
 * meanwhile: it does not blink.
 */
function postFrames(posts: PostWatch, layer: FlagLayer, signal: AbortSignal) {
  let rescan = true;
  let scannedAt = -Infinity;
  let moves: FlagMoves = [];
  const scan = () => {
    if (rescan) (posts.scan(), layer.locate(posts.posts), (scannedAt = performance.now()));
    rescan = false;
    return layer.needsPlacing(posts.visible);
  };
  const render = () => pageWatcher.requestFrame(subscriber);
  const scrollers = followScrollers(signal, render);
  const subscriber: PageSubscriber = {
    resize: true,
    mutated: (records: readonly MutationRecord[]) => {
      // A page that takes the overlay away gets it back at once, not with the next flag.
      if (!overlayHost()?.isConnected) getOverlayRoot();
      if (!posts.changed(records)) return;
      rescan = true;
      // Read at once, unless a read ran moments ago (a page changing in many small tasks) or our frame will read anyway.
      if (pageWatcher.frameAsked(subscriber) || performance.now() - scannedAt < SCAN_GAP_MS) return render();
      if (scan()) pageWatcher.requestMeasure(subscriber);
    },
    frame: scan,
    read: () => (moves = layer.measure(posts.visible)),
    write: () => (layer.apply(moves), scrollers(layer.scrollers())),
  };
  pageWatcher.subscribe(subscriber, signal);
  return { render, readAll: () => ((rescan = true), render()) };
}

/**
 * Flags sit at page coordinates, so the window's scrolling carries them with the page: nothing
 * listens to it (a feed scrolls all the time). Only an element scrolling around a placed flag may
 * move or clip it, so only those elements are listened to; the returned function sets which.
 */
function followScrollers(signal: AbortSignal, moved: () => void): (now: ReadonlySet<Element>) => void {
  const scrolling = new Map<Element, AbortController>();
  return (now) => {
    for (const [el, stop] of scrolling) if (!now.has(el)) (stop.abort(), scrolling.delete(el));
    for (const el of now) {
      if (scrolling.has(el)) continue;
      const stop = new AbortController();
      scrolling.set(el, stop);
      el.addEventListener('scroll', fromReader(moved), {
        passive: true,
        signal: AbortSignal.any([signal, stop.signal]),
      });
    }
  };
}
