import { expect } from '@playwright/test';

import { badgeMessages } from '../../../lib/i18n/catalogue/badge';
import { verdictMessages } from '../../../lib/i18n/catalogue/verdict';
import type { Locale } from '../../../lib/i18n/locales';
import { tIn } from '../../../lib/i18n/t';
import { type Firefox, KEY, type Tab } from './firefox';

/**
 * Page objects for Firefox: a web page with claims and ClaimLens's overlay on it, and the side
 * panel page in a tab. The overlay is a closed shadow root: it is reached as a driver or
 * assistive technology reaches it (BiDi hands the driver the root; Firefox's accessibility
 * engine gives roles and names) and pressed with the real mouse at the element's box.
 */

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const IN_PAGE = {
  box: `function (el) {
    const r = el.getBoundingClientRect();
    if (r.top < 0 || r.bottom > innerHeight || r.left < 0 || r.right > innerWidth) el.scrollIntoView({ block: 'center', inline: 'center' });
    const s = getComputedStyle(el);
    const b = el.getBoundingClientRect();
    return s.visibility === 'hidden' || s.display === 'none' || b.width === 0 || b.height === 0 ? null : { left: b.left, top: b.top, right: b.right, bottom: b.bottom };
  }`,
  /** What an element shows: its text and the overlay's generated text (data-t). */
  text: `function (el) {
    const walk = (n) => n.nodeType === 3 ? n.data : n.nodeType === 1 ? (n.dataset?.t ?? '') + [...n.childNodes].map(walk).join('') : '';
    return walk(el);
  }`,
  attribute: 'function (el, name) { return el.getAttribute(name); }',
  style: 'function (el, name) { return getComputedStyle(el).getPropertyValue(name); }',
};

/** Shared by both page objects: boxes, text and clicks of located nodes. */
class Surface {
  constructor(readonly tab: Tab) {}

  box(node: string): Promise<Box | null> {
    return this.tab.callOn<Box | null>(node, IN_PAGE.box);
  }

  text(node: string): Promise<string> {
    return this.tab.callOn<string>(node, IN_PAGE.text);
  }

  attribute(node: string, name: string): Promise<string | null> {
    return this.tab.callOn<string | null>(node, IN_PAGE.attribute, name);
  }

  style(node: string, name: string): Promise<string> {
    return this.tab.callOn<string>(node, IN_PAGE.style, name);
  }

  /** Clicks the middle of the one node `find` returns, once it is there and shown. */
  async clickWhenShown(find: () => Promise<string[]>, what: string): Promise<void> {
    let box: Box | null = null;
    await expect
      .poll(
        async () => {
          const [node] = await find();
          box = node ? await this.box(node) : null;
          return box !== null;
        },
        { message: `${what} shown`, timeout: 15_000 },
      )
      .toBe(true);
    const b = box as unknown as Box;
    await this.tab.click((b.left + b.right) / 2, (b.top + b.bottom) / 2);
  }
}

/**
 * Finds `text` in the page's text (it may run over several text nodes and elements), scrolls it
 * into view and gives drag points just inside its first and last characters, and the box of the
 * last character. Runs in the page: no helpers from outside.
 */
function measureText(
  text: string,
): { from: { x: number; y: number }; to: { x: number; y: number }; end: { right: number; bottom: number } } | null {
  const nodes: Text[] = [];
  const starts: number[] = [];
  let all = '';
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
    nodes.push(n);
    starts.push(all.length);
    all += n.data;
  }
  const at = all.indexOf(text);
  if (at < 0) return null;
  const [a, b] = [at, at + text.length - 1].map((i) => {
    let k = starts.length - 1;
    while (starts[k]! > i) k--;
    return { node: nodes[k]!, offset: i - starts[k]! };
  }) as [{ node: Text; offset: number }, { node: Text; offset: number }];
  const r = document.createRange();
  r.setStart(a.node, a.offset);
  r.setEnd(b.node, b.offset + 1);
  const whole = r.getBoundingClientRect();
  if (whole.top < 0 || whole.bottom > innerHeight) a.node.parentElement!.scrollIntoView({ block: 'center' });
  r.setEnd(a.node, a.offset + 1);
  const first = r.getBoundingClientRect();
  r.setStart(b.node, b.offset);
  r.setEnd(b.node, b.offset + 1);
  const last = r.getBoundingClientRect();
  return {
    from: { x: first.left + 1, y: (first.top + first.bottom) / 2 },
    to: { x: last.right - 1, y: (last.top + last.bottom) / 2 },
    end: { right: last.right, bottom: last.bottom },
  };
}

