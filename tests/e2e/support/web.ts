import { expect, type Locator, type Page } from '@playwright/test';

import { webFixture, type WebFixtures } from '../../support/web-fixtures/server';
import { launchWithExtension, test as base } from './fixtures';

/**
 * Fixtures for the web evidence and shared-list tests: the fixture web (HTTP + HTTPS on
 * 127.0.0.1), and Chromium launched so that every hostname (www.who.int, lists.example.org…)
 * resolves to it and its throwaway certificate is accepted.
 */
export const test = base.extend<object, { web: WebFixtures }>({
  web: webFixture,
  context: async ({ web }, use) => {
    const context = await launchWithExtension(web.chromiumArgs());
    await use(context);
    await context.close();
  },
});
export { expect };

/** Settings → Web in the side panel. */
export class WebSettings {
  constructor(readonly page: Page) {}

  section(): Locator {
    return this.page.getByRole('group', { name: 'Web' });
  }

  async turnOnline(on = true): Promise<void> {
    const box = this.section().getByRole('checkbox', { name: /Search my trusted sources online/ });
    if ((await box.isChecked()) !== on) await box.click();
    await expect(box).toBeChecked({ checked: on });
  }

  async setDuckDuckGoUrl(url: string): Promise<void> {
    const field = this.section().getByRole('textbox', { name: 'DuckDuckGo HTML address' });
    await field.fill(url);
    await field.press('Enter');
    await expect(this.page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  }

  /** Fact-checkers' ratings on, from this address, with this key (saved after the address: a key is bound to its origin). */
  async useFactCheck(url: string, key: string): Promise<void> {
    const box = this.section().getByRole('checkbox', { name: /Add fact-checkers’ ratings/ });
    if (!(await box.isChecked())) await box.click();
    await expect(box).toBeChecked();
    const field = this.section().getByRole('textbox', { name: 'Fact Check Tools address' });
    await field.fill(url);
    await field.press('Enter');
    await expect(field).toHaveValue(url);
    await this.section().getByLabel('Google Fact Check Tools API key').fill(key);
    await this.section().getByRole('button', { name: 'Save key' }).click();
    await expect(this.page.getByText('API key saved on this browser only')).toBeVisible();
  }

  async testSearch(query: string): Promise<Locator> {
    await this.section().getByRole('textbox', { name: 'Test query' }).fill(query);
    await this.section().getByRole('button', { name: 'Test search' }).click();
    return this.section().getByRole('status', { name: 'Test search result' });
  }
}

/** The Sources tab. */
export class SourcesTabPage {
  constructor(readonly page: Page) {}

  source(domain: string): Locator {
    return this.page.locator(`li.source[data-domain="${domain}"]`);
  }

  async subscribe(url: string): Promise<void> {
    const form = this.page.getByRole('form', { name: 'Subscribe to a shared list' });
    await form.getByRole('textbox', { name: 'List address' }).fill(url);
    await form.getByRole('button', { name: 'Subscribe' }).click();
  }

  subscription(name: string): Locator {
    return this.page.getByRole('listitem', { name: `Shared list ${name}` });
  }

  async tryPage(url: string): Promise<Locator> {
    const form = this.page.getByRole('form', { name: 'Try a page' });
    await form.getByRole('textbox', { name: 'Page address' }).fill(url);
    await form.getByRole('button', { name: /Read it as a check would/ }).click();
    return form.getByRole('status', { name: 'Page result' });
  }

  message(): Locator {
    return this.page.locator(
      'section[aria-label="Trusted sources"] > p.ok, section[aria-label="Trusted sources"] > p.error',
    );
  }
}
