import { type BrowserContext, type Download, expect, type Frame, type Locator, type Page } from '@playwright/test';

import { type Box, Overlay, OverlayElement } from './overlay';

/**
 * Page objects: a web page with claims on it (or a frame of one), the ClaimLens side panel,
 * and the pages shaped like real sites, each with what a reader does there.
 */

export type { Box } from './overlay';

/**
 * A web page (or frame) with claims, and ClaimLens's UI on it. That UI is in a closed shadow
 * root: it is reached through the overlay page object (CDP and the accessibility tree) and
 * pressed with the real mouse and keyboard, never by a script in the page.
 */
export class ClaimPage {
  readonly page: Page;
  private readonly ui: Overlay;

  /** `scope` is the page itself or one of its frames; mouse and keyboard are the page's. */
  constructor(readonly scope: Page | Frame) {
    this.page = 'page' in scope ? scope.page() : scope;
    this.ui = new Overlay(scope, () => this.frameOffset());
  }

  /** Box of the first occurrence of `text` (scrolled into view first), in page viewport coordinates. */
  async textBox(text: string, within?: Locator): Promise<Box> {
    const found = await this.locate(text, within);
    return found.box;
  }

  /** Selects `text` by dragging the mouse from its first to its last character, as a reader does. */
  async select(text: string, within?: Locator): Promise<void> {
    const { from, to } = await this.locate(text, within);
    await this.page.mouse.move(from.x, from.y);
    await this.page.mouse.down();
    await this.page.mouse.move(to.x, to.y, { steps: 8 });
    await this.page.mouse.up();
  }

  /**
   * Finds `text` in the page's text (it may run over several text nodes and elements), scrolls
   * it into view and measures it: its box, and drag points just inside its first and last
   * characters (mirrored for right-to-left text).
   */
  private async locate(
    text: string,
    within?: Locator,
  ): Promise<{ box: Box; lastLine: Box; from: { x: number; y: number }; to: { x: number; y: number } }> {
    // Pages that re-render may detach the element between two calls: measure again then.
    for (let attempt = 0; ; attempt++) {
      const found = await this.measure(text, within);
      if (found) return found;
      if (attempt === 5) throw new Error(`Text not found on the page: ${text}`);
      await this.page.waitForTimeout(50);
    }
  }

  private async measure(text: string, within?: Locator) {
    const found = await (within ?? this.scope.locator('body')).evaluate((root, text) => {
      const nodes: Text[] = [];
      const starts: number[] = [];
      let all = '';
      const walker = document.createTreeWalker(root!, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
        nodes.push(n);
        starts.push(all.length);
        all += n.data;
      }
      const at = all.indexOf(text);
      if (at < 0 || !root.isConnected) return null;
      // No named functions in here: the benchmark runs this file through tsx, whose name
      // helpers do not exist in the page.
      const [a, b] = [at, at + text.length - 1].map((i) => {
        let k = starts.length - 1;
        while (starts[k]! > i) k--;
        return { node: nodes[k]!, offset: i - starts[k]! };
      }) as [{ node: Text; offset: number }, { node: Text; offset: number }];
      a.node.parentElement!.scrollIntoView({ block: 'center' });
      const r = document.createRange();
      r.setStart(a.node, a.offset);
      r.setEnd(b.node, b.offset + 1);
      const rects = r.getClientRects();
      if (!rects.length) return null;
      const box = {
        left: Math.min(...[...rects].map((x) => x.left)),
        top: rects[0]!.top,
        right: Math.max(...[...rects].map((x) => x.right)),
        bottom: rects[rects.length - 1]!.bottom,
      };
      // The last line is every rect on it (right-to-left text with numbers has several).
      const end = rects[rects.length - 1]!;
      const onLastLine = [...rects].filter(
        (x) => x.top <= (end.top + end.bottom) / 2 && x.bottom >= (end.top + end.bottom) / 2,
      );
      const lastLine = {
        left: Math.min(...onLastLine.map((x) => x.left)),
        top: end.top,
        right: Math.max(...onLastLine.map((x) => x.right)),
        bottom: end.bottom,
      };
      r.setEnd(a.node, a.offset + 1);
      const first = r.getBoundingClientRect();
      r.setStart(b.node, b.offset);
      r.setEnd(b.node, b.offset + 1);
      const last = r.getBoundingClientRect();
      const rtl = getComputedStyle(a.node.parentElement!).direction === 'rtl';
      const from = { x: rtl ? first.right - 1 : first.left + 1, y: (first.top + first.bottom) / 2 };
      const to = { x: rtl ? last.left + 1 : last.right - 1, y: (last.top + last.bottom) / 2 };
      return { box, lastLine, from, to };
    }, text);
    if (!found) return null;
    const o = await this.frameOffset();
    const shift = (b: Box): Box => ({
      left: b.left + o.x,
      top: b.top + o.y,
      right: b.right + o.x,
      bottom: b.bottom + o.y,
    });
    return {
      box: shift(found.box),
      lastLine: shift(found.lastLine),
      from: { x: found.from.x + o.x, y: found.from.y + o.y },
      to: { x: found.to.x + o.x, y: found.to.y + o.y },
    };
  }

