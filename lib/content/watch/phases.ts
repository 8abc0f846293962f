/**
 * What a subscriber of the page watcher does in one frame, phase by phase. A frame runs the `frame`
 * of the subscribers that asked for it (reading the page's text: no layout), and, once the frame is
 * drawn and the page's layout is clean, the `read` (measuring) of those that measure before any
 * subscriber's `write` (placing): a write never lands between two reads, so measuring many things
 * costs one layout.
 */
export interface FrameWork {
  /** In the frame; returns whether this subscriber measures after it (its `read` and `write`). */
  frame?(): boolean;
  read?(): void;
  write?(): void;
}

/** What a subscriber asked of the next frame: its frame step, measuring after the frame, or both. */
export interface Ask {
  frame: boolean;
  measure: boolean;
}

/** Adds one request to what a subscriber already asked of the next frame. */
export function addAsk(prior: Ask | undefined, kind: keyof Ask): Ask {
  return { frame: prior?.frame ?? false, measure: prior?.measure ?? false, [kind]: true };
}

/**
 * Runs the frame step of the subscribers that asked for it, in subscription order; returns those
 * that measure after this frame: those whose `frame` said so (one without a `frame` step always
 * does) and those asked to measure directly. A subscriber that asked nothing does not run.
 */
export function runFrame(subscribers: readonly FrameWork[], asked: ReadonlyMap<FrameWork, Ask>): FrameWork[] {
  return subscribers.filter((s) => {
    const ask = asked.get(s);
    if (!ask) return false;
    const measures = ask.frame && (s.frame ? s.frame() : true);
    return measures || ask.measure;
  });
}

/** Measures, then places: all reads before all writes. */
export function runMeasure(measuring: readonly FrameWork[]): void {
  for (const s of measuring) s.read?.();
  for (const s of measuring) s.write?.();
}

/** The MutationObserver's options for these subscribers: attributes only when one of them asks for them (they change all the time on a feed). */
export function observeOptions(subscribers: readonly { attributes?: boolean }[]): MutationObserverInit {
  return { childList: true, subtree: true, characterData: true, attributes: subscribers.some((s) => s.attributes) };
}