export class ClaimTab extends Surface {
  /** `locale` is the browser's interface language, which the overlay's names are in. */
  constructor(
    tab: Tab,
    private readonly locale: Locale = 'en',
  ) {
    super(tab);
  }

  private root(): Promise<string | null> {
    return this.tab.shadowRootOf('[data-claimlens-overlay]');
  }

  /** Overlay elements with this role (and exact accessible name), as Firefox's accessibility engine sees them. */
  async byRole(role: string, name?: string): Promise<string[]> {
    const root = await this.root();
    return root
      ? this.tab.locate({ type: 'accessibility', value: { role, ...(name !== undefined ? { name } : {}) } }, [root])
      : [];
  }

  async css(selector: string): Promise<string[]> {
    const root = await this.root();
    return root ? this.tab.locate({ type: 'css', value: selector }, [root]) : [];
  }

  /** Selects `text` by dragging the mouse from its first to its last character, as a reader does. */
  async select(text: string): Promise<void> {
    const at = await this.tab.evaluate(measureText, text);
    if (!at) throw new Error(`Text not found on the page: ${text}`);
    await this.tab.drag(at.from, at.to);
  }

  selectedText(): Promise<string> {
    return this.tab.evaluate(() => getSelection()?.toString() ?? '');
  }

  checkButton(): Promise<string[]> {
    return this.byRole('button', tIn(this.locale, badgeMessages.checkClaim));
  }

  async checkButtonShown(): Promise<boolean> {
    const [button] = await this.checkButton();
    return button !== undefined && (await this.box(button)) !== null;
  }

  async pressCheck(): Promise<void> {
    await this.clickWhenShown(() => this.checkButton(), 'the Check claim button');
  }

  badges(): Promise<string[]> {
    return this.css('[data-claimlens="badge"]');
  }

  /**
   * The accessible names of the badges shown, in page order ("Verdict: …", "Checking claim: …",
   * "Check failed: …"), each confirmed with Firefox's own accessible name (a status whose name
   * is exactly that), not only its markup.
   */
  async badgeNames(): Promise<string[]> {
    const names: string[] = [];
    for (const badge of await this.badges()) {
      const label = await this.attribute(badge, 'aria-label');
      if (!label || !(await this.box(badge))) continue;
      if ((await this.byRole('status', label)).length) names.push(label);
    }
    return names;
  }

  /** "Verdict: ", how a verdict badge's name begins in the interface language. */
  private verdictPrefix(): string {
    return tIn(this.locale, verdictMessages.label, '');
  }

  async verdicts(): Promise<string[]> {
    return (await this.badgeNames()).filter((n) => n.startsWith(this.verdictPrefix()));
  }

  /** Selects `text`, presses Check claim and waits for one more verdict badge; returns its name. */
  async checkSelection(text: string): Promise<string> {
    const before = (await this.verdicts()).length;
    const badges = (await this.badges()).length;
    // On a page that rebuilds itself a drag may straddle a rebuild (it then selects something
    // else), or the selection is thrown away before the click (the pill goes with it): the reader
    // selects again. A started check shows a badge.
    const same = (a: string) => a.replace(/\s+/g, ' ').trim() === text.replace(/\s+/g, ' ').trim();
    for (let attempt = 1; ; attempt++) {
      if (attempt > 5) throw new Error(`Selecting "${text}" and pressing Check claim started no check five times.`);
      await this.select(text);
      if (!same(await this.selectedText())) continue;
      await this.pressCheck();
      const started = await expect
        .poll(async () => (await this.badges()).length, { timeout: 3000 })
        .toBeGreaterThan(badges)
        .then(
          () => true,
          () => false,
        );
      if (started) break;
    }
    const shown = async () =>
      (
        await Promise.all(
          (await this.badges()).map(
            async (b) => `${await this.attribute(b, 'aria-label')}${(await this.box(b)) ? '' : ' (hidden)'}`,
          ),
        )
      ).join('; ');
    await expect
      .poll(async () => (await this.verdicts()).length, {
        message: `verdict for "${text}" (badges: ${await shown()})`,
        timeout: 60_000,
      })
      .toBeGreaterThan(before)
      .catch(async (e: Error) => {
        throw new Error(`${e.message}\nBadges at the end: ${await shown()}`);
      });
    return (await this.verdicts())[before]!;
  }