  /** Selects the word under the start of `text` with a double click, then extends it with Shift+→. */
  async selectWithKeyboard(text: string): Promise<void> {
    const box = await this.textBox(text);
    await this.page.mouse.dblclick(box.left + 3, (box.top + Math.min(box.bottom, box.top + 20)) / 2);
    // The double click alone already offers the pill; dismiss it so the keyboard brings it back.
    await this.page.keyboard.press('Escape');
    await expect.poll(() => this.checkButton().isVisible()).toBe(false);
    const word = (await this.selectedText()).length;
    for (let i = word; i < text.length; i++) await this.page.keyboard.press('Shift+ArrowRight');
  }

  selectedText(): Promise<string> {
    return this.scope.evaluate(() => getSelection()?.toString() ?? '');
  }

  overlay(): OverlayElement {
    return this.ui.root();
  }

  pill(): OverlayElement {
    return this.ui.locator('[data-claimlens="pill"]');
  }

  checkButton(): OverlayElement {
    return this.ui.getByRole('button', { name: 'Check claim' });
  }

  verdictBadge(): OverlayElement {
    return this.ui.getByRole('status', { name: /^Verdict:/ });
  }

  badges(): OverlayElement {
    return this.ui.locator('[data-claimlens="badge"]');
  }

  /** Overlay elements by role and accessible name (sentence badges, the selection's badge...). */
  getByRole(role: string, options: { name?: string | RegExp } = {}): OverlayElement {
    return this.ui.getByRole(role, options);
  }

  /** Selects `text`, presses "Check claim" and waits for this check's badge to show a verdict. */
  async checkSelection(text: string, within?: Locator): Promise<OverlayElement> {
    const before = await this.badges().count();
    await this.select(text, within);
    await this.checkButton().click();
    const badge = this.badges().nth(before);
    // A fresh profile's first check waits for the starter knowledge (memory waits up to 20 s for
    // it) and the engine's first policy read: more than the default 10 s on a loaded machine.
    await expect.poll(() => badge.accessibleName(), { timeout: 30_000 }).toMatch(/^Verdict:/);
    await expect.poll(() => badge.isVisible()).toBe(true);
    return badge;
  }

