import type { CDPSession, Frame, Page } from '@playwright/test';

/**
 * ClaimLens's in-page UI lives in a closed shadow root, which page scripts and Playwright's
 * locators cannot enter. Tests reach it as the reader and assistive technology do: the DevTools
 * protocol sees closed roots (DOM.getDocument with pierce), the accessibility tree gives roles
 * and names (Accessibility.queryAXTree / getPartialAXTree), and clicks are the real mouse at
 * the element's box. One CDP session per page or out-of-process frame, kept for its lifetime.
 */

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The parts of CDP's DOM.Node and Accessibility.AXNode read here. */
interface Node {
  nodeName: string;
  backendNodeId: number;
  documentURL?: string;
  attributes?: string[];
  children?: Node[];
  contentDocument?: Node;
  shadowRoots?: Node[];
}
interface AXNode {
  ignored: boolean;
  backendDOMNodeId?: number;
  name?: { value?: unknown };
}
type Step =
  | { kind: 'css'; selector: string; index?: number }
  | { kind: 'role'; role: string; name?: string | RegExp; index?: number };

const HOST_ATTR = 'data-claimlens-overlay';
/** How long an element may take to show: the config's expect timeout (playwright.config.ts says why). */
const SHOWN_TIMEOUT = 20_000;
const GROUP = 'claimlens-overlay-test';
const sessions = new WeakMap<Page | Frame, Promise<{ cdp: CDPSession; own: boolean }>>();

/** The overlay of one page or frame. `offset` maps the frame's viewport to the page's. */
export class Overlay {
  constructor(
    readonly scope: Page | Frame,
    private readonly offset: () => Promise<{ x: number; y: number }>,
  ) {}

  /** The overlay itself (the root of the queries below). */
  root(): OverlayElement {
    return new OverlayElement(this, []);
  }

  locator(selector: string): OverlayElement {
    return this.root().locator(selector);
  }

  getByRole(role: string, options: { name?: string | RegExp } = {}): OverlayElement {
    return this.root().getByRole(role, options);
  }

  /** Backend node ids of the host element and its closed shadow root, or null before the overlay exists. */
  async host(): Promise<{ host: number; root: number } | null> {
    const { cdp, own } = await this.session();
    const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
    const doc = own ? (root as Node) : findDocument(root as Node, this.scope.url());
    const host = doc && findHost(doc);
    const shadow = host?.shadowRoots?.[0];
    return host && shadow ? { host: host.backendNodeId, root: shadow.backendNodeId } : null;
  }

  async cdp(): Promise<CDPSession> {
    return (await this.session()).cdp;
  }

