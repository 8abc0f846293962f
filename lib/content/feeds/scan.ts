/**
 * Which page changes make the feed feature read the page's posts again, and where. A feed
 * re-renders and virtualises all the time, and most changes are our own overlay or nodes merely
 * removed: a removed post leaves the IntersectionObserver's view and its flag hides without a new
 * scan. Decided from the MutationRecords alone, so it is tested without a browser.
 */

/** The parts of a MutationRecord these decisions read. */
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

/** The element above a node, crossing out of a shadow root to its host. */
export function parentAcross(node: Node): Element | null {
  const up = node.parentNode;
  if (!up) return null;
  if (up.nodeType === 1) return up as Element;
  return up.nodeType === 11 && 'host' in up ? (up as ShadowRoot).host : null;
}

/**
 * Where to look for posts again after these changes: for a change inside a post already known
 * (`postAround` finds it), that post's parent, so the post is read again whole; for nodes added
 * elsewhere, the parent of the element they were added to, so the element itself is searched too.
 * Scopes inside another scope are left out. Removals outside known posts need no scope.
 */
export function changedScopes(
  changes: Iterable<PageChange>,
  ours: (node: Node) => boolean,
  postAround: (node: Node) => Element | null,
): Element[] {
  const scopes = new Set<Element>();
  for (const c of changes) {
    // An attribute never changes a post's words (another part of the content script hears them).
    if (c.type === 'attributes' || ours(c.target)) continue;
    const post = postAround(c.target);
    const added = c.type === 'childList' && c.addedNodes.length > 0;
    if (!post && !added && c.type !== 'characterData') continue;
    const at = post ?? (c.target.nodeType === 1 ? (c.target as Element) : parentAcross(c.target));
    const scope = at && (parentAcross(at) ?? at);
    if (scope) scopes.add(scope);
  }
  return outermost(scopes);
}

/** The scopes not inside another one (each distinct, in the order given). */
export function outermost(scopes: Iterable<Element>): Element[] {
  const all = [...new Set(scopes)];
  return all.filter((s) => !all.some((other) => other !== s && other.contains(s)));
}