  /**
   * Waits until `badge` sits at the end of `text`: right after its last line (left of it in
   * right-to-left text), vertically on that line, and inside the viewport.
   */
  async expectBadgeBeside(badge: OverlayElement, text: string, within?: Locator): Promise<void> {
    await expect.poll(() => badge.isVisible(), { message: `badge shown beside "${text}"` }).toBe(true);
    const rtl = await this.scope.evaluate(() => getComputedStyle(document.body).direction === 'rtl');
    const viewport = this.page.viewportSize()!;
    await expect
      .poll(
        async () => {
          const t = (await this.locate(text, within)).lastLine;
          const b = await this.boxOf(badge);
          const gap = rtl ? t.left - b.right : b.left - t.right;
          const onLine = b.top < t.bottom && b.bottom > t.bottom - 24;
          const below = b.top >= t.bottom - 2 && b.top <= t.bottom + 12;
          const inside = b.left >= 0 && b.right <= viewport.width;
          return inside && ((gap >= 0 && gap <= 12 && onLine) || below);
        },
        { message: `badge beside "${text}"` },
      )
      .toBe(true);
  }

  /** The ranges the page's CSS highlight registry holds for a highlight name (claimlens-checked). */
  highlighted(name: string): Promise<string[]> {
    return this.scope.evaluate(
      (name) =>
        [...((CSS.highlights.get(name) as Set<Range> | undefined) ?? [])].map((r) => r.toString().replace(/\s+/g, ' ')),
      name,
    );
  }

  /** Box of a page locator or an overlay element in page coordinates (a frame's content is offset by the frame). */
  async boxOf(target: Locator | OverlayElement): Promise<Box> {
    if (target instanceof OverlayElement) {
      const box = await target.box();
      if (!box) throw new Error(`Overlay element has no box (hidden or detached): ${target.describe()}`);
      return box;
    }
    const b = await target.boundingBox();
    if (!b) throw new Error('Element has no box (hidden or detached).');
    return { left: b.x, top: b.y, right: b.x + b.width, bottom: b.y + b.height };
  }

  private async frameOffset(): Promise<{ x: number; y: number }> {
    if ('page' in this.scope && this.scope.parentFrame()) {
      const frameElement = await this.scope.frameElement();
      return frameElement.evaluate((node) => {
        const el = node as HTMLIFrameElement;
        const r = el.getBoundingClientRect();
        return { x: r.left + el.clientLeft, y: r.top + el.clientTop };
      });
    }
    return { x: 0, y: 0 };
  }
}

/** X's home timeline: a virtualised list that its framework re-renders every second. */
export class XFeedPage extends ClaimPage {
  post(n: number): Locator {
    return this.page.locator(`[data-post="${n}"] article`);
  }

  async renders(): Promise<number> {
    return Number(await this.page.locator('body').getAttribute('data-renders'));
  }

  /**
   * Returns within a frame of the feed's count-th re-render from now (every post's DOM replaced
   * each time), so that a drag started next does not straddle the following one.
   */
  async waitForRerenders(count: number): Promise<void> {
    const until = (await this.renders()) + count;
    await this.page.waitForFunction((n) => Number(document.body.dataset.renders) >= n, until, {
      polling: 'raf',
      timeout: count * 2000 + 3000,
    });
  }

  /** Waits for a re-render to pass, so that a selection made now is not torn down mid-drag. */
  async justAfterRerender(): Promise<void> {
    await this.waitForRerenders(1);
  }

  async scrollToPost(n: number): Promise<void> {
    await this.page.evaluate((y) => scrollTo(0, y), n * 136);
  }

  /** Clicks the post's Delete button where it is (the button is replaced every second, so by position). */
  async deletePost(n: number): Promise<void> {
    const box = await this.boxOf(this.post(n).getByRole('button', { name: 'Delete' }));
    await this.page.mouse.click((box.left + box.right) / 2, (box.top + box.bottom) / 2);
  }
}

export class RedditThreadPage extends ClaimPage {
  comment(id: string): Locator {
    return this.page.locator(`shreddit-comment#${id}`);
  }

  async collapse(author: string): Promise<void> {
    await this.page.getByRole('button', { name: `Collapse thread of ${author}` }).click();
  }

