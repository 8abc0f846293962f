/**
 * What a subscriber of the page watcher does in one frame, phase by phase. A frame runs every
 * subscriber's `frame` (reading the page's text: no layout), and, once the frame is drawn and the
 * page's layout is clean, every subscriber's `read` (measuring) before any subscriber's `write`
 * (placing): a write never lands between two reads, so measuring many things costs one layout.
 */
export interface FrameWork {
  /** In the frame; returns whether this subscriber measures after it (its `read` and `write`). */
  frame?(): boolean;
  read?(): void;
  write?(): void;
}

/** The subscribers that measure after this frame, in order: those whose `frame` asked to, and those asked to directly. */
export function runFrame(subscribers: readonly FrameWork[], asked: ReadonlySet<FrameWork>): FrameWork[] {
  return subscribers.filter((s) => (s.frame ? s.frame() : false) || asked.has(s));
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
