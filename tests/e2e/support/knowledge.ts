import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';

import { SidePanel } from './pages';

/** Page object: the side panel's Knowledge tab. */
export class KnowledgeTab {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.getByRole('tab', { name: 'Knowledge' }).click();
  }

  count(label: string): Locator {
    return this.page
      .getByRole('region', { name: 'Knowledge summary' })
      .locator('div', { has: this.page.getByText(label, { exact: true }) })
      .locator('dd');
  }

  pack(name: string): Locator {
    return this.page.getByRole('listitem', { name: `Pack ${name}` });
  }

  async waitForStarterPack(): Promise<void> {
    await expect(this.pack('Check-COVID starter pack')).toBeVisible({ timeout: 30_000 });
  }

  async search(text: string): Promise<Locator> {
    await this.page.getByRole('searchbox', { name: 'Search claims, facts and entities' }).fill(text);
    const results = this.page.getByRole('list', { name: 'Search results' });
    await expect(results).toBeVisible();
    return results.getByRole('button');
  }

  /** Deletes the stored claim with exactly this text (what a reader does to make memory forget a verdict). */
  async forget(claim: string): Promise<void> {
    await this.open();
    await (
      await this.search(claim)
    )
      .filter({ has: this.page.getByText(claim, { exact: true }) })
      .first()
      .click();
    await this.node().getByRole('button', { name: 'Delete node' }).click();
    await this.node().getByRole('button', { name: 'Yes, delete' }).click();
    await expect(this.node().getByText('This node is no longer in the graph.')).toBeVisible();
  }

  node(): Locator {
    return this.page.getByRole('region', { name: 'Node' });
  }

  graph(): Locator {
    return this.node().getByRole('group', { name: /^Neighbourhood of/ });
  }

  async importFile(name: string, content: string): Promise<void> {
    await this.page
      .getByLabel('Import pack from a file')
      .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(content) });
  }

  status(): Locator {
    return this.page.getByRole('region', { name: 'Knowledge packs' }).getByRole('status');
  }

  alert(): Locator {
    return this.page.getByRole('region', { name: 'Knowledge packs' }).getByRole('alert');
  }
}

/**
 * Waits until a fresh profile's starter knowledge is installed, from a side panel opened and
 * closed for it. For tests about something else than a first check: on a loaded 2-core machine
 * the install takes 8–18 s, which a first check waits for (docs/known-limits.md).
 */
export async function starterKnowledgeReady(context: BrowserContext, extensionId: string): Promise<void> {
  const panel = await SidePanel.open(context, extensionId);
  const knowledge = new KnowledgeTab(panel.page);
  await knowledge.open();
  await knowledge.waitForStarterPack();
  await panel.page.close();
}