  async selectLongComment(): Promise<void> {
    await this.page.locator('#long-comment').evaluate((el) => {
      el.scrollIntoView({ block: 'start' });
    });
    const first = await this.page.locator('#long-comment p').first().boundingBox();
    const last = await this.page.locator('#long-comment p').last().boundingBox();
    await this.page.mouse.move(first!.x + 1, first!.y + 4);
    await this.page.mouse.down();
    await this.page.mouse.move(last!.x + last!.width - 2, last!.y + last!.height - 4, { steps: 10 });
    await this.page.mouse.up();
  }
}

export class FacebookPostPage extends ClaimPage {
  async seeMore(): Promise<void> {
    await this.page.getByRole('button', { name: 'See more' }).click();
  }

  repliesScroller(): Locator {
    return this.page.getByLabel('Most relevant replies');
  }
}

export class RebuildPage extends ClaimPage {
  async rebuilds(): Promise<number> {
    return Number(await this.page.locator('body').getAttribute('data-rebuilds'));
  }

  /**
   * Returns within a frame of the count-th rebuild from now, so that a drag started next has
   * most of a second before the page throws its nodes away (a drag across a rebuild selects
   * something else, as it would for a person).
   */
  async waitForRebuilds(count: number): Promise<void> {
    const until = (await this.rebuilds()) + count;
    await this.page.waitForFunction((n) => Number(document.body.dataset.rebuilds) >= n, until, {
      polling: 'raf',
      timeout: count * 2000 + 3000,
    });
  }
}

export type TabName = 'Check' | 'History' | 'Documents' | 'Sources' | 'Knowledge' | 'Settings';

/** The side panel page (opened in a tab, where a test can reach it). */
export class SidePanel {
  private constructor(readonly page: Page) {}

  static async open(context: BrowserContext, extensionId: string): Promise<SidePanel> {
    const page = await context.newPage();
    await page.goto(`chrome-extension://${extensionId}/sidepanel.html`);
    return new SidePanel(page);
  }