  /** Runs `fn` with `this` bound to the node, in the page (closed roots are no obstacle to CDP). */
  async call<T>(backendNodeId: number, fn: string, arg?: unknown): Promise<T> {
    const { object } = await (await this.cdp()).send('DOM.resolveNode', { backendNodeId, objectGroup: GROUP });
    try {
      const { result, exceptionDetails } = await (
        await this.cdp()
      ).send('Runtime.callFunctionOn', {
        objectId: object.objectId!,
        functionDeclaration: fn,
        arguments: [{ value: arg ?? null }],
        returnByValue: true,
      });
      if (exceptionDetails)
        throw new Error(`In the overlay: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
      return result.value as T;
    } finally {
      await (await this.cdp()).send('Runtime.releaseObjectGroup', { objectGroup: GROUP });
    }
  }

  /** Backend node ids of the elements a CSS selector matches inside `backendNodeId` (a root or an element). */
  async querySelectorAll(backendNodeId: number, selector: string): Promise<number[]> {
    const { object } = await (await this.cdp()).send('DOM.resolveNode', { backendNodeId, objectGroup: GROUP });
    try {
      const { result } = await (
        await this.cdp()
      ).send('Runtime.callFunctionOn', {
        objectId: object.objectId!,
        functionDeclaration: 'function (s) { return [...this.querySelectorAll(s)]; }',
        arguments: [{ value: selector }],
        objectGroup: GROUP,
      });
      const { result: items } = await (
        await this.cdp()
      ).send('Runtime.getProperties', { objectId: result.objectId!, ownProperties: true });
      const ids: number[] = [];
      for (const item of items.filter(
        (p: { name: string; value?: { objectId?: string } }) => /^\d+$/.test(p.name) && p.value?.objectId,
      )) {
        const { node } = await (await this.cdp()).send('DOM.describeNode', { objectId: item.value!.objectId! });
        ids.push(node.backendNodeId);
      }
      return ids;
    } finally {
      await (await this.cdp()).send('Runtime.releaseObjectGroup', { objectGroup: GROUP });
    }
  }

  /** Page-coordinate box of a frame-relative one. */
  async toPage(b: Box): Promise<Box> {
    const o = await this.offset();
    return { left: b.left + o.x, top: b.top + o.y, right: b.right + o.x, bottom: b.bottom + o.y };
  }

  private session(): Promise<{ cdp: CDPSession; own: boolean }> {
    let found = sessions.get(this.scope);
    if (!found) {
      found = openSession(this.scope);
      sessions.set(this.scope, found);
      found.catch(() => sessions.delete(this.scope));
    }
    return found;
  }
}

async function openSession(scope: Page | Frame): Promise<{ cdp: CDPSession; own: boolean }> {
  const page = 'page' in scope ? scope.page() : scope;
  const isChildFrame = 'page' in scope && !!scope.parentFrame();
  if (!isChildFrame) return { cdp: await page.context().newCDPSession(page), own: true };
  // An out-of-process (cross-origin) frame has a target of its own; a same-process frame is
  // part of its page's document tree (reached with pierce, by its URL).
  const own = await page
    .context()
    .newCDPSession(scope)
    .then(
      (cdp) => ({ cdp, own: true }),
      () => null,
    );
  if (own) return own;
  const parent = sessions.get(page) ?? openSession(page);
  sessions.set(page, parent);
  return { cdp: (await parent).cdp, own: false };
}

function findDocument(node: Node, url: string): Node | null {
  if (node.nodeName === '#document' && node.documentURL === url) return node;
  for (const child of [...(node.children ?? []), ...(node.contentDocument ? [node.contentDocument] : [])]) {
    const found = findDocument(child, url);
    if (found) return found;
  }
  return null;
}

/** The overlay host of a document, not looking into frames' documents. */
function findHost(node: Node): Node | null {
  if (node.attributes) {
    for (let i = 0; i < node.attributes.length; i += 2) if (node.attributes[i] === HOST_ATTR) return node;
  }
  for (const child of node.children ?? []) {
    const found = findHost(child);
    if (found) return found;
  }
  return null;
}

const IN_BROWSER = {
  /** What an element shows: its text and the overlay's generated text (data-t). */
  text: `function () {
    const walk = (n) => n.nodeType === 3 ? n.data : n.nodeType === 1 ? (n.dataset?.t ?? '') + [...n.childNodes].map(walk).join('') : '';
    return walk(this);
  }`,
  box: `function () {
    const r = this.getBoundingClientRect();
    const s = getComputedStyle(this);
    const hidden = s.visibility === 'hidden' || s.display === 'none' || r.width === 0 || r.height === 0;
    return hidden ? null : { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
  }`,
  scrollIntoView: `function () {
    const r = this.getBoundingClientRect();
    if (r.top < 0 || r.bottom > innerHeight || r.left < 0 || r.right > innerWidth) this.scrollIntoView({ block: 'center', inline: 'center' });
  }`,
  attribute: 'function (name) { return this.getAttribute(name); }',
  style: 'function (name) { return getComputedStyle(this).getPropertyValue(name); }',
  focused: 'function () { return this.getRootNode().activeElement === this && document.hasFocus(); }',
};

/**
 * A lazy query into the overlay, like a Playwright locator: each call finds its elements again.
 * Single-element reads are strict (more than one match is an error), as Playwright's are.
 */
export class OverlayElement {
  constructor(
    private readonly overlay: Overlay,
    private readonly steps: readonly Step[],
  ) {}

  locator(selector: string): OverlayElement {
    return new OverlayElement(this.overlay, [...this.steps, { kind: 'css', selector }]);
  }

  getByRole(role: string, options: { name?: string | RegExp } = {}): OverlayElement {
    return new OverlayElement(this.overlay, [
      ...this.steps,
      { kind: 'role', role, ...(options.name !== undefined ? { name: options.name } : {}) },
    ]);
  }

  nth(index: number): OverlayElement {
    const last = this.steps.at(-1);
    if (!last) throw new Error('nth() of the overlay itself');
    return new OverlayElement(this.overlay, [...this.steps.slice(0, -1), { ...last, index }]);
  }

  first(): OverlayElement {
    return this.nth(0);
  }

  async count(): Promise<number> {
    return (await this.resolveAll()).length;
  }

  /** The accessible name assistive technology reads, or null when there is no such element. */
  async accessibleName(): Promise<string | null> {
    const id = await this.resolve();
    if (id === null) return null;
    const { nodes } = await (
      await this.overlay.cdp()
    ).send('Accessibility.getPartialAXTree', { backendNodeId: id, fetchRelatives: false });
    const own = (nodes as AXNode[]).find((n) => n.backendDOMNodeId === id) ?? nodes[0];
    return String(own?.name?.value ?? '');
  }

  async text(): Promise<string | null> {
    return this.read<string>(IN_BROWSER.text);
  }

  async attribute(name: string): Promise<string | null> {
    return this.read<string | null>(IN_BROWSER.attribute, name);
  }

  async style(name: string): Promise<string | null> {
    return this.read<string>(IN_BROWSER.style, name);
  }

  async isFocused(): Promise<boolean> {
    return (await this.read<boolean>(IN_BROWSER.focused)) ?? false;
  }

  /** The element's box in page coordinates; null when absent, hidden or empty. */
  async box(): Promise<Box | null> {
    const b = await this.read<Box | null>(IN_BROWSER.box);
    return b ? this.overlay.toPage(b) : null;
  }

  async isVisible(): Promise<boolean> {
    return (await this.box()) !== null;
  }

  /** Waits until the element is shown (like Locator.waitFor()). */
  async waitFor(timeout = SHOWN_TIMEOUT): Promise<void> {
    await this.whenShown(timeout, async () => undefined);
  }

  /** Clicks the middle of the element with the real mouse, once it is shown (scrolled into view if needed). */
  async click(timeout = SHOWN_TIMEOUT): Promise<void> {
    const page = 'page' in this.overlay.scope ? this.overlay.scope.page() : this.overlay.scope;
    await this.whenShown(timeout, (b) => page.mouse.click((b.left + b.right) / 2, (b.top + b.bottom) / 2));
  }

  private async whenShown(timeout: number, then: (box: Box) => Promise<void>): Promise<void> {
    const until = Date.now() + timeout;
    for (;;) {
      const id = await this.resolve().catch(() => null);
      if (id !== null) {
        await this.overlay.call(id, IN_BROWSER.scrollIntoView);
        const b = await this.box();
        if (b) return then(b);
      }
      if (Date.now() > until) throw new Error(`Overlay element never showed: ${this.describe()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  describe(): string {
    return (
      this.steps
        .map(
          (s) =>
            (s.kind === 'css' ? s.selector : `role=${s.role}[name=${String(s.name ?? '*')}]`) +
            (s.index !== undefined ? `>>nth=${s.index}` : ''),
        )
        .join(' >> ') || 'overlay'
    );
  }

  private async read<T>(fn: string, arg?: unknown): Promise<T | null> {
    const id = await this.resolve();
    return id === null ? null : this.overlay.call<T>(id, fn, arg);
  }

  /** The one element matched, or null; more than one is an error (a query too loose to mean anything). */
  private async resolve(): Promise<number | null> {
    const all = await this.resolveAll();
    if (all.length > 1) throw new Error(`${this.describe()} matches ${all.length} overlay elements`);
    return all[0] ?? null;
  }

  private async resolveAll(): Promise<number[]> {
    const ids = await this.overlay.host();
    if (!ids) return [];
    // CSS queries start in the shadow root, accessibility queries at its host (whose AX subtree holds it).
    let bases: { dom: number; ax: number }[] = [{ dom: ids.root, ax: ids.host }];
    for (const step of this.steps) {
      const found: number[] = [];
      for (const base of bases)
        found.push(
          ...(step.kind === 'css'
            ? await this.overlay.querySelectorAll(base.dom, step.selector)
            : await this.byRole(base.ax, step.role, step.name)),
        );
      const picked = step.index === undefined ? found : found.slice(step.index, step.index + 1);
      bases = picked.map((id) => ({ dom: id, ax: id }));
    }
    return this.steps.length ? bases.map((b) => b.dom) : [ids.host];
  }

  /** Elements with this role and name under `backendNodeId`, as getByRole finds them (hidden ones left out). */
  private async byRole(backendNodeId: number, role: string, name?: string | RegExp): Promise<number[]> {
    const { nodes } = await (await this.overlay.cdp()).send('Accessibility.queryAXTree', { backendNodeId, role });
    const matches = (n: AXNode) => {
      const value = String(n.name?.value ?? '');
      return name === undefined || (typeof name === 'string' ? value === name : name.test(value));
    };
    return (nodes as AXNode[])
      .filter(
        (n) => !n.ignored && n.backendDOMNodeId !== undefined && n.backendDOMNodeId !== backendNodeId && matches(n),
      )
      .map((n) => n.backendDOMNodeId!);
  }
}
