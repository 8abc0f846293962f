/**
 * Which page changes make the feed feature read the page's posts again. A feed re-renders and
 * virtualises all the time, and most changes are our own overlay or nodes merely removed: a
 * removed post leaves the IntersectionObserver's view and its flag hides without a new scan.
 */

/** The parts of a MutationRecord this decision reads (so it can be decided without a browser). */
export interface PageChange {
  type: string;
  target: Node;
  addedNodes: ArrayLike<Node>;
}

/** Whether any change outside `ours` (the overlay) added nodes or changed text: then posts may have appeared or changed. */
export function changesPosts(changes: Iterable<PageChange>, ours: (node: Node) => boolean): boolean {
  for (const c of changes) {
    if (ours(c.target)) continue;
    if (c.type === 'characterData' || (c.type === 'childList' && c.addedNodes.length > 0)) return true;
  }
  return false;
}