  async tab(name: TabName): Promise<void> {
    await this.page.getByRole('tab', { name }).click();
    await expect(this.page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  }

  // Check tab

  checkDetails(): Locator {
    return this.page.getByRole('article', { name: 'Check details' });
  }

  checkedText(): Locator {
    return this.checkDetails().locator('blockquote.claim');
  }

  // History tab

  historyRows(): Locator {
    return this.page.getByRole('list', { name: 'Checks' }).getByRole('listitem');
  }

  row(text: string): Locator {
    return this.historyRows().filter({ hasText: text });
  }

  counter(): Locator {
    return this.page.getByText(/^\d+ of \d+ checks$/);
  }

  async search(query: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Search checks' }).fill(query);
  }

  async filter(by: { verdict?: string; site?: string; from?: string; to?: string }): Promise<void> {
    if (by.verdict !== undefined)
      await this.page.getByLabel('Verdict', { exact: true }).selectOption({ label: by.verdict });
    if (by.site !== undefined) await this.page.getByLabel('Site', { exact: true }).selectOption({ label: by.site });
    if (by.from !== undefined) await this.page.getByLabel('From', { exact: true }).fill(by.from);
    if (by.to !== undefined) await this.page.getByLabel('To', { exact: true }).fill(by.to);
  }

  async open(text: string): Promise<void> {
    await this.row(text)
      .getByRole('button', { name: /^Open check/ })
      .click();
  }

  async recheck(text: string): Promise<void> {
    await this.row(text).getByRole('button', { name: 'Re-check' }).click();
  }

  /** Deletes one check; `confirm: false` answers "Keep" to the confirmation. */
  async delete(text: string, confirm = true): Promise<void> {
    const row = this.row(text);
    await row.getByRole('button', { name: 'Delete', exact: true }).click();
    const question = row.getByRole('group', { name: 'Delete this check?' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: confirm ? 'Yes, delete' : 'Keep' }).click();
  }

  async deleteAll(count: number): Promise<void> {
    await this.page.getByRole('button', { name: 'Delete all' }).click();
    const question = this.page.getByRole('group', { name: `Delete all ${count} checks?` });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Yes, delete' }).click();
  }

  async exportHistory(kind: 'JSON' | 'CSV'): Promise<{ name: string; text: string }> {
    return this.download(() => this.page.getByRole('button', { name: `Export ${kind}` }).click());
  }

  // Settings tab

  async exportSettings(): Promise<{ name: string; text: string }> {
    await this.tab('Settings');
    return this.download(() => this.page.getByRole('button', { name: 'Export settings' }).click());
  }

  /** Imports a settings file through the file chooser, as a reader does. */
  async importSettings(content: string, name = 'team-settings.json'): Promise<void> {
    await this.tab('Settings');
    const chooser = this.page.waitForEvent('filechooser');
    await this.page.getByText('Import settings…').click();
    await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(content) });
  }

  /** The review an imported file shows before anything of it applies. */
  importReview(): Locator {
    return this.page.getByRole('region', { name: 'Review settings file' });
  }

  /** Answers the review: Apply with the named grants ticked (`'all'`: every one the file asks for), or Cancel. */
  async answerImport(answer: 'Apply' | 'Cancel', confirm: 'all' | string[] = []): Promise<void> {
    const review = this.importReview();
    await expect(review).toBeVisible();
    const grants = review.getByRole('group', { name: 'Confirm by name' }).getByRole('checkbox');
    for (const box of await grants.all()) {
      const label = (await box.evaluate((el) => el.closest('label')?.textContent ?? '')).trim();
      if (confirm === 'all' || confirm.some((name) => label.includes(name))) await box.check();
    }
    await review.getByRole('button', { name: answer, exact: true }).click();
    await expect(review).toHaveCount(0);
  }

  /** Configures the extension in one step with a settings file, as a reader who reviews it and confirms everything. */
  async configure(settings: object): Promise<void> {
    await this.importSettings(JSON.stringify({ format: 'claimlens-settings', version: 1, settings }));
    await this.answerImport('Apply', 'all');
    await expect(
      this.page.getByRole('status').filter({ hasText: 'Imported settings from team-settings.json.' }),
    ).toBeVisible();
  }

  private async download(click: () => Promise<void>): Promise<{ name: string; text: string }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), click()]);
    return { name: download.suggestedFilename(), text: await readDownload(download) };
  }
}

async function readDownload(download: Download): Promise<string> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Settings → Models in the side panel. */
export class ModelsSettings {
  constructor(readonly page: Page) {}

  static async open(panel: SidePanel): Promise<ModelsSettings> {
    await panel.tab('Settings');
    const s = new ModelsSettings(panel.page);
    await expect(s.device()).toBeVisible();
    return s;
  }

  section(): Locator {
    return this.page.getByRole('group', { name: 'Models' });
  }

  device(): Locator {
    return this.page.getByRole('status', { name: 'Inference device' });
  }

  row(name: string | RegExp): Locator {
    return this.section().getByRole('listitem', { name });
  }

  async useMirror(url: string): Promise<void> {
    await this.section().getByLabel('Download models from').selectOption('mirror');
    const input = this.section().getByLabel('Mirror base URL');
    await input.fill(url);
    await input.press('Enter');
  }

  async runOn(device: 'auto' | 'webgpu' | 'wasm'): Promise<void> {
    await this.section().getByLabel('Run models on').selectOption(device);
  }

  async importFiles(files: string[]): Promise<void> {
    await this.page.getByLabel('Import model files').setInputFiles(files);
  }

  async importFolder(dir: string): Promise<void> {
    await this.page.getByLabel('Import a model folder').setInputFiles(dir);
  }

  /** Chooses the model of this row for its task (the setting is saved, then shown). */
  async select(row: Locator): Promise<void> {
    await row.getByRole('radio').click();
    await expect(row.getByRole('radio')).toBeChecked();
  }

  button(row: Locator, name: string): Locator {
    return row.getByRole('button', { name, exact: true });
  }
}