  /** Whether the verdict badge sits at the end of `text`: after its last line, on that line or just below it. */
  async badgeBeside(text: string): Promise<boolean> {
    const [badge] = await this.css(`[data-claimlens="badge"][aria-label^="${this.verdictPrefix()}"]`);
    const b = badge ? await this.box(badge) : null;
    const line = (await this.tab.evaluate(measureText, text))?.end;
    if (!b || !line) return false;
    const onLine =
      b.left - line.right >= 0 && b.left - line.right <= 12 && b.top < line.bottom && b.bottom > line.bottom - 24;
    const below = b.top >= line.bottom - 2 && b.top <= line.bottom + 12;
    return onLine || below;
  }

  /** The ranges the page's CSS highlight registry holds for a highlight name (claimlens-checked). */
  highlighted(name: string): Promise<string[]> {
    return this.tab.evaluate(
      (name: string) =>
        [...((CSS.highlights.get(name) as Set<Range> | undefined) ?? [])].map((r) => r.toString().replace(/\s+/g, ' ')),
      name,
    );
  }

  /** Waits until a page that rebuilds itself (rebuild.html) has done so `count` more times. */
  async waitForRebuilds(count: number): Promise<void> {
    const now = async () => Number(await this.tab.evaluate(() => document.body.dataset.rebuilds ?? '0'));
    const until = (await now()) + count;
    await expect.poll(now, { intervals: [50], timeout: count * 2000 + 3000 }).toBeGreaterThanOrEqual(until);
  }

  async escape(): Promise<void> {
    await this.tab.press([KEY.Escape]);
  }
}

export type TabName = 'Check' | 'History' | 'Documents' | 'Sources' | 'Knowledge' | 'Settings';

/** The side panel page, opened in a tab (Firefox's sidebar is browser chrome, out of BiDi's reach). */
export class PanelTab extends Surface {
  static async open(firefox: Firefox): Promise<PanelTab> {
    return new PanelTab(await firefox.newTab(firefox.extensionUrl('sidepanel.html')));
  }

  byRole(role: string, name?: string): Promise<string[]> {
    return this.tab.locate({ type: 'accessibility', value: { role, ...(name !== undefined ? { name } : {}) } });
  }

  css(selector: string): Promise<string[]> {
    return this.tab.locate({ type: 'css', value: selector });
  }

  async press(role: string, name: string): Promise<void> {
    await this.clickWhenShown(() => this.byRole(role, name), `${role} "${name}"`);
  }

  async open(name: TabName): Promise<void> {
    await this.press('tab', name);
    await expect
      .poll(async () => {
        const [tab] = await this.byRole('tab', name);
        return tab ? this.attribute(tab, 'aria-selected') : null;
      })
      .toBe('true');
  }

  /** Everything the page shows as text (what a reader reads). */
  shown(): Promise<string> {
    return this.tab.evaluate(() => document.body.innerText);
  }

  /** The rows of the History list. */
  async historyRows(): Promise<string[]> {
    const [list] = await this.byRole('list', 'Checks');
    if (!list) return [];
    const rows = await this.tab.locate({ type: 'accessibility', value: { role: 'listitem' } }, [list]);
    return Promise.all(rows.map((r) => this.text(r)));
  }

  /** Fills the text field with this accessible name, as typed by the reader. */
  async fill(name: string, value: string): Promise<void> {
    const find = async () => [...(await this.byRole('textbox', name)), ...(await this.byRole('searchbox', name))];
    await this.clickWhenShown(find, `field "${name}"`);
    const [field] = await find();
    await this.tab.callOn(field!, 'function (el) { el.select?.(); }');
    await this.tab.type(value);
  }
}
