import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** Page objects: a web page with claims on it, and the ClaimLens side panel. */

export class ClaimPage {
  constructor(readonly page: Page) {}

  /** Selects `text` inside `within` by dragging the mouse over it, as a reader does. */
  async select(text: string, within: Locator = this.page.locator('body')): Promise<void> {
    const handle = await within.elementHandle();
    const points = await this.page.evaluate(
      ({ root, text }) => {
        const walker = document.createTreeWalker(root!, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
          const at = n.data.indexOf(text);
          if (at < 0) continue;
          n.parentElement!.scrollIntoView({ block: 'center' });
          const r = document.createRange();
          r.setStart(n, at);
          r.setEnd(n, at + 1);
          const first = r.getBoundingClientRect();
          r.setStart(n, at + text.length - 1);
          r.setEnd(n, at + text.length);
          const last = r.getBoundingClientRect();
          return { x1: first.left + 1, y1: first.top + first.height / 2, x2: last.right - 1, y2: last.top + last.height / 2 };
        }
        return null;
      },
      { root: handle, text },
    );
    if (!points) throw new Error(`Text not found on the page: ${text}`);
    await this.page.mouse.move(points.x1, points.y1);
    await this.page.mouse.down();
    await this.page.mouse.move(points.x2, points.y2, { steps: 8 });
    await this.page.mouse.up();
  }

  selectedText(): Promise<string> {
    return this.page.evaluate(() => getSelection()?.toString() ?? '');
  }

  checkButton(): Locator {
    return this.page.getByRole('button', { name: 'Check claim', exact: true });
  }

  verdictBadge(): Locator {
    return this.page.getByRole('status', { name: /^Verdict:/ });
  }

  badges(): Locator {
    return this.page.locator('[data-claimlens-overlay]').locator('[data-claimlens="badge"]');
  }

  async checkSelection(text: string, within?: Locator): Promise<Locator> {
    await this.select(text, within);
    await this.checkButton().click();
    const badge = this.verdictBadge();
    await expect(badge).toBeVisible();
    return badge;
  }
}

export class SidePanel {
  private constructor(readonly page: Page) {}

  static async open(context: BrowserContext, extensionId: string): Promise<SidePanel> {
    const page = await context.newPage();
    await page.goto(`chrome-extension://${extensionId}/sidepanel.html`);
    return new SidePanel(page);
  }

  async tab(name: 'Check' | 'History' | 'Sources' | 'Knowledge' | 'Settings'): Promise<void> {
    await this.page.getByRole('tab', { name }).click();
  }

  historyRows(): Locator {
    return this.page.getByRole('list', { name: 'Checks' }).getByRole('listitem');
  }
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
